import { describe, expect, it } from 'vitest';
import { daysIn, isCalendarDate, periodsOf } from './period.js';

describe('a report period', () => {
  it('takes real calendar dates only', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-1-01')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
    expect(isCalendarDate('1999-12-31')).toBe(false);
  });

  it('counts both days', () => {
    expect(daysIn('2027-03-01', '2027-03-01')).toBe(1);
    expect(daysIn('2027-03-01', '2027-03-31')).toBe(31);
  });

  it('starts and ends at local midnight, across a daylight-saving change (Kyiv, 28 March 2027)', () => {
    const p = periodsOf('2027-03-28', '2027-03-28', 'Europe/Kyiv');
    if (!('current' in p)) throw new Error(p.message);
    expect(p.current.start.toISOString()).toBe('2027-03-27T22:00:00.000Z');
    // the day has 23 hours: the next midnight is at +03:00
    expect(p.current.end.toISOString()).toBe('2027-03-28T21:00:00.000Z');
    expect(p.previous).toMatchObject({ from: '2027-03-27', to: '2027-03-27' });
    expect(p.previous.end).toEqual(p.current.start);
  });

  it('compares with the same number of days just before', () => {
    const p = periodsOf('2027-03-01', '2027-03-31', 'Asia/Dubai');
    if (!('current' in p)) throw new Error(p.message);
    expect(p.previous).toMatchObject({ from: '2027-01-29', to: '2027-02-28' });
    expect(p.current.start.toISOString()).toBe('2027-02-28T20:00:00.000Z');
  });

  it('names what is wrong', () => {
    expect(periodsOf('2027-02-30', '2027-03-01', 'Europe/Kyiv')).toMatchObject({
      code: 'INVALID_REPORT_PERIOD',
      field: 'from',
    });
    expect(periodsOf('2027-03-02', '2027-03-01', 'Europe/Kyiv')).toMatchObject({
      code: 'INVALID_REPORT_PERIOD',
      reason: 'to_before_from',
    });
    expect(periodsOf('2027-03-01', '2027-03-01', 'Mars/Olympus')).toMatchObject({ field: 'timeZone' });
    expect(periodsOf('2027-01-01', '2028-01-02', 'Europe/Kyiv')).toMatchObject({
      code: 'REPORT_PERIOD_TOO_LONG',
      days: 367,
    });
  });
});
