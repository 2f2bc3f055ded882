/**
 * When a phone order's payment link may be texted again (pure, unit-tested). The text at placement
 * counts: an operator who presses "send again" at once, or a stuck button, is told to wait, and an
 * order's link goes out at most a few times (an unpaid order is cancelled by the board's sweep
 * long before a day is over; past the limit the operator reads the link out or takes cash).
 */
export const LINK_RESEND_WAIT_SECONDS = 60;
export const LINK_TEXTS_PER_ORDER = 5;

export interface LinkTexts {
  /** texts of this order's link within the last day (placement's and resends) */
  count: number;
  /** seconds since the latest of them; null when none */
  secondsSinceLatest: number | null;
}

export type LinkResendDecision =
  | { ok: true; textsLeft: number }
  | { ok: false; reason: 'RESEND_TOO_SOON'; retryAfterSeconds: number }
  | { ok: false; reason: 'SEND_LIMIT_REACHED' };

export function decideLinkResend(texts: LinkTexts): LinkResendDecision {
  if (texts.count >= LINK_TEXTS_PER_ORDER) return { ok: false, reason: 'SEND_LIMIT_REACHED' };
  if (texts.secondsSinceLatest !== null && texts.secondsSinceLatest < LINK_RESEND_WAIT_SECONDS)
    return {
      ok: false,
      reason: 'RESEND_TOO_SOON',
      retryAfterSeconds: Math.max(1, Math.ceil(LINK_RESEND_WAIT_SECONDS - texts.secondsSinceLatest)),
    };
  // this text included
  return { ok: true, textsLeft: LINK_TEXTS_PER_ORDER - texts.count - 1 };
}
