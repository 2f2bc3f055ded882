import { describe, expect, it } from 'vitest';
import { localTimeToUtcIso, timeSlots } from './delivery-time';

const KYIV = 'Europe/Kyiv';
const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opensAt: '10:00', closesAt: '23:00' }));

describe('delivery on time (SPEC section 5)', () => {
  it("converts the outlet's wall time to UTC in its time zone", () => {
    expect(localTimeToUtcIso('2026-11-22', '19:30', KYIV)).toBe('2026-11-22T17:30:00.000Z');
    expect(localTimeToUtcIso('2026-07-01', '00:15', KYIV)).toBe('2026-06-30T21:15:00.000Z');
    expect(localTimeToUtcIso('2026-11-22', '08:00', 'Asia/Dubai')).toBe('2026-11-22T04:00:00.000Z');
    expect(localTimeToUtcIso('2026-11-22', '08:00', 'America/New_York')).toBe('2026-11-22T13:00:00.000Z');
  });

  it('converts with the offset of the chosen date, not of today (issue 17, item 8)', () => {
    // chosen on 27 March (UTC+2) for 28 March, when summer time (UTC+3) has begun
    expect(localTimeToUtcIso('2027-03-28', '12:00', KYIV)).toBe('2027-03-28T09:00:00.000Z');
    expect(localTimeToUtcIso('2026-10-25', '12:00', KYIV)).toBe('2026-10-25T10:00:00.000Z');
    // the clocks skip 03:00–04:00 that night: no such time
    expect(localTimeToUtcIso('2027-03-28', '03:30', KYIV)).toBeNull();
  });

  it('offers the day summer time begins on its own clock, without the skipped hour', () => {
    // Saturday 27 March 2027, 10:00 in Kyiv
    const days = timeSlots({
      now: new Date('2027-03-27T08:00:00Z'),
      timeZone: KYIV,
      openingHours: week,
      leadMinutes: 45,
    });
    expect(days.map((d) => d.date)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    expect(days[1]!.times[0]).toBe('10:45');
    expect(days[1]!.times).toContain('12:00');
    const roundTheClock = timeSlots({
      now: new Date('2027-03-27T20:00:00Z'),
      timeZone: KYIV,
      openingHours: [6, 7].map((day) => ({ day, opensAt: '00:00', closesAt: '00:00' })),
      leadMinutes: 30,
      days: 2,
    });
    const sunday = roundTheClock.find((d) => d.date === '2027-03-28')!;
    expect(sunday.times).toContain('02:45');
    expect(sunday.times).not.toContain('03:00');
    expect(sunday.times).not.toContain('03:30');
    expect(sunday.times).toContain('04:00');
  });

  it('refuses malformed or impossible dates and times', () => {
    expect(localTimeToUtcIso('2026-02-31', '10:00', KYIV)).toBeNull();
    expect(localTimeToUtcIso('2026-11-22', '24:00', KYIV)).toBeNull();
    expect(localTimeToUtcIso('22.11.2026', '10:00', KYIV)).toBeNull();
    expect(localTimeToUtcIso('', '', KYIV)).toBeNull();
  });

  it('offers today from now plus the lead time, on the outlet clock, in 15-minute steps', () => {
    // 12:07 UTC is 14:07 in Kyiv (UTC+2); with 45 minutes to deliver the first slot is 15:00
    const days = timeSlots({
      now: new Date('2026-11-22T12:07:00Z'),
      timeZone: KYIV,
      openingHours: week,
      leadMinutes: 45,
    });
    expect(days[0]!.date).toBe('2026-11-22');
    expect(days[0]!.times[0]).toBe('15:00');
    expect(days[0]!.times.at(-1)).toBe('22:45');
    expect(days[1]).toMatchObject({ date: '2026-11-23' });
    expect(days[1]!.times[0]).toBe('10:45');
    expect(days).toHaveLength(3);
  });

  it('starts a closed outlet at its opening plus the lead, and skips a day that is over', () => {
    const night = timeSlots({
      now: new Date('2026-11-22T02:48:00Z'),
      timeZone: KYIV,
      openingHours: week,
      leadMinutes: 20,
    });
    expect(night[0]).toMatchObject({ date: '2026-11-22' });
    expect(night[0]!.times[0]).toBe('10:30');
    const late = timeSlots({
      now: new Date('2026-11-22T21:30:00Z'),
      timeZone: KYIV,
      openingHours: week,
      leadMinutes: 20,
    });
    expect(late[0]!.date).toBe('2026-11-23');
  });

  it('leaves out days without hours and offers a window past midnight up to midnight', () => {
    const sundayOff = week.filter((h) => h.day !== 7);
    // 2026-11-22 is a Sunday
    const days = timeSlots({
      now: new Date('2026-11-22T08:00:00Z'),
      timeZone: KYIV,
      openingHours: sundayOff,
      leadMinutes: 30,
    });
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    const lateNight = timeSlots({
      now: new Date('2026-11-23T08:00:00Z'),
      timeZone: KYIV,
      openingHours: [{ day: 1, opensAt: '18:00', closesAt: '02:00' }],
      leadMinutes: 30,
      days: 1,
    });
    expect(lateNight[0]!.times[0]).toBe('18:30');
    expect(lateNight[0]!.times.at(-1)).toBe('23:45');
  });

  it("follows the restaurant's day read live: a closed date, the pause and busy minutes (issue 18)", () => {
    const days = timeSlots({
      now: new Date('2026-11-22T12:07:00Z'),
      timeZone: KYIV,
      openingHours: week,
      leadMinutes: 45,
      day: {
        exceptions: [{ date: '2026-11-23', isClosed: true, opensAt: null, closesAt: null }],
        // until 16:00 in Kyiv, then 30 minutes slower until 19:00
        pausedUntil: new Date('2026-11-22T14:00:00Z'),
        busyExtraMinutes: 30,
        busyUntil: new Date('2026-11-22T17:00:00Z'),
      },
    });
    expect(days.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-24']);
    // 16:00 + 45 + 30
    expect(days[0]!.times[0]).toBe('17:15');
    expect(days[1]!.times[0]).toBe('10:45');
  });
});
