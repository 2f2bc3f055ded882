import { describe, expect, it } from 'vitest';
import { isOpenAt, isWithinDailyWindow, localClock, timeZoneOffsetHours } from './opening-hours.js';

const daily = (opensAt: string, closesAt: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opensAt, closesAt }));

describe('outlet-local time', () => {
  it('reads the local weekday and minutes in the outlet time zone', () => {
    // 2026-11-20 is a Friday; 21:30 UTC is 23:30 in Kyiv (UTC+2 in winter)
    expect(localClock('Europe/Kyiv', new Date('2026-11-20T21:30:00Z'))).toEqual({
      weekday: 5,
      minutes: 23 * 60 + 30,
    });
    // and already Saturday 01:30 in Dubai (UTC+4)
    expect(localClock('Asia/Dubai', new Date('2026-11-20T21:30:00Z'))).toEqual({ weekday: 6, minutes: 90 });
  });

  it('reads the clock of a day on which summer time begins with that day’s offset', () => {
    // 28 March 2027: UTC+2 until 01:00Z, UTC+3 after; 09:00Z is noon, not 11:00
    expect(localClock('Europe/Kyiv', new Date('2027-03-28T09:00:00Z'))).toEqual({ weekday: 7, minutes: 720 });
    expect(localClock('Europe/Kyiv', new Date('2027-03-28T00:59:00Z'))).toEqual({ weekday: 7, minutes: 179 });
    expect(timeZoneOffsetHours('Europe/Kyiv', new Date('2027-03-28T01:00:00Z'))).toBe(3);
  });

  it('gives the offset with daylight saving', () => {
    expect(timeZoneOffsetHours('Europe/Kyiv', new Date('2026-07-01T12:00:00Z'))).toBe(3);
    expect(timeZoneOffsetHours('Europe/Kyiv', new Date('2026-12-01T12:00:00Z'))).toBe(2);
    expect(timeZoneOffsetHours('Asia/Dubai', new Date('2026-12-01T12:00:00Z'))).toBe(4);
  });

  it('treats a window ending before it starts as running past midnight', () => {
    expect(isWithinDailyWindow('11:00', '16:00', 10 * 60 + 59)).toBe(false);
    expect(isWithinDailyWindow('11:00', '16:00', 11 * 60)).toBe(true);
    expect(isWithinDailyWindow('11:00', '16:00', 16 * 60)).toBe(false);
    expect(isWithinDailyWindow('22:00', '04:00', 23 * 60)).toBe(true);
    expect(isWithinDailyWindow('22:00', '04:00', 3 * 60 + 59)).toBe(true);
    expect(isWithinDailyWindow('22:00', '04:00', 12 * 60)).toBe(false);
  });

  it('knows when an outlet is open, including after midnight on a late day', () => {
    const hours = daily('10:00', '23:00').map((h) => (h.day === 5 ? { ...h, closesAt: '01:00' } : h));
    const kyiv = 'Europe/Kyiv';
    expect(isOpenAt(hours, kyiv, new Date('2026-11-18T07:59:00Z'))).toBe(false); // Wed 09:59
    expect(isOpenAt(hours, kyiv, new Date('2026-11-18T08:00:00Z'))).toBe(true); // Wed 10:00
    expect(isOpenAt(hours, kyiv, new Date('2026-11-18T21:00:00Z'))).toBe(false); // Wed 23:00
    expect(isOpenAt(hours, kyiv, new Date('2026-11-20T22:30:00Z'))).toBe(true); // Sat 00:30 after late Friday
    expect(isOpenAt(hours, kyiv, new Date('2026-11-21T22:30:00Z'))).toBe(false); // Sun 00:30, Saturday closed 23:00
  });
});
