/**
 * Bonus points as a way of paying. One point is one currency unit (100 minor units). A customer
 * spends at most the confirmed balance, and at most `maxSharePercent` of the products after the
 * promo discount (the brand's BONUS_MAX_PERCENT, 50 by default, as Ukrainian chains do), so an
 * order is never paid by points alone and never goes below zero.
 */
const POINT_VALUE_MINOR = 100;
export const DEFAULT_BONUS_MAX_PERCENT = 50;

export interface BonusInput {
  requested: number;
  balance: number;
  productsAfterDiscount: number;
  maxSharePercent: number;
}

export interface BonusOutcome {
  used: number;
  maxUsable: number;
  amount: number;
}

export function usableBonuses({
  requested,
  balance,
  productsAfterDiscount,
  maxSharePercent,
}: BonusInput): BonusOutcome {
  const share = Math.min(Math.max(maxSharePercent, 0), 100);
  const byShare = Math.floor((Math.max(productsAfterDiscount, 0) * share) / 100 / POINT_VALUE_MINOR);
  const maxUsable = Math.max(0, Math.min(balance, byShare));
  const used = Math.min(Math.max(requested, 0), maxUsable);
  return { used, maxUsable, amount: used * POINT_VALUE_MINOR };
}

/** Points a completed order earns: `ratePercent` of what was paid for the products, whole points. */
export function accrualPoints(paidForProducts: number, ratePercent: number): number {
  if (paidForProducts <= 0 || ratePercent <= 0) return 0;
  return Math.floor((paidForProducts * ratePercent) / 100 / POINT_VALUE_MINOR);
}
