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
  /** a new code for the same phone after a minute */
  resendAfterMs: 60_000,
  /** sends counted over the last hour */
  windowMs: 60 * 60_000,
  /** at most this many codes per phone per hour (SMS costs money; a number can be pestered) */
  perPhonePerWindow: 5,
  /** and this many from one client address per hour (an office or a mobile NAT shares one) */
  perAddressPerWindow: 20,
} as const;

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
  /** when the last code for this phone was sent, if within the window */
  lastSentToPhoneAt: Date | null;
  sentToPhoneInWindow: number;
  sentFromAddressInWindow: number;
}

export type SendDecision =
  { ok: true } | { ok: false; reason: 'RESEND_TOO_SOON' | 'SEND_LIMIT_REACHED'; retryAfterSeconds: number };

/** Whether a new code may be sent now; when not, how long to wait. */
export function decideSend(history: SendHistory, now: Date, oldestInWindow: Date | null): SendDecision {
  const { resendAfterMs, windowMs, perPhonePerWindow, perAddressPerWindow } = SIGN_IN_LIMITS;
  if (history.lastSentToPhoneAt) {
    const wait = history.lastSentToPhoneAt.getTime() + resendAfterMs - now.getTime();
    if (wait > 0) return { ok: false, reason: 'RESEND_TOO_SOON', retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  if (
    history.sentToPhoneInWindow >= perPhonePerWindow ||
    history.sentFromAddressInWindow >= perAddressPerWindow
  ) {
    const freesAt = (oldestInWindow?.getTime() ?? now.getTime()) + windowMs;
    return {
      ok: false,
      reason: 'SEND_LIMIT_REACHED',
      retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
    };
  }
  return { ok: true };
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
