import { describe, expect, it } from 'vitest';
import { endsAnotherDay, minutesLeft, untilClockTime } from './stop-rules';

describe('until a time on the outlet clock', () => {
  const now = new Date('2027-01-10T10:00:00Z'); // 12:00 in Kyiv (UTC+2), 14:00 in Dubai

  it('is today when the time is still ahead, in the outlet zone', () => {
    expect(untilClockTime('18:00', 'Europe/Kyiv', now)?.toISOString()).toBe('2027-01-10T16:00:00.000Z');
    expect(untilClockTime('18:00', 'Asia/Dubai', now)?.toISOString()).toBe('2027-01-10T14:00:00.000Z');
  });

  it('is tomorrow when the time has passed today', () => {
    expect(untilClockTime('09:00', 'Europe/Kyiv', now)?.toISOString()).toBe('2027-01-11T07:00:00.000Z');
    expect(untilClockTime('12:00', 'Europe/Kyiv', now)?.toISOString()).toBe('2027-01-11T10:00:00.000Z');
  });

  it('refuses a malformed time', () => {
    expect(untilClockTime('25:00', 'Europe/Kyiv', now)).toBeNull();
    expect(untilClockTime('noon', 'Europe/Kyiv', now)).toBeNull();
  });
});

describe('time left', () => {
  const now = new Date('2027-01-10T10:00:00Z').getTime();
  it('counts whole minutes up, never below zero, none for further notice', () => {
    expect(minutesLeft('2027-01-10T10:30:00Z', now)).toBe(30);
    expect(minutesLeft('2027-01-10T10:00:20Z', now)).toBe(1);
    expect(minutesLeft('2027-01-10T09:00:00Z', now)).toBe(0);
    expect(minutesLeft(null, now)).toBeNull();
  });

  it('knows a stop that ends on another outlet date', () => {
    expect(endsAnotherDay('2027-01-10T21:00:00Z', 'Europe/Kyiv', new Date(now))).toBe(false); // 23:00 in Kyiv
    expect(endsAnotherDay('2027-01-10T22:30:00Z', 'Europe/Kyiv', new Date(now))).toBe(true); // 00:30 next day
  });
});
