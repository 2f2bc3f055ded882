import type { TCalculation } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { minimumShortfall, summaryOf } from './summary';

const line = {
  productId: 1,
  count: 2,
  price: 30000,
  name: 'Рол',
  imageUrl: '',
  slug: 'r',
  categorySlug: null,
};
const calc = {
  productsPrice: 83300,
  discount: 8330,
  amount: 80870,
  delivery: { price: 5900, isMinOrderReached: true, minOrderAmount: 30000, freeDeliveryThreshold: 80000 },
  bonuses: { amount: 0 },
} as unknown as TCalculation;

describe('the totals shown', () => {
  it('come from the calculation for a delivery, with what is missing for free delivery', () => {
    expect(summaryOf(calc, [line], 'delivery')).toMatchObject({
      goods: 83300,
      discount: 8330,
      delivery: 5900,
      total: 80870,
      isEstimate: false,
      toMinimum: 0,
      toFreeDelivery: 80000 - (83300 - 8330),
    });
  });

  it('say how much is missing for the minimum order', () => {
    const small = { ...calc, delivery: { ...calc.delivery, isMinOrderReached: false } } as TCalculation;
    expect(summaryOf(small, [line], 'delivery').toMinimum).toBe(30000 - (83300 - 8330));
  });

  it('leave delivery for checkout in a preview, and estimate from the cart before any calculation', () => {
    const preview = { ...calc, delivery: { ...calc.delivery, price: 0 }, amount: 74970 } as TCalculation;
    expect(summaryOf(preview, [line], 'preview')).toMatchObject({
      delivery: 'later',
      total: 74970,
      isEstimate: true,
    });
    expect(summaryOf(null, [line], null)).toMatchObject({
      goods: 60000,
      total: 60000,
      delivery: 'later',
      isEstimate: true,
    });
  });
});

describe('the main button below the minimum order (issue 17, item 10)', () => {
  it('is held back by how much is missing, for a delivery only', () => {
    const small = {
      ...calc,
      delivery: { ...calc.delivery, isMinOrderReached: false, minOrderAmount: 100000 },
    } as TCalculation;
    expect(minimumShortfall(summaryOf(small, [line], 'delivery'))).toBe(100000 - (83300 - 8330));
    expect(minimumShortfall(summaryOf(calc, [line], 'delivery'))).toBeNull();
    expect(minimumShortfall(summaryOf(small, [line], 'pickup'))).toBeNull();
    expect(minimumShortfall(summaryOf(null, [line], 'delivery'))).toBeNull();
  });
});
