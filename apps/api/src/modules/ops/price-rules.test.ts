import { describe, expect, it } from 'vitest';
import { keptOldPrice, pricesAfter } from './price-rules.js';

describe('a new city price and the crossed-out price', () => {
  it('keeps the crossed-out price while it is above the new one', () => {
    expect(keptOldPrice(50_000, 42_000)).toBe(50_000);
  });

  it('drops it when the new price reaches or passes it', () => {
    expect(keptOldPrice(50_000, 50_000)).toBeNull();
    expect(keptOldPrice(50_000, 55_000)).toBeNull();
    expect(keptOldPrice(null, 100)).toBeNull();
  });

  it('sets the price of every city row given', () => {
    expect(
      pricesAfter(
        [
          { businessRegionId: 101, price: 43_900, oldPrice: 49_900 },
          { businessRegionId: 102, price: 41_900, oldPrice: null },
        ],
        45_000,
      ),
    ).toEqual([
      { businessRegionId: 101, price: 45_000, oldPrice: 49_900 },
      { businessRegionId: 102, price: 45_000, oldPrice: null },
    ]);
  });
});
