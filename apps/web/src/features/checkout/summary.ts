/**
 * The totals the cart and checkout show (DESIGN.md: goods, discount, delivery, bonuses, total to
 * pay). From the last calculation when there is a usable one; before it (or when it failed) an
 * estimate from the cart's own prices, with delivery left for checkout.
 */
import type { TCalculation } from '@food/contracts';
import { cartTotal, type CartLine } from '../cart/cart-rules';

export interface Summary {
  goods: number;
  discount: number;
  /** 'free', a price, or 'later' (no address yet: counted at checkout) */
  delivery: number | 'free' | 'later' | 'pickup';
  bonuses: number;
  total: number;
  isEstimate: boolean;
  /** delivery: how much more for the minimum order, or for free delivery */
  toMinimum: number;
  toFreeDelivery: number | null;
  minOrderAmount: number;
}

export function summaryOf(
  calc: TCalculation | null,
  cart: readonly CartLine[],
  destination: 'delivery' | 'pickup' | 'preview' | null,
): Summary {
  if (!calc || destination === null) {
    const goods = cartTotal(cart);
    return {
      goods,
      discount: 0,
      delivery: destination === 'pickup' ? 'pickup' : 'later',
      bonuses: 0,
      total: goods,
      isEstimate: true,
      toMinimum: 0,
      toFreeDelivery: null,
      minOrderAmount: 0,
    };
  }
  const isDelivery = destination === 'delivery';
  const afterDiscount = calc.productsPrice - calc.discount;
  const threshold = calc.delivery.freeDeliveryThreshold;
  return {
    goods: calc.productsPrice,
    discount: calc.discount,
    delivery: !isDelivery
      ? destination === 'pickup'
        ? 'pickup'
        : 'later'
      : calc.delivery.price === 0
        ? 'free'
        : calc.delivery.price,
    bonuses: calc.bonuses.amount,
    // a preview priced at a restaurant has no delivery in it yet
    total: isDelivery ? calc.amount : calc.amount - calc.delivery.price,
    isEstimate: destination === 'preview',
    toMinimum:
      isDelivery && !calc.delivery.isMinOrderReached ? calc.delivery.minOrderAmount - afterDiscount : 0,
    toFreeDelivery:
      isDelivery && threshold !== null && calc.delivery.price > 0 && afterDiscount < threshold
        ? threshold - afterDiscount
        : null,
    minOrderAmount: isDelivery ? calc.delivery.minOrderAmount : 0,
  };
}

/**
 * Issue 17, item 10: below the minimum order for delivery the main button is disabled and says
 * how much is missing (the order would be refused), rather than ending in an error.
 */
export const minimumShortfall = (s: Summary): number | null => (s.toMinimum > 0 ? s.toMinimum : null);
