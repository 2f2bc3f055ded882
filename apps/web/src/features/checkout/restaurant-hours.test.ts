import { describe, expect, it } from 'vitest';
import { todaysHours } from './restaurant-hours';

const r = {
  timeZone: 'Europe/Kyiv',
  openingHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opensAt: '10:00', closesAt: '23:00' })),
};
// Thursday 3 December 2026, 12:00 in Kyiv
const noon = new Date('2026-12-03T10:00:00Z');

describe("a restaurant's hours today", () => {
  it('are its weekday hours on its own clock, none on a day off', () => {
    expect(todaysHours(r, noon)).toEqual({ day: 4, opensAt: '10:00', closesAt: '23:00' });
    // Sunday
    expect(todaysHours(r, new Date('2026-12-06T10:00:00Z'))).toBeNull();
    // 23:30Z on Wednesday is already Thursday in Kyiv
    expect(todaysHours(r, new Date('2026-12-02T23:30:00Z'))?.day).toBe(4);
  });

  it("follow today's exception: closed, or other hours", () => {
    const closed = [{ date: '2026-12-03', isClosed: true, opensAt: null, closesAt: null }];
    expect(todaysHours(r, noon, closed)).toBeNull();
    const short = [{ date: '2026-12-03', isClosed: false, opensAt: '12:00', closesAt: '16:00' }];
    expect(todaysHours(r, noon, short)).toEqual({ day: 4, opensAt: '12:00', closesAt: '16:00' });
    // another date's exception changes nothing today
    expect(todaysHours(r, noon, [{ ...closed[0]!, date: '2026-12-04' }])?.opensAt).toBe('10:00');
  });
});
