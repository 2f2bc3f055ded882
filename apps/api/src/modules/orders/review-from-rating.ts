/**
 * A rated order becomes a review on the public feedbacks page (issue 17 item 20). Decisions:
 * - A score alone is published at once: there is no text to moderate, and the page's average
 *   counts every rating the chain received.
 * - Text waits for staff (PENDING), who publish or reject it in the back office's Reviews page
 *   (modules/care, issue 23 item 2), unless the deployment publishes reviews unmoderated
 *   (`FEEDBACK_AUTO_PUBLISH=true`, off by default).
 * - The author is shown as the first name and the initial of the last name ("Олена К."), as the
 *   page's other reviews are, from the account or else the order's contact name; never the phone.
 */
import type { FEEDBACK_STATUSES } from '../../db/schema.js';

export type ReviewStatus = (typeof FEEDBACK_STATUSES)[number];

export function reviewStatusOf(comment: string, autoPublish: boolean): ReviewStatus {
  return comment.trim() === '' || autoPublish ? 'PUBLISHED' : 'PENDING';
}

/** "Олена К." from the account's names, else from the order's contact name; '' when none. */
export function reviewAuthorName(
  account: { firstName: string; lastName: string },
  contactName: string,
): string {
  const fromAccount = [account.firstName, account.lastName].map((s) => s.trim());
  const [first, last] = fromAccount[0] ? fromAccount : contactName.trim().split(/\s+/);
  if (!first) return '';
  const initial = last ? `${Array.from(last)[0]!.toUpperCase()}.` : '';
  return initial ? `${first} ${initial}` : first;
}
