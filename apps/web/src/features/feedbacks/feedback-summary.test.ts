import { describe, expect, it } from 'vitest';
import { formatAverage, hasSummary, starsFillPercent } from './feedback-summary';

describe('the reviews summary', () => {
  it('writes the average with one decimal in the page language', () => {
    expect(formatAverage(4.7, 'uk')).toBe('4,7');
    expect(formatAverage(5, 'ru')).toBe('5,0');
    expect(formatAverage(4.5, 'en')).toBe('4.5');
  });

  it('fills the stars by the average', () => {
    expect(starsFillPercent(4.7)).toBe(94);
    expect(starsFillPercent(5)).toBe(100);
    expect(starsFillPercent(1)).toBe(20);
    expect(starsFillPercent(3.3)).toBe(66);
  });

  it('is shown only when something was rated', () => {
    expect(hasSummary({ count: 0, average: null })).toBe(false);
    expect(hasSummary({ count: 3, average: 4.3 })).toBe(true);
  });
});
