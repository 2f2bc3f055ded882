import { describe, expect, it } from 'vitest';
import {
  groupWeek,
  outletClock,
  outletStatus,
  statusFromDay,
  weekdayName,
  type OpeningHours,
} from './outlet-hours';

const KYIV = 'Europe/Kyiv';
const DUBAI = 'Asia/Dubai';
/** daily 10:00–23:00, Friday and Saturday until 01:00 (the demo outlets' hours) */
const WEEK: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  opensAt: '10:00',
  closesAt: day === 5 || day === 6 ? '01:00' : '23:00',
}));

describe("an outlet's state, in its own time zone", () => {
  it('is open inside the day, until its closing time', () => {
    // Wednesday 12 June 2024, 12:00 in Kyiv (UTC+3)
    expect(outletStatus(WEEK, KYIV, new Date('2024-06-12T09:00:00Z'))).toEqual({
      isOpen: true,
      closesAt: '23:00',
    });
  });

  it('is closed before opening, opening later today', () => {
    // Wednesday 08:30 in Kyiv
    expect(outletStatus(WEEK, KYIV, new Date('2024-06-12T05:30:00Z'))).toEqual({
      isOpen: false,
      opens: { when: 'today', at: '10:00' },
    });
  });

  it('is closed at the closing minute and opens tomorrow', () => {
    // Wednesday 23:00 in Kyiv
    expect(outletStatus(WEEK, KYIV, new Date('2024-06-12T20:00:00Z'))).toEqual({
      isOpen: false,
      opens: { when: 'tomorrow', at: '10:00' },
    });
  });

  it("stays open past midnight on Saturday morning by Friday's late hours", () => {
    // Saturday 15 June 00:30 in Kyiv = Friday 21:30 UTC
    expect(outletStatus(WEEK, KYIV, new Date('2024-06-14T21:30:00Z'))).toEqual({
      isOpen: true,
      closesAt: '01:00',
    });
    // Saturday 01:30: closed until 10:00
    expect(outletStatus(WEEK, KYIV, new Date('2024-06-14T22:30:00Z'))).toEqual({
      isOpen: false,
      opens: { when: 'today', at: '10:00' },
    });
  });

  it("uses the outlet's zone, not the visitor's: the same instant is open in Kyiv and closed in Dubai", () => {
    const at = new Date('2024-06-12T19:30:00Z'); // 22:30 in Kyiv, 23:30 in Dubai
    expect(outletStatus(WEEK, KYIV, at).isOpen).toBe(true);
    expect(outletStatus(WEEK, DUBAI, at).isOpen).toBe(false);
  });

  it('names the next open weekday when closed for days, and null when never open', () => {
    const mondaysOnly: OpeningHours[] = [{ day: 1, opensAt: '09:00:00', closesAt: '18:00:00' }];
    // Wednesday noon: next Monday
    expect(outletStatus(mondaysOnly, KYIV, new Date('2024-06-12T09:00:00Z'))).toEqual({
      isOpen: false,
      opens: { when: 'weekday', day: 1, at: '09:00' },
    });
    expect(outletStatus([], KYIV, new Date('2024-06-12T09:00:00Z'))).toEqual({ isOpen: false, opens: null });
  });

  it('treats equal opening and closing times as open all day', () => {
    const allDay = [{ day: 3, opensAt: '00:00', closesAt: '00:00' }];
    expect(outletStatus(allDay, KYIV, new Date('2024-06-12T01:00:00Z')).isOpen).toBe(true);
  });

  it("reads the outlet's weekday and clock", () => {
    expect(outletClock(DUBAI, new Date('2024-06-12T21:15:00Z'))).toEqual({ weekday: 4, minutes: 75 });
  });
});

describe('the week, grouped', () => {
  it('joins days with the same hours and shows closed days', () => {
    const hours = WEEK.filter((h) => h.day !== 7);
    expect(groupWeek(hours)).toEqual([
      { fromDay: 1, toDay: 4, hours: { opensAt: '10:00', closesAt: '23:00' } },
      { fromDay: 5, toDay: 6, hours: { opensAt: '10:00', closesAt: '01:00' } },
      { fromDay: 7, toDay: 7, hours: null },
    ]);
  });

  it('names weekdays in the page language', () => {
    expect(weekdayName(1, 'en')).toBe('Mon');
    expect(weekdayName(7, 'en', 'long')).toBe('Sunday');
    expect(weekdayName(5, 'uk')).toBe('Пт');
    expect(weekdayName(5, 'uk', 'long')).toBe('пʼятниця');
  });
});

describe("the status from the outlet's day read live", () => {
  // Thursday 3 December 2026, 12:00 in Kyiv
  const noon = new Date('2026-12-03T10:00:00Z');

  it('is open until the closing of the day, other hours included', () => {
    const day = { open: true, closesAt: '2026-12-03T14:00:00Z', nextOpensAt: null };
    expect(statusFromDay(day, KYIV, noon)).toEqual({ isOpen: true, closesAt: '16:00' });
  });

  it('opens later today, tomorrow, or on a weekday after a closed date', () => {
    const closed = (nextOpensAt: string | null) => ({ open: false, closesAt: null, nextOpensAt });
    expect(statusFromDay(closed('2026-12-03T16:00:00Z'), KYIV, noon)).toEqual({
      isOpen: false,
      opens: { when: 'today', at: '18:00' },
    });
    expect(statusFromDay(closed('2026-12-04T08:00:00Z'), KYIV, noon)).toEqual({
      isOpen: false,
      opens: { when: 'tomorrow', at: '10:00' },
    });
    expect(statusFromDay(closed('2026-12-05T08:00:00Z'), KYIV, noon)).toEqual({
      isOpen: false,
      opens: { when: 'weekday', day: 6, at: '10:00' },
    });
    expect(statusFromDay(closed(null), KYIV, noon)).toEqual({ isOpen: false, opens: null });
  });
});
