import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  firstInstantAtOrAfter,
  formatTime,
  fromLocal,
  isKnownTimeZone,
  offsetMinutes,
  parseTime,
  toLocal,
  weekdayOf,
} from './local-time';

const KYIV = 'Europe/Kyiv';
const DUBAI = 'Asia/Dubai';

describe('a wall-clock time in a zone to an instant', () => {
  it('uses the offset of the chosen date across a daylight-saving change (issue 17, item 8)', () => {
    // summer time begins at 03:00 on 28 March 2027: noon is UTC+3, though the day before is UTC+2
    expect(fromLocal('2027-03-28', '12:00', KYIV)?.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(fromLocal('2027-03-27', '12:00', KYIV)?.toISOString()).toBe('2027-03-27T10:00:00.000Z');
    // and ends at 04:00 on 25 October 2026: noon is UTC+2 again
    expect(fromLocal('2026-10-25', '12:00', KYIV)?.toISOString()).toBe('2026-10-25T10:00:00.000Z');
    expect(fromLocal('2026-10-24', '12:00', KYIV)?.toISOString()).toBe('2026-10-24T09:00:00.000Z');
  });

  it('answers the same instant again, each caller its own Date (conversions are kept)', () => {
    const first = fromLocal('2027-03-28', '12:00', KYIV)!;
    first.setTime(0);
    expect(fromLocal('2027-03-28', '12:00', KYIV)?.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(fromLocal('2027-03-28', '12:00', 'Asia/Tokyo')?.toISOString()).toBe('2027-03-28T03:00:00.000Z');
    expect(fromLocal('2027-03-28', '03:30', KYIV)).toBeNull();
    expect(() => fromLocal('2027-03-28', '12:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('refuses a time the clocks skip rather than moving it', () => {
    expect(fromLocal('2027-03-28', '03:30', KYIV)).toBeNull();
    expect(fromLocal('2027-03-28', '03:00', KYIV)).toBeNull();
    expect(fromLocal('2027-03-28', '02:59', KYIV)?.toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(fromLocal('2027-03-28', '04:00', KYIV)?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
  });

  it('opens at the jump when an opening time is skipped', () => {
    expect(firstInstantAtOrAfter('2027-03-28', '03:30', KYIV)?.toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    );
    expect(firstInstantAtOrAfter('2027-03-28', '03:00', KYIV)?.toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    );
    expect(firstInstantAtOrAfter('2027-03-28', '12:00', KYIV)?.toISOString()).toBe(
      '2027-03-28T09:00:00.000Z',
    );
    expect(firstInstantAtOrAfter('2027-02-30', '12:00', KYIV)).toBeNull();
  });

  it('takes the first passing of a time the clocks pass twice', () => {
    expect(fromLocal('2026-10-25', '03:30', KYIV)?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromLocal('2026-10-25', '04:00', KYIV)?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('converts in a zone without daylight saving, and across midnight UTC', () => {
    expect(fromLocal('2027-03-28', '02:30', DUBAI)?.toISOString()).toBe('2027-03-27T22:30:00.000Z');
    expect(fromLocal('2026-07-01', '00:15', KYIV)?.toISOString()).toBe('2026-06-30T21:15:00.000Z');
  });

  it('refuses malformed or impossible dates and times', () => {
    expect(fromLocal('2026-02-31', '10:00', KYIV)).toBeNull();
    expect(fromLocal('2026-11-22', '24:00', KYIV)).toBeNull();
    expect(fromLocal('22.11.2026', '10:00', KYIV)).toBeNull();
    expect(fromLocal('', '', KYIV)).toBeNull();
  });

  it('names an unknown zone instead of guessing UTC', () => {
    expect(isKnownTimeZone(KYIV)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(() => fromLocal('2026-11-22', '10:00', 'Mars/Olympus')).toThrow(/Mars\/Olympus/);
  });
});

describe('an instant on a zone’s clock', () => {
  it('reads the date, time, weekday and minutes with the offset of that instant', () => {
    expect(toLocal(new Date('2027-03-28T09:00:00Z'), KYIV)).toEqual({
      date: '2027-03-28',
      time: '12:00',
      weekday: 7,
      minutes: 720,
    });
    expect(toLocal(new Date('2026-10-25T10:00:00Z'), KYIV)).toMatchObject({ time: '12:00', weekday: 7 });
    // 22:30Z on a Saturday is already Sunday in Dubai
    expect(toLocal(new Date('2027-03-27T22:30:00Z'), DUBAI)).toMatchObject({
      date: '2027-03-28',
      weekday: 7,
      minutes: 150,
    });
  });

  it('gives the offset in minutes on each side of a change', () => {
    expect(offsetMinutes(KYIV, new Date('2027-03-28T00:59:00Z'))).toBe(120);
    expect(offsetMinutes(KYIV, new Date('2027-03-28T01:00:00Z'))).toBe(180);
    expect(offsetMinutes(DUBAI, new Date('2027-03-28T01:00:00Z'))).toBe(240);
  });

  it("answers Intl's offset at every minute of an hour a zone changes in, kept or not", () => {
    const changes = [
      // Kyiv's summer time ends at 01:00Z, Lord Howe moves by half an hour, Monrovia in 1972
      // changed at 00:44:30Z, in the middle of an hour
      { zone: KYIV, from: '2026-10-25T00:00:00Z' },
      { zone: 'Australia/Lord_Howe', from: '2026-04-04T14:00:00Z' },
      { zone: 'Africa/Monrovia', from: '1972-01-07T00:00:00Z' },
    ];
    for (const { zone, from } of changes) {
      const start = Date.parse(from);
      const minutes = Array.from({ length: 121 }, (_, i) => new Date(start + i * 60_000));
      const intl = minutes.map((at) => tzOffset(zone, at));
      expect(new Set(intl).size, zone).toBe(2);
      // twice: the first pass fills the kept hours, the second reads them
      expect(
        minutes.map((at) => offsetMinutes(zone, at)),
        zone,
      ).toEqual(intl);
      expect(
        minutes.map((at) => offsetMinutes(zone, at)),
        zone,
      ).toEqual(intl);
    }
  });
});

describe('calendar dates and clock times', () => {
  it('steps dates over month ends and knows their weekdays', () => {
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2027-03-28')).toBe(7);
    expect(weekdayOf('2027-03-29')).toBe(1);
  });

  it('reads and writes HH:MM', () => {
    expect(parseTime('09:45')).toBe(585);
    expect(parseTime('9:45')).toBeNull();
    expect(formatTime(585)).toBe('09:45');
  });
});
