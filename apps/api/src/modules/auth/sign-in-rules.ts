/**
 * The rules of sign-in by phone code (issue 6), as pure functions over times and counts so
 * each can be tested without a database. The service reads the counts and applies them.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const SIGN_IN_LIMITS = {
  /** a code works for five minutes */
  codeTtlMs: 5 * 60_000,
  /** five wrong tries kill the code */
  maxAttempts: 5,
  /** sends counted over the last hour */
  windowMs: 60 * 60_000,
  /**
   * The wait before the next code to a phone, after its latest one (from whoever), by how many
   * codes it got in the last hour from every address; the last step repeats. A soft per-phone
   * ceiling: the phone is slowed, never locked (README.md, "Who can lock out whom").
   */
  resendWaitsMs: [60_000, 60_000, 2 * 60_000, 4 * 60_000, 8 * 60_000, 10 * 60_000],
  /**
   * An address that has not asked for the phone this hour skips that wait while the phone got
   * fewer codes than this in the hour: a stranger's sends do not keep the owner waiting. More
   * than the back-off lets through in an hour (6), so a phone falls below it within the hour
   * unless more new addresses push it up again.
   */
  freshAddressCeiling: 10,
  /** at most this many codes per phone from one client address per hour: a stranger spends their own */
  perPhonePerAddressPerWindow: 5,
  /** and this many from one client address per hour, to any phone (an office or a mobile NAT shares one) */
  perAddressPerWindow: 20,
} as const;

/** How long after the latest code the next may be sent, when the phone got `sentInWindow` in the hour. */
export function resendWaitMs(sentInWindow: number): number {
  const waits = SIGN_IN_LIMITS.resendWaitsMs;
  return waits[Math.min(Math.max(sentInWindow, 1), waits.length) - 1]!;
}

/** Six digits, never starting with 0: the storefront sends the code as a number (SPEC 5). */
export const generateCode = () => String(randomInt(100_000, 1_000_000));

/**
 * The stored form of a code. Salted with the row id and phone, so equal codes hash differently
 * and one hash table does not open every row; a code lives five minutes and five tries.
 */
export const hashCode = (rowId: string, phone: string, code: string) =>
  createHash('sha256').update(`${rowId}:${phone}:${code}`).digest('hex');

export function isCodeMatch(storedHash: string, rowId: string, phone: string, code: string): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashCode(rowId, phone, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SendHistory {
  /** codes sent to the phone within the window, from every address, oldest first */
  toPhone: Date[];
  /** of those, the ones this client address asked for, oldest first */
  toPhoneFromAddress: Date[];
  /** codes this client address asked for within the window, to any phone, oldest first */
  fromAddress: Date[];
}

export type SendDecision =
  | { ok: true; nextResendAfterSeconds: number }
  | { ok: false; reason: 'RESEND_TOO_SOON' | 'SEND_LIMIT_REACHED'; retryAfterSeconds: number };

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Whether a new code may be sent now; when not, how long to wait (README.md, "Who can lock out
 * whom"). The phone's own limit only slows down: an address that already asked for this phone
 * in the hour waits the phone's growing resend wait after its latest code, whoever asked for it;
 * an address new to the phone does not, until the phone got `freshAddressCeiling` codes in the
 * hour. The hard limits count what this client address asked for, never what others did.
 */
export function decideSend(history: SendHistory, now: Date): SendDecision {
  const { windowMs, perPhonePerAddressPerWindow, perAddressPerWindow } = SIGN_IN_LIMITS;
  const { toPhone, toPhoneFromAddress, fromAddress } = history;
  const last = toPhone.at(-1);
  const isFreshAddress =
    toPhoneFromAddress.length === 0 && toPhone.length < SIGN_IN_LIMITS.freshAddressCeiling;
  if (last && !isFreshAddress) {
    const nextAt = last.getTime() + resendWaitMs(toPhone.length);
    if (nextAt > now.getTime())
      return { ok: false, reason: 'RESEND_TOO_SOON', retryAfterSeconds: secondsUntil(nextAt, now) };
  }
  // the send that frees a place is the one `limit` sends back from the newest
  for (const [sends, limit] of [
    [toPhoneFromAddress, perPhonePerAddressPerWindow],
    [fromAddress, perAddressPerWindow],
  ] as const) {
    if (sends.length >= limit) {
      const freesAt = sends[sends.length - limit]!.getTime() + windowMs;
      return { ok: false, reason: 'SEND_LIMIT_REACHED', retryAfterSeconds: secondsUntil(freesAt, now) };
    }
  }
  return { ok: true, nextResendAfterSeconds: resendWaitMs(toPhone.length + 1) / 1000 };
}

export interface StoredCode {
  expiresAt: Date;
  attempts: number;
  usedAt: Date | null;
}

export type CodeState = 'LIVE' | 'EXPIRED' | 'USED' | 'ATTEMPTS_EXCEEDED';

export function codeState(code: StoredCode, now: Date): CodeState {
  if (code.usedAt) return 'USED';
  if (code.attempts >= SIGN_IN_LIMITS.maxAttempts) return 'ATTEMPTS_EXCEEDED';
  if (code.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'LIVE';
}
