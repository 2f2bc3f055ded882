/**
 * Pure rules of the order notification jobs (order-jobs.ts): which channel may carry a status
 * message to this customer, whether a job's status is still the order's, and how a send's
 * failure reads to the queue.
 */
export type StatusChannel = 'email' | 'sms';

/** What the customer chose in their account (issue 21 item 7); null: never chose. */
export interface StatusChoices {
  statusEmail: boolean;
  statusSms: boolean;
  statusPush: boolean;
}

/**
 * E-mail: on unless the customer turned it off. SMS: only with consent, the account's choice or
 * the tick at checkout for this order (a guest has only the latter); a customer who turned texts
 * off in the account and ticks the box at checkout asked for this order's texts.
 */
export function isChannelAllowed(
  channel: StatusChannel,
  p: { choices: StatusChoices | null; smsConsent: boolean },
): boolean {
  if (channel === 'email') return p.choices?.statusEmail ?? true;
  return p.smsConsent || p.choices?.statusSms === true;
}

/**
 * Push (issue 21 item 4): a guest's order goes to the browsers that asked for it after the order;
 * a customer's only while their account's push switch is on (asking on their order page turns it
 * on, turning it off in the account stops every browser's).
 */
export function isPushAllowed(p: { isCustomerOrder: boolean; choices: StatusChoices | null }): boolean {
  return p.isCustomerOrder ? p.choices?.statusPush === true : true;
}

/**
 * A status message is about the status its job was enqueued for. When the order has moved on
 * before the job ran (a retry after an outage, a quick accept then cancel), the newer change has
 * its own job, and an "accepted" after a "cancelled" would mislead: nothing is sent.
 */
export const isSuperseded = (jobStatusId: number, currentStatusId: number) => jobStatusId !== currentStatusId;

/** The checkout keeps `smsConsent` and `language` in `orders.additional_info` (order-records.ts). */
export function orderChoicesOf(info: Record<string, unknown>): {
  smsConsent: boolean;
  language: string | null;
} {
  return {
    smsConsent: info.smsConsent === true,
    language: typeof info.language === 'string' && info.language ? info.language : null,
  };
}

/** What staff gave as the reason of a cancellation (board's move, `statusReason`). */
export const statusReasonOf = (info: Record<string, unknown>): string | null =>
  typeof info.statusReason === 'string' && info.statusReason.trim() ? info.statusReason : null;
