import { describe, expect, it } from 'vitest';
import { formatCount } from './money';

describe('formatCount', () => {
  it('writes a count as Intl.NumberFormat does in every storefront language', () => {
    const counts = [0, 1, 7, 42, 999, 1000, 1250, 12_345, 99_999, 100_000, 1_234_567, -3, -1250];
    for (const locale of ['uk', 'ru', 'en']) {
      const intl = new Intl.NumberFormat(locale);
      for (const n of counts)
        expect([locale, n, formatCount(n, locale)]).toEqual([locale, n, intl.format(n)]);
    }
  });

  it('groups thousands with a no-break space in Ukrainian and a comma in English', () => {
    expect(formatCount(1250, 'uk')).toBe('1\u00a0250');
    expect(formatCount(1250, 'en')).toBe('1,250');
  });

  it('leaves another language and a fraction to Intl', () => {
    expect(formatCount(1250, 'de')).toBe(new Intl.NumberFormat('de').format(1250));
    expect(formatCount(2.5, 'uk')).toBe(new Intl.NumberFormat('uk').format(2.5));
  });
});
