import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatShortTime } from './format.js';

const uah = { symbol: '₴', shortName: { uk: 'грн', ru: 'грн', en: 'UAH' } };

describe('message formats', () => {
  it("shows a time on the outlet's clock, with summer time where it applies", () => {
    // 16:40Z is 19:40 in Kyiv in July (UTC+3) and 18:40 in November (UTC+2); 20:40 in Dubai (UTC+4)
    expect(formatDateTime(new Date('2026-07-14T16:40:00Z'), 'Europe/Kyiv', 'uk')).toBe('14 липня, 19:40');
    expect(formatDateTime(new Date('2026-11-27T16:40:00Z'), 'Europe/Kyiv', 'ru')).toBe('27 ноября, 18:40');
    expect(formatDateTime(new Date('2026-11-27T16:40:00Z'), 'Asia/Dubai', 'en')).toBe('27 November, 20:40');
  });

  it("names the day in a text only when it is not today on the outlet's clock", () => {
    const now = new Date('2026-11-27T20:00:00Z'); // 22:00 in Kyiv
    expect(formatShortTime(new Date('2026-11-27T21:30:00Z'), 'Europe/Kyiv', now)).toBe('23:30');
    // 22:30Z is already the 28th in Kyiv, though still the 27th in UTC
    expect(formatShortTime(new Date('2026-11-27T22:30:00Z'), 'Europe/Kyiv', now)).toBe('28.11 00:30');
  });

  it('formats minor units as the storefront does', () => {
    expect(formatAmount(123450, 'uk', uah)).toBe('1\u00a0234,50\u00a0грн');
    expect(formatAmount(43900, 'en', uah)).toBe('439\u00a0₴');
    expect(formatAmount(6200, 'en', { symbol: 'AED', shortName: { en: 'AED' } })).toBe('62\u00a0AED');
  });
});
