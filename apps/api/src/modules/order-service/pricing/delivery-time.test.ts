import { describe, expect, it } from 'vitest';
import { nextOpening, resolveOrderTime, zonedTimeToUtc } from './delivery-time.js';

const TZ = 'Europe/Kyiv';
const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  opensAt: '10:00',
  closesAt: day === 5 || day === 6 ? '01:00' : '23:00',
}));
// Wednesday 2026-11-18: Kyiv is UTC+2
const wedNoon = new Date('2026-11-18T10:00:00Z');
const base = { openingHours: hours, timeZone: TZ, leadMinutes: 45, requested: null };

describe('order time in the outlet time zone', () => {
  it('converts local wall time to UTC across daylight saving', () => {
    expect(zonedTimeToUtc(2026, 11, 18, 10 * 60, TZ).toISOString()).toBe('2026-11-18T08:00:00.000Z');
    expect(zonedTimeToUtc(2026, 7, 1, 10 * 60, TZ).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedTimeToUtc(2026, 11, 18, 10 * 60, 'Asia/Dubai').toISOString()).toBe(
      '2026-11-18T06:00:00.000Z',
    );
  });

  it('opens on the night summer time begins with that day’s offset, at the jump if its opening is skipped', () => {
    // Sunday 28 March 2027, 02:00 local (UTC+2): opens at 10:00, which is UTC+3 by then
    expect(nextOpening(hours, TZ, new Date('2027-03-28T00:00:00Z'))?.toISOString()).toBe(
      '2027-03-28T07:00:00.000Z',
    );
    const atThree = hours.map((h) => ({ ...h, opensAt: '03:00', closesAt: '23:00' }));
    // 03:00 does not exist that night: the clocks jump from 03:00 to 04:00 at 01:00Z
    expect(nextOpening(atThree, TZ, new Date('2027-03-27T22:30:00Z'))?.toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    );
  });

  it('finds the next opening, past midnight and across days', () => {
    // Wednesday 23:30 local: opens Thursday 10:00
    expect(nextOpening(hours, TZ, new Date('2026-11-18T21:30:00Z'))?.toISOString()).toBe(
      '2026-11-19T08:00:00.000Z',
    );
    // Thursday 02:00 local: opens the same day at 10:00
    expect(nextOpening(hours, TZ, new Date('2026-11-19T00:00:00Z'))?.toISOString()).toBe(
      '2026-11-19T08:00:00.000Z',
    );
    expect(nextOpening([], TZ, wedNoon)).toBeNull();
  });

  it('makes an ASAP order now when open, expected after the lead time', () => {
    expect(resolveOrderTime({ ...base, indication: 'ASAP', now: wedNoon })).toEqual({
      ok: true,
      makeAt: wedNoon,
      expectedAt: new Date('2026-11-18T10:45:00Z'),
      isOutletOpen: true,
      busyMinutes: 0,
      asapRefusal: null,
    });
  });

  it('schedules an ASAP order for the opening when closed', () => {
    const night = new Date('2026-11-18T22:00:00Z'); // Thursday 00:00 local
    expect(resolveOrderTime({ ...base, indication: 'ASAP', now: night })).toMatchObject({
      ok: true,
      makeAt: new Date('2026-11-19T08:00:00Z'),
      expectedAt: new Date('2026-11-19T08:45:00Z'),
      isOutletOpen: false,
    });
    // Friday night is open until 01:00
    expect(
      resolveOrderTime({ ...base, indication: 'ASAP', now: new Date('2026-11-20T22:30:00Z') }),
    ).toMatchObject({
      ok: true,
      isOutletOpen: true,
    });
  });

  it('accepts an ON_TIME order within the hours and after the lead time', () => {
    const at = new Date('2026-11-18T16:00:00Z'); // 18:00 local
    expect(resolveOrderTime({ ...base, indication: 'ON_TIME', requested: at, now: wedNoon })).toMatchObject({
      ok: true,
      makeAt: at,
      expectedAt: at,
    });
  });

  it('refuses an ON_TIME order without a time, in the past, too soon, too far or while closed', () => {
    const on = (requested: Date | null) =>
      resolveOrderTime({ ...base, indication: 'ON_TIME', requested, now: wedNoon });
    expect(on(null)).toMatchObject({ ok: false, reason: 'TIME_REQUIRED' });
    expect(on(new Date('2026-11-18T09:00:00Z'))).toMatchObject({
      ok: false,
      reason: 'TOO_EARLY',
      earliest: new Date('2026-11-18T10:45:00Z'),
    });
    expect(on(new Date('2026-11-18T10:20:00Z'))).toMatchObject({ ok: false, reason: 'TOO_EARLY' });
    // within the five minutes' grace
    expect(on(new Date('2026-11-18T10:41:00Z')).ok).toBe(true);
    expect(on(new Date('2026-11-26T12:00:00Z'))).toMatchObject({ ok: false, reason: 'TOO_LATE' });
    // 04:00 local Thursday
    expect(on(new Date('2026-11-19T02:00:00Z'))).toMatchObject({ ok: false, reason: 'OUTLET_CLOSED' });
  });

  it('refuses everything for an outlet without hours', () => {
    expect(resolveOrderTime({ ...base, openingHours: [], indication: 'ASAP', now: wedNoon })).toMatchObject({
      ok: false,
      reason: 'NEVER_OPEN',
    });
  });

  describe("the outlet's day", () => {
    const day = { exceptions: [], pausedUntil: null, busyExtraMinutes: 0, busyUntil: null };

    it('adds the busy minutes to an ASAP estimate', () => {
      const t = resolveOrderTime({
        ...base,
        indication: 'ASAP',
        now: wedNoon,
        day: { ...day, busyExtraMinutes: 30 },
      });
      expect(t).toMatchObject({ ok: true, expectedAt: new Date('2026-11-18T11:15:00Z'), busyMinutes: 30 });
    });

    it('times ASAP at a paused outlet at the end of the pause and says it is refused', () => {
      const pausedUntil = new Date('2026-11-18T10:40:00Z');
      const t = resolveOrderTime({ ...base, indication: 'ASAP', now: wedNoon, day: { ...day, pausedUntil } });
      expect(t).toEqual({
        ok: true,
        makeAt: pausedUntil,
        expectedAt: new Date('2026-11-18T11:25:00Z'),
        isOutletOpen: false,
        busyMinutes: 0,
        asapRefusal: { reason: 'OUTLET_PAUSED', reopensAt: pausedUntil },
      });
    });

    it('refuses ASAP on a closed date and offers ON_TIME after it', () => {
      const closed = {
        ...day,
        exceptions: [{ date: '2026-11-18', isClosed: true, opensAt: null, closesAt: null }],
      };
      expect(resolveOrderTime({ ...base, indication: 'ASAP', now: wedNoon, day: closed })).toMatchObject({
        ok: true,
        isOutletOpen: false,
        asapRefusal: { reason: 'OUTLET_CLOSED', reopensAt: new Date('2026-11-19T08:00:00Z') },
      });
      const on = (requested: Date) =>
        resolveOrderTime({ ...base, indication: 'ON_TIME', requested, now: wedNoon, day: closed });
      expect(on(new Date('2026-11-18T16:00:00Z'))).toMatchObject({ ok: false, reason: 'TOO_EARLY' });
      // ON_TIME is taken, and still says ASAP would not be
      expect(on(new Date('2026-11-19T10:00:00Z'))).toMatchObject({
        ok: true,
        asapRefusal: { reason: 'OUTLET_CLOSED' },
      });
    });

    it('counts the pause and busy minutes in the earliest ON_TIME', () => {
      const t = resolveOrderTime({
        ...base,
        indication: 'ON_TIME',
        requested: new Date('2026-11-18T11:30:00Z'),
        now: wedNoon,
        day: { ...day, pausedUntil: new Date('2026-11-18T11:00:00Z'), busyExtraMinutes: 20 },
      });
      // from 13:00 local + 45 lead + 20 busy: 14:05 local
      expect(t).toMatchObject({ ok: false, reason: 'TOO_EARLY', earliest: new Date('2026-11-18T12:05:00Z') });
    });
  });
});
