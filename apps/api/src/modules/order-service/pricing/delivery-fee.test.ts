import { describe, expect, it } from 'vitest';
import { deliveryFee, isMinOrderReached } from './delivery-fee.js';

const input = {
  isPickup: false,
  zonePrice: 5900,
  freeDeliveryThreshold: 80000,
  productsAfterDiscount: 50000,
  isFreeDeliveryPromo: false,
};

describe('delivery price and minimum order', () => {
  it("charges the zone's price below its free-delivery threshold", () => {
    expect(deliveryFee(input)).toBe(5900);
    expect(deliveryFee({ ...input, productsAfterDiscount: 79999 })).toBe(5900);
  });

  it('is free from the threshold, with a free-delivery promo, and for pickup', () => {
    expect(deliveryFee({ ...input, productsAfterDiscount: 80000 })).toBe(0);
    expect(deliveryFee({ ...input, isFreeDeliveryPromo: true })).toBe(0);
    expect(deliveryFee({ ...input, isPickup: true })).toBe(0);
  });

  it('never frees delivery when the zone has no threshold', () => {
    expect(deliveryFee({ ...input, freeDeliveryThreshold: null, productsAfterDiscount: 10_000_000 })).toBe(
      5900,
    );
  });

  it('needs the minimum for delivery, not for pickup', () => {
    expect(isMinOrderReached(false, 29999, 30000)).toBe(false);
    expect(isMinOrderReached(false, 30000, 30000)).toBe(true);
    expect(isMinOrderReached(true, 100, 30000)).toBe(true);
  });
});
