import { describe, expect, it } from 'vitest';
import { filtersFromParams, ratingOf, speedRows } from './speed-rules';

describe('the Speed page', () => {
  it("rates a p75 by Google's thresholds, the boundaries counting as the better side", () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2501)).toBe('needsImprovement');
    expect(ratingOf('LCP', 4000)).toBe('needsImprovement');
    expect(ratingOf('LCP', 4001)).toBe('poor');
    expect(ratingOf('INP', 180)).toBe('good');
    expect(ratingOf('INP', 650)).toBe('poor');
    expect(ratingOf('CLS', 0.1)).toBe('good');
    expect(ratingOf('CLS', 0.2)).toBe('needsImprovement');
    expect(ratingOf('CLS', 0.3)).toBe('poor');
  });

  it('folds the rows into one line per page type in the storefront order, FCP and TTFB left out', () => {
    const rows = speedRows([
      { pageType: 'other', metric: 'LCP', p75: 900, count: 1 },
      { pageType: 'category', metric: 'CLS', p75: 0.02, count: 4 },
      { pageType: 'category', metric: 'LCP', p75: 1800, count: 5 },
      { pageType: 'category', metric: 'TTFB', p75: 100, count: 5 },
      { pageType: 'home', metric: 'INP', p75: 120, count: 2 },
    ]);
    expect(rows).toEqual([
      { pageType: 'home', metrics: { INP: { p75: 120, count: 2 } } },
      {
        pageType: 'category',
        metrics: { LCP: { p75: 1800, count: 5 }, CLS: { p75: 0.02, count: 4 } },
      },
      { pageType: 'other', metrics: { LCP: { p75: 900, count: 1 } } },
    ]);
  });

  it('keeps only well-formed filters from the address', () => {
    expect(filtersFromParams(new URLSearchParams('brand=2&from=2026-11-01&to=2026-11-26'))).toEqual({
      retailNetworkId: 2,
      from: '2026-11-01',
      to: '2026-11-26',
    });
    expect(filtersFromParams(new URLSearchParams('brand=x&from=yesterday&to=2026-1-2'))).toEqual({
      retailNetworkId: null,
      from: null,
      to: null,
    });
  });
});
