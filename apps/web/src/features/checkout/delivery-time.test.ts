import { describe, expect, it } from 'vitest';
import { localTimeToUtcIso, timeSlots } from './delivery-time';

const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opensAt: '10:00', closesAt: '23:00' }));

describe('delivery on time (SPEC section 5)', () => {
  it("converts the outlet's wall time to UTC with its offset", () => {
    expect(localTimeToUtcIso('2026-11-22', '19:30', 2)).toBe('2026-11-22T17:30:00.000Z');
    expect(localTimeToUtcIso('2026-07-01', '00:15', 3)).toBe('2026-06-30T21:15:00.000Z');
    expect(localTimeToUtcIso('2026-11-22', '08:00', 4)).toBe('2026-11-22T04:00:00.000Z');
    expect(localTimeToUtcIso('2026-11-22', '08:00', -5)).toBe('2026-11-22T13:00:00.000Z');
  });

  it('refuses malformed or impossible dates and times', () => {
    expect(localTimeToUtcIso('2026-02-31', '10:00', 2)).toBeNull();
    expect(localTimeToUtcIso('2026-11-22', '24:00', 2)).toBeNull();
    expect(localTimeToUtcIso('22.11.2026', '10:00', 2)).toBeNull();
    expect(localTimeToUtcIso('', '', 2)).toBeNull();
  });

  it('offers today from now plus the lead time, on the outlet clock, in 15-minute steps', () => {
    // 12:07 UTC is 14:07 in Kyiv (UTC+2); with 45 minutes to deliver the first slot is 15:00
    const days = timeSlots({
      now: new Date('2026-11-22T12:07:00Z'),
      offsetHours: 2,
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
      offsetHours: 2,
      openingHours: week,
      leadMinutes: 20,
    });
    expect(night[0]).toMatchObject({ date: '2026-11-22' });
    expect(night[0]!.times[0]).toBe('10:30');
    const late = timeSlots({
      now: new Date('2026-11-22T21:30:00Z'),
      offsetHours: 2,
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
      offsetHours: 2,
      openingHours: sundayOff,
      leadMinutes: 30,
    });
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    const lateNight = timeSlots({
      now: new Date('2026-11-23T08:00:00Z'),
      offsetHours: 2,
      openingHours: [{ day: 1, opensAt: '18:00', closesAt: '02:00' }],
      leadMinutes: 30,
      days: 1,
    });
    expect(lateNight[0]!.times[0]).toBe('18:30');
    expect(lateNight[0]!.times.at(-1)).toBe('23:45');
  });
});
