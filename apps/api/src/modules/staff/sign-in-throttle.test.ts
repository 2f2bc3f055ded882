import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, addressKey, decideAttempt, waitAfterFailuresMs } from './sign-in-throttle.js';

const t0 = new Date('2026-11-26T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
/** `n` failures one second apart, the latest at `latest`, newest first */
const failures = (n: number, latest = t0) =>
  Array.from({ length: n }, (_, i) => new Date(latest.getTime() - i * 1000));

describe('waitAfterFailuresMs', () => {
  it('lets the free failures through, then doubles from 30 s up to 15 minutes', () => {
    expect(waitAfterFailuresMs(4, 5)).toBe(0);
    expect(waitAfterFailuresMs(5, 5)).toBe(30_000);
    expect(waitAfterFailuresMs(6, 5)).toBe(60_000);
    expect(waitAfterFailuresMs(8, 5)).toBe(240_000);
    expect(waitAfterFailuresMs(10, 5)).toBe(15 * 60_000);
    expect(waitAfterFailuresMs(10_000, 5)).toBe(SIGN_IN_THROTTLE.maxWaitMs);
  });
});

describe('decideAttempt', () => {
  const none = { pairFailures: [], addressFailures: [], isKnownAddress: false };

  it('allows a first attempt and the attempts after a few typos', () => {
    expect(decideAttempt(none, t0)).toEqual({ isAllowed: true });
    expect(decideAttempt({ ...none, pairFailures: failures(4), addressFailures: failures(4) }, t0)).toEqual({
      isAllowed: true,
    });
  });

  it('makes the pair wait 30 s after its fifth failure, then longer, and says how long', () => {
    const five = { ...none, pairFailures: failures(5), addressFailures: failures(5) };
    expect(decideAttempt(five, at(1000))).toEqual({ isAllowed: false, retryAfterSeconds: 29 });
    expect(decideAttempt(five, at(30_000))).toEqual({ isAllowed: true });
    const seven = { ...none, pairFailures: failures(7), addressFailures: failures(7) };
    expect(decideAttempt(seven, at(60_000))).toEqual({ isAllowed: false, retryAfterSeconds: 60 });
  });

  it('never makes anyone wait more than 15 minutes after the latest failure', () => {
    const many = { ...none, pairFailures: failures(500), addressFailures: failures(500) };
    expect(decideAttempt(many, at(15 * 60_000 - 1000))).toMatchObject({ isAllowed: false });
    expect(decideAttempt(many, at(15 * 60_000))).toEqual({ isAllowed: true });
  });

  it('does not slow the owner at their own address for a stranger hammering their e-mail elsewhere', () => {
    // the stranger's failures live under the stranger's pair and address; the owner's are empty
    const stranger = { pairFailures: failures(200), addressFailures: failures(200), isKnownAddress: false };
    expect(decideAttempt(stranger, at(1000)).isAllowed).toBe(false);
    expect(decideAttempt(none, at(1000))).toEqual({ isAllowed: true });
  });

  it('slows an address spraying many e-mails, but not a member who signs in from there', () => {
    const spraying = { pairFailures: [], addressFailures: failures(25), isKnownAddress: false };
    expect(decideAttempt(spraying, at(1000))).toMatchObject({ isAllowed: false });
    expect(decideAttempt({ ...spraying, isKnownAddress: true }, at(1000))).toEqual({ isAllowed: true });
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts IPv6 per /64, however the address is spelled', () => {
    const key = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(addressKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
