/**
 * The status-change e-mail: accepted (with the expected time), on its way or ready for pickup,
 * delivered or collected, cancelled (with the reason staff gave, and the refund when one was
 * made). Nothing for a new order (the receipt says it) or an unknown status.
 */
import { cancelReasonCodeOf } from '@food/domain/order-status';
import type { EmailTexts } from './email-texts.js';
import { EMAIL_TEXTS } from './email-texts.js';
import { formatAmount } from './format.js';
import { html } from './html.js';
import { button, emailFrame, footerOf, textOf, type RenderedEmail } from './layout.js';
import { expectedText, type OrderMessageInput } from './receipt-email.js';
import { statusNoticeOf, type StatusNotice } from './status-notice.js';

export interface StatusEmailInput extends OrderMessageInput {
  /**
   * for a cancelled order: the reason staff gave (the board's cancel), shown as they wrote it, or
   * the API's own reason code (@food/domain/order-status), shown in the mail's language
   */
  reason?: string | null;
}

/** a ready pickup is there now, a finished or cancelled order has no time left to wait for */
const SHOWS_EXPECTED: ReadonlySet<StatusNotice> = new Set(['accepted', 'onTheWay']);

function detailsOf(input: StatusEmailInput, notice: StatusNotice, t: EmailTexts): Array<[string, string]> {
  const { receipt, language, brand } = input;
  const rows: Array<[string, string]> = [];
  if (SHOWS_EXPECTED.has(notice)) rows.push([t.expectedAt, expectedText(receipt, language, t)]);
  const code = cancelReasonCodeOf(input.reason);
  const reason = code ? t.cancelReasons[code] : input.reason?.trim();
  if (notice === 'cancelled' && reason) rows.push([t.reason, reason]);
  if (notice === 'cancelled' && receipt.payment.refundedAmount > 0)
    rows.push(['', t.refunded(formatAmount(receipt.payment.refundedAmount, language, brand.currency))]);
  return rows;
}

/** The e-mail for the receipt's current status, or null when that status has none. */
export function renderStatusEmail(input: StatusEmailInput): RenderedEmail | null {
  const { brand, language, receipt, orderUrl } = input;
  const notice = statusNoticeOf(receipt.statusId, receipt.type);
  if (!notice) return null;
  const t = EMAIL_TEXTS[language];
  const words = t.status[notice];
  const subject = words.subject(receipt.localId, brand.name);
  const details = detailsOf(input, notice, t);

  const body = html`<h1 style="margin:0 0 4px;font-size:22px">${words.heading}</h1>
    <p style="margin:0 0 16px;font-size:17px;font-weight:bold">${t.orderNumber(receipt.localId)}</p>
    <p style="margin:0 0 12px">${words.body}</p>
    ${details.map(([label, value]) =>
      label
        ? html`<p style="margin:0 0 8px">
            <span style="color:${brand.colors.textMuted}">${label}:</span> <strong>${value}</strong>
          </p>`
        : html`<p style="margin:0 0 8px">${value}</p>`,
    )}
    ${button(brand, orderUrl, t.viewOrder)}`;
  const footer = footerOf(brand, t);

  const text = textOf([
    words.heading,
    t.orderNumber(receipt.localId),
    '',
    words.body,
    ...details.map(([label, value]) => (label ? `${label}: ${value}` : value)),
    '',
    `${t.viewOrder}: ${orderUrl}`,
    '',
    ...footer.text,
  ]);
  return {
    subject,
    html: emailFrame({ brand, language, title: subject, preheader: words.body, body, footer: footer.html }),
    text,
  };
}
