import { describe, expect, it } from 'vitest';
import { accrualPoints, usableBonuses } from './bonus-rules.js';

describe('bonus points', () => {
  it('spends what was asked when the balance and the share allow', () => {
    expect(
      usableBonuses({ requested: 50, balance: 120, productsAfterDiscount: 60000, maxSharePercent: 50 }),
    ).toEqual({
      used: 50,
      maxUsable: 120,
      amount: 5000,
    });
  });

  it('never spends more than the confirmed balance', () => {
    expect(
      usableBonuses({ requested: 500, balance: 120, productsAfterDiscount: 100000, maxSharePercent: 50 })
        .used,
    ).toBe(120);
    expect(
      usableBonuses({ requested: 10, balance: 0, productsAfterDiscount: 100000, maxSharePercent: 50 }).used,
    ).toBe(0);
  });

  it('pays at most the brand share of the products, in whole points', () => {
    // 50% of 349.00 is 174.50: 174 whole points
    expect(
      usableBonuses({ requested: 1000, balance: 1000, productsAfterDiscount: 34900, maxSharePercent: 50 }),
    ).toEqual({
      used: 174,
      maxUsable: 174,
      amount: 17400,
    });
  });

  it('accrues the brand rate of what was paid, rounded down to whole points', () => {
    expect(accrualPoints(34900, 5)).toBe(17);
    expect(accrualPoints(99, 5)).toBe(0);
    expect(accrualPoints(100000, 3)).toBe(30);
    expect(accrualPoints(0, 5)).toBe(0);
  });
});
