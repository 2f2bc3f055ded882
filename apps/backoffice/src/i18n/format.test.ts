import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatRelativeMinutes,
  formatTime,
  localDate,
  minorUnitsOf,
  zoneCity,
} from './format';

// Intl writes narrow no-break spaces between groups and before units; compare the words only
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('reads minor units by the currency', () => {
    expect(minorUnitsOf('UAH')).toBe(100);
    expect(minorUnitsOf('AED')).toBe(100);
    expect(minorUnitsOf('JPY')).toBe(1);
  });

  it('shows whole amounts without a fraction and others with it, in the language', () => {
    expect(plain(formatMoney(25900, 'UAH', 'uk'))).toBe('259 ₴');
    expect(plain(formatMoney(123450, 'UAH', 'uk'))).toBe('1 234,50 ₴');
    expect(plain(formatMoney(123450, 'UAH', 'en'))).toBe('₴1,234.50');
    expect(plain(formatMoney(4200, 'AED', 'en'))).toBe('AED 42');
  });
});

describe('times in the outlet time zone', () => {
  const at = '2027-03-28T09:00:00Z'; // the morning Kyiv moves to summer time (UTC+3)
  it('formats on the clock of the zone given, not the browser', () => {
    expect(formatTime(at, 'Europe/Kyiv', 'en')).toBe('12:00');
    expect(formatTime(at, 'Asia/Dubai', 'en')).toBe('13:00');
    expect(formatTime('2027-01-10T09:00:00Z', 'Europe/Kyiv', 'uk')).toBe('11:00');
    expect(plain(formatDateTime(at, 'Europe/Kyiv', 'en'))).toBe('28 Mar, 12:00');
  });

  it('reads the outlet calendar date across midnight UTC', () => {
    expect(localDate(new Date('2027-01-10T22:30:00Z'), 'Europe/Kyiv')).toBe('2027-01-11');
    expect(localDate(new Date('2027-01-10T22:30:00Z'), 'UTC')).toBe('2027-01-10');
    expect(plain(formatCalendarDate('2027-01-11', 'en'))).toBe('Mon 11 Jan');
  });

  it('names a zone by its city', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('Europe/Kyiv')).toBe('Kyiv');
  });
});

describe('durations', () => {
  it('says relative minutes, and hours past ninety minutes', () => {
    expect(formatRelativeMinutes(-5, 'en')).toBe('5 min ago');
    expect(formatRelativeMinutes(12, 'en')).toBe('in 12 min');
    expect(formatRelativeMinutes(0, 'en')).toBe('this minute');
    expect(formatRelativeMinutes(-170, 'en')).toBe('3 hr ago');
  });

  it('writes an order age in hours and minutes, never negative', () => {
    expect(formatDuration(7.9, 'en')).toBe('7 min');
    expect(formatDuration(65, 'uk')).toBe('1 год 05 хв');
    expect(formatDuration(-3, 'ru')).toBe('0 мин');
  });
});
