/**
 * The order's total: products, less the promo discount and the bonuses, plus delivery. Each part
 * is already bounded by the rules that make it (discount ≤ products, bonuses ≤ a share of the
 * rest), so the clamp at zero is a last guard, never the usual path.
 */
export interface TotalParts {
  productsPrice: number;
  discount: number;
  bonusAmount: number;
  deliveryPrice: number;
}

export function orderTotal({ productsPrice, discount, bonusAmount, deliveryPrice }: TotalParts): number {
  return Math.max(0, productsPrice - discount - bonusAmount + deliveryPrice);
}
