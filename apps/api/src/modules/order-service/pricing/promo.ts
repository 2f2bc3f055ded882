/**
 * Promo codes (SPEC sections 5 and 7): the code is compared with spaces removed and case ignored;
 * a code that does not apply never fails a calculation, it only reports why (isSuccess false).
 * A code may carry limits (issue 16): uses in all, uses per customer, first order only; a use is
 * an order with the code that was not cancelled.
 */
import type { ReferralRefusal } from '../../bonus/index.js';

/**
 * REFERRAL: a friend's referral code, no discount now, points when the order is completed.
 * GIFT: a dish of the network added to the order free of charge (issue 19).
 */
type PromoKind = 'PERCENT' | 'FIXED' | 'FREE_DELIVERY' | 'GIFT' | 'REFERRAL';

export interface PromoCodeRule {
  code: string;
  kind: PromoKind;
  /** percent for PERCENT, minor units for FIXED, unused for FREE_DELIVERY */
  value: number;
  minOrderAmount: number;
  startsAt: Date;
  expiresAt: Date | null;
  isActive: boolean;
  /** GIFT: the dish given free */
  giftProductId?: number | null;
  /** the cities the code works in; null or absent: every city of the network */
  businessRegionIds?: number[] | null;
  /** known before pricing: this customer may not use this code (referral codes) */
  refusal?: ReferralRefusal;
  /** a network code's limits (none for referral codes) */
  limits?: PromoLimits;
  /** the code's limits are spent for this customer or for everyone (usageRefusal) */
  spent?: UsageRefusal;
}

/** A code's limits; null: no limit (promo_codes.max_uses_total, max_uses_per_customer). */
export interface PromoLimits {
  maxUsesTotal: number | null;
  maxUsesPerCustomer: number | null;
  firstOrderOnly: boolean;
}

/**
 * Orders that were not cancelled, counted for one code and one customer. The customer is the
 * account and every phone known for the order (contact phone, account phone); a guest's
 * calculation may know neither yet, and then only the total counts.
 */
export interface PromoUses {
  /** uses of the code by everyone (counted up to maxUsesTotal) */
  total: number;
  /** uses of the code by this customer */
  byCustomer: number;
  /** this customer's orders in the network, any code or none */
  earlierOrders: number;
  /** false when neither an account nor a phone is known yet */
  isCustomerKnown: boolean;
}

export type UsageRefusal = 'ALREADY_USED' | 'NOT_FIRST_ORDER' | 'USES_EXHAUSTED';

/**
 * NOT_COMBINABLE: every line is lowered by an automatic promotion that takes no code;
 * NOT_IN_CITY: the code is limited to other cities; GIFT_UNAVAILABLE: the gift dish is not sold
 * (or is on stop, or out of its hours) where and when the order is made.
 */
export type PromoRefusal =
  | 'NOT_FOUND'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'MIN_AMOUNT'
  | 'NOT_COMBINABLE'
  | 'NOT_IN_CITY'
  | 'GIFT_UNAVAILABLE'
  | ReferralRefusal
  | UsageRefusal;

export interface PromoOutcome {
  isSuccess: boolean;
  kind: PromoKind | null;
  /** minor units off the products (0 for FREE_DELIVERY) */
  discount: number;
  isFreeDelivery: boolean;
  /** GIFT: the dish added as a free line (price-cart.ts) */
  giftProductId: number | null;
  reason: PromoRefusal | null;
  minOrderAmount: number | null;
}

/** Where and what the code is used for, beyond the products' price (GIFT and city limits). */
export interface PromoContext {
  /** the order's city; absent: not checked */
  businessRegionId?: number;
  /** whether the gift dish can be given now with this order */
  isGiftAvailable?: (productId: number) => boolean;
}

/** No code was entered: nothing applies and there is nothing to explain. */
export const NO_PROMO: PromoOutcome = {
  isSuccess: false,
  kind: null,
  discount: 0,
  isFreeDelivery: false,
  giftProductId: null,
  reason: null,
  minOrderAmount: null,
};

const refused = (reason: PromoRefusal, rule: PromoCodeRule | null): PromoOutcome => ({
  isSuccess: false,
  kind: rule?.kind ?? null,
  discount: 0,
  isFreeDelivery: false,
  giftProductId: null,
  reason,
  minOrderAmount: rule?.minOrderAmount ?? null,
});

export const hasLimits = (l: PromoLimits) =>
  l.maxUsesTotal !== null || l.maxUsesPerCustomer !== null || l.firstOrderOnly;

/** Whether a code can apply at `at` at all: counting its uses is pointless otherwise. */
export const isLive = (rule: PromoCodeRule, at: Date) =>
  rule.isActive && at >= rule.startsAt && (!rule.expiresAt || at < rule.expiresAt);

/**
 * Why a code's limits stop this use; null when they do not. The most specific reason wins: a
 * customer who used a welcome code once is told so, not that it was not their first order.
 */
export function usageRefusal(limits: PromoLimits, uses: PromoUses): UsageRefusal | null {
  if (uses.isCustomerKnown) {
    if (limits.maxUsesPerCustomer !== null && uses.byCustomer >= limits.maxUsesPerCustomer)
      return 'ALREADY_USED';
    if (limits.firstOrderOnly && uses.earlierOrders > 0) return 'NOT_FIRST_ORDER';
  }
  if (limits.maxUsesTotal !== null && uses.total >= limits.maxUsesTotal) return 'USES_EXHAUSTED';
  return null;
}

/**
 * What a code gives on products worth `productsPrice` at `at`. A percent discount is rounded
 * to the nearest minor unit; a fixed one never exceeds the products' price. `eligiblePrice` is
 * the part a code may lower: lines an automatic promotion lowered without allowing codes are not
 * (catalog/automatic-discounts.ts); the order minimum still counts the whole cart.
 */
export function evaluatePromo(
  rule: PromoCodeRule | null,
  productsPrice: number,
  at: Date,
  eligiblePrice: number = productsPrice,
  ctx: PromoContext = {},
): PromoOutcome {
  if (!rule || !rule.isActive) return refused('NOT_FOUND', null);
  if (rule.refusal) return refused(rule.refusal, rule);
  if (!isInCity(rule, ctx.businessRegionId)) return refused('NOT_IN_CITY', rule);
  if (at < rule.startsAt) return refused('NOT_STARTED', rule);
  if (rule.expiresAt && at >= rule.expiresAt) return refused('EXPIRED', rule);
  // before the minimum: a bigger cart would not help
  if (rule.spent) return refused(rule.spent, rule);
  if (productsPrice < rule.minOrderAmount) return refused('MIN_AMOUNT', rule);
  const lowersLines = rule.kind === 'PERCENT' || rule.kind === 'FIXED';
  // refused rather than accepted for nothing: a once-only code stays unused
  if (lowersLines && eligiblePrice <= 0 && productsPrice > 0) return refused('NOT_COMBINABLE', rule);
  const giftProductId = rule.kind === 'GIFT' ? (rule.giftProductId ?? null) : null;
  if (rule.kind === 'GIFT' && (giftProductId === null || !(ctx.isGiftAvailable?.(giftProductId) ?? true)))
    return refused('GIFT_UNAVAILABLE', rule);
  const discount =
    rule.kind === 'PERCENT'
      ? Math.round((eligiblePrice * Math.min(Math.max(rule.value, 0), 100)) / 100)
      : rule.kind === 'FIXED'
        ? Math.min(Math.max(rule.value, 0), eligiblePrice)
        : 0;
  return {
    isSuccess: true,
    kind: rule.kind,
    discount,
    isFreeDelivery: rule.kind === 'FREE_DELIVERY',
    giftProductId,
    reason: null,
    minOrderAmount: rule.minOrderAmount,
  };
}

/** A code limited to some cities works only there; one without cities (or no city known) anywhere. */
export function isInCity(rule: Pick<PromoCodeRule, 'businessRegionIds'>, businessRegionId?: number): boolean {
  const cities = rule.businessRegionIds;
  return (
    !cities || cities.length === 0 || businessRegionId === undefined || cities.includes(businessRegionId)
  );
}
