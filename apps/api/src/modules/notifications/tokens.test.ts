import { describe, expect, it } from 'vitest';
import { signEmailToken, verifyEmailToken } from './tokens.js';

const SECRET = 'k'.repeat(32);
const now = new Date('2026-11-27T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('e-mail link tokens', () => {
  it('carries the brand and the lower-cased address back, until it expires', () => {
    const token = signEmailToken(
      SECRET,
      { purpose: 'confirm-subscription', rn: 1, email: ' Olena@Example.COM' },
      now,
    );
    expect(verifyEmailToken(SECRET, token, 'confirm-subscription', later(6.9))).toEqual({
      ok: true,
      claims: { purpose: 'confirm-subscription', rn: 1, email: 'olena@example.com', exp: 1_796_378_400 },
    });
    expect(verifyEmailToken(SECRET, token, 'confirm-subscription', later(7))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('keeps an unsubscribe link working for a year', () => {
    const token = signEmailToken(SECRET, { purpose: 'unsubscribe', rn: 3, email: 'a@b.ae' }, now);
    expect(verifyEmailToken(SECRET, token, 'unsubscribe', later(364)).ok).toBe(true);
    expect(verifyEmailToken(SECRET, token, 'unsubscribe', later(366))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token for another purpose, another key, or one changed in any way', () => {
    const token = signEmailToken(SECRET, { purpose: 'unsubscribe', rn: 1, email: 'a@b.ua' }, now);
    expect(verifyEmailToken(SECRET, token, 'confirm-subscription', now)).toEqual({
      ok: false,
      reason: 'wrong-purpose',
    });
    expect(verifyEmailToken('z'.repeat(32), token, 'unsubscribe', now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    // another address under the same signature
    const [, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ purpose: 'unsubscribe', rn: 1, email: 'victim@b.ua', exp: 2e9 }),
    ).toString('base64url');
    expect(verifyEmailToken(SECRET, `${forged}.${signature}`, 'unsubscribe', now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    for (const bad of ['', 'abc', 'a.b.c', `${token}x`, '.sig'])
      expect(verifyEmailToken(SECRET, bad, 'unsubscribe', now).ok).toBe(false);
  });
});
