/**
 * The delivery price an order pays: the zone's price, nothing for pickup, nothing with a
 * free-delivery promo or when the products (after the promo discount, before bonuses) reach the
 * zone's free-delivery threshold.
 */
export interface DeliveryFeeInput {
  isPickup: boolean;
  zonePrice: number;
  freeDeliveryThreshold: number | null;
  productsAfterDiscount: number;
  isFreeDeliveryPromo: boolean;
}

export function deliveryFee(input: DeliveryFeeInput): number {
  if (input.isPickup || input.isFreeDeliveryPromo) return 0;
  if (input.freeDeliveryThreshold !== null && input.productsAfterDiscount >= input.freeDeliveryThreshold)
    return 0;
  return Math.max(0, input.zonePrice);
}

/**
 * The zone's minimum order is met by the products after the promo discount (bonuses are a way of
 * paying, not a discount, so they do not count against it). Pickup has no minimum.
 */
export function isMinOrderReached(isPickup: boolean, productsAfterDiscount: number, minOrderAmount: number) {
  return isPickup || productsAfterDiscount >= minOrderAmount;
}
