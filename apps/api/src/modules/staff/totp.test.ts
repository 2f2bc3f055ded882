import { describe, expect, it } from 'vitest';
import { isFreshStep, matchTotpStep, newTotpSecret, otpauthUrl, totpCodeAt } from './totp.js';

const t0 = new Date('2026-11-26T10:00:10Z');
const shift = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('TOTP', () => {
  const secret = newTotpSecret();

  it('makes a 160-bit base32 secret and the otpauth URL authenticator apps scan', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'olena@example.com', 'Back office'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });

  it('accepts the code of this step and of one step either side, and names the step', () => {
    const step = Math.floor(t0.getTime() / 30_000);
    expect(matchTotpStep(secret, totpCodeAt(secret, t0), t0)).toBe(step);
    expect(matchTotpStep(secret, totpCodeAt(secret, shift(-30)), t0)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, shift(30)), t0)).toBe(step + 1);
  });

  it('refuses codes two steps away, of another secret, or not six digits', () => {
    expect(matchTotpStep(secret, totpCodeAt(secret, shift(-60)), t0)).toBeNull();
    expect(matchTotpStep(secret, totpCodeAt(secret, shift(90)), t0)).toBeNull();
    const other = newTotpSecret();
    const code = totpCodeAt(other, t0);
    // a different secret's code matches only by a one-in-a-million chance: pick another moment then
    const foreign = matchTotpStep(secret, code, t0) === null ? code : totpCodeAt(other, shift(300));
    expect(matchTotpStep(secret, foreign, t0)).toBeNull();
    expect(matchTotpStep(secret, '12345', t0)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', t0)).toBeNull();
  });

  it('accepts each step once, and never an older step after a newer one', () => {
    expect(isFreshStep(100, null)).toBe(true);
    expect(isFreshStep(101, 100)).toBe(true);
    expect(isFreshStep(100, 100)).toBe(false);
    expect(isFreshStep(99, 100)).toBe(false);
  });
});
