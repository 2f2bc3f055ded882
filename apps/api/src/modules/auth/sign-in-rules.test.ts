import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_LIMITS,
  codeState,
  decideSend,
  generateCode,
  hashCode,
  isCodeMatch,
  resendWaitMs,
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

describe('resendWaitMs', () => {
  it('grows with the codes of the hour: 1, 1, 2, 4, 8, then 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => resendWaitMs(n) / 60_000)).toEqual([
      1, 1, 2, 4, 8, 10, 10, 10,
    ]);
  });
});

describe('decideSend', () => {
  const none = { toPhone: [], toPhoneFromAddress: [], fromAddress: [] };
  /** `n` sends a minute apart ending at `end`, oldest first */
  const sends = (n: number, end = t0) =>
    Array.from({ length: n }, (_, i) => new Date(end.getTime() - (n - 1 - i) * 60_000));

  it('sends the first code, and says the next may follow in a minute', () => {
    expect(decideSend(none, t0)).toEqual({ ok: true, nextResendAfterSeconds: 60 });
  });

  it('makes the same address wait 60 seconds before a resend', () => {
    const mine = { toPhone: [t0], toPhoneFromAddress: [t0], fromAddress: [t0] };
    expect(decideSend(mine, at(1_000))).toEqual({
      ok: false,
      reason: 'RESEND_TOO_SOON',
      retryAfterSeconds: 59,
    });
    expect(decideSend(mine, at(59_999))).toMatchObject({ retryAfterSeconds: 1 });
    expect(decideSend(mine, at(60_000))).toEqual({ ok: true, nextResendAfterSeconds: 60 });
  });

  it('slows a phone down as its codes of the hour grow, measured from its latest code, whoever asked', () => {
    // four codes in the hour, the latest 3 minutes ago from a stranger: this address waits 4 minutes
    const history = {
      toPhone: sends(4, at(-3 * 60_000)),
      toPhoneFromAddress: [at(-30 * 60_000)],
      fromAddress: [],
    };
    expect(decideSend(history, t0)).toEqual({ ok: false, reason: 'RESEND_TOO_SOON', retryAfterSeconds: 60 });
    expect(decideSend(history, at(60_000))).toEqual({ ok: true, nextResendAfterSeconds: 8 * 60 });
  });

  it("does not hold an address new to the phone to the phone's wait, below the ceiling", () => {
    const strangers = sends(SIGN_IN_LIMITS.freshAddressCeiling - 1);
    expect(decideSend({ ...none, toPhone: strangers }, at(1_000))).toEqual({
      ok: true,
      nextResendAfterSeconds: 10 * 60,
    });
    // from the ceiling on, a new address waits like everyone: 10 minutes after the latest code
    const more = sends(SIGN_IN_LIMITS.freshAddressCeiling);
    expect(decideSend({ ...none, toPhone: more }, at(1_000))).toEqual({
      ok: false,
      reason: 'RESEND_TOO_SOON',
      retryAfterSeconds: 599,
    });
    expect(decideSend({ ...none, toPhone: more }, at(10 * 60_000))).toMatchObject({ ok: true });
  });

  it('stops one address after 5 codes to one phone until the oldest leaves the hour', () => {
    const mine = [at(-50 * 60_000), at(-40 * 60_000), at(-30 * 60_000), at(-20 * 60_000), at(-10 * 60_000)];
    const history = { toPhone: mine, toPhoneFromAddress: mine, fromAddress: mine };
    expect(decideSend(history, t0)).toEqual({
      ok: false,
      reason: 'SEND_LIMIT_REACHED',
      retryAfterSeconds: 10 * 60,
    });
    const four = mine.slice(1);
    expect(decideSend({ toPhone: four, toPhoneFromAddress: four, fromAddress: four }, t0)).toMatchObject({
      ok: true,
    });
  });

  it('stops one client address sending to many phones', () => {
    const history = { ...none, fromAddress: sends(SIGN_IN_LIMITS.perAddressPerWindow, at(-1_000)) };
    expect(decideSend(history, t0)).toEqual({
      ok: false,
      reason: 'SEND_LIMIT_REACHED',
      retryAfterSeconds: 3600 - 19 * 60 - 1,
    });
    expect(
      decideSend({ ...none, fromAddress: sends(SIGN_IN_LIMITS.perAddressPerWindow - 1) }, t0),
    ).toMatchObject({ ok: true });
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
