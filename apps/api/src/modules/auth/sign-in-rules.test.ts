import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_LIMITS,
  codeState,
  decideSend,
  generateCode,
  hashCode,
  isCodeMatch,
} from './sign-in-rules.js';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('generateCode', () => {
  it('makes six-digit codes that survive being sent as a number', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCode();
      expect(code).toMatch(/^[1-9]\d{5}$/);
      expect(String(Number(code))).toBe(code);
    }
  });
});

describe('code hashing', () => {
  it('matches only the same code for the same row and phone', () => {
    const hash = hashCode('row-1', '+380671234567', '123456');
    expect(hash).not.toContain('123456');
    expect(isCodeMatch(hash, 'row-1', '+380671234567', '123456')).toBe(true);
    expect(isCodeMatch(hash, 'row-1', '+380671234567', '123457')).toBe(false);
    expect(isCodeMatch(hash, 'row-2', '+380671234567', '123456')).toBe(false);
    expect(isCodeMatch(hash, 'row-1', '+380671234568', '123456')).toBe(false);
    expect(hashCode('row-2', '+380671234567', '123456')).not.toBe(hash);
  });
});

describe('decideSend', () => {
  const none = { lastSentToPhoneAt: null, sentToPhoneInWindow: 0, sentFromAddressInWindow: 0 };

  it('sends the first code', () => {
    expect(decideSend(none, t0, null)).toEqual({ ok: true });
  });

  it('makes the customer wait 60 seconds before a resend', () => {
    const history = { ...none, lastSentToPhoneAt: t0, sentToPhoneInWindow: 1, sentFromAddressInWindow: 1 };
    expect(decideSend(history, at(1_000), t0)).toEqual({
      ok: false,
      reason: 'RESEND_TOO_SOON',
      retryAfterSeconds: 59,
    });
    expect(decideSend(history, at(59_999), t0)).toMatchObject({ retryAfterSeconds: 1 });
    expect(decideSend(history, at(60_000), t0)).toEqual({ ok: true });
  });

  it('stops after the per-phone limit until the oldest send leaves the hour', () => {
    const history = {
      lastSentToPhoneAt: at(-120_000),
      sentToPhoneInWindow: SIGN_IN_LIMITS.perPhonePerWindow,
      sentFromAddressInWindow: SIGN_IN_LIMITS.perPhonePerWindow,
    };
    expect(decideSend(history, t0, at(-30 * 60_000))).toEqual({
      ok: false,
      reason: 'SEND_LIMIT_REACHED',
      retryAfterSeconds: 30 * 60,
    });
    expect(
      decideSend({ ...history, sentToPhoneInWindow: SIGN_IN_LIMITS.perPhonePerWindow - 1 }, t0, null),
    ).toEqual({
      ok: true,
    });
  });

  it('stops one client address sending to many phones', () => {
    const history = { ...none, sentFromAddressInWindow: SIGN_IN_LIMITS.perAddressPerWindow };
    expect(decideSend(history, t0, at(-59 * 60_000))).toMatchObject({
      ok: false,
      reason: 'SEND_LIMIT_REACHED',
    });
  });
});

describe('codeState', () => {
  const live = { expiresAt: at(SIGN_IN_LIMITS.codeTtlMs), attempts: 0, usedAt: null };
  it('is live for five minutes, then expired', () => {
    expect(codeState(live, at(SIGN_IN_LIMITS.codeTtlMs - 1))).toBe('LIVE');
    expect(codeState(live, at(SIGN_IN_LIMITS.codeTtlMs))).toBe('EXPIRED');
  });
  it('dies after five wrong tries and after use', () => {
    expect(codeState({ ...live, attempts: 4 }, t0)).toBe('LIVE');
    expect(codeState({ ...live, attempts: 5 }, t0)).toBe('ATTEMPTS_EXCEEDED');
    expect(codeState({ ...live, usedAt: t0 }, t0)).toBe('USED');
  });
});
