/**
 * Promo codes (SPEC sections 5 and 7): the code is compared with spaces removed and case ignored;
 * a code that does not apply never fails a calculation, it only reports why (isSuccess false).
 */
import type { ReferralRefusal } from '../../bonus/referral-rules.js';

/** REFERRAL: a friend's referral code, no discount now, points when the order is completed. */
export type PromoKind = 'PERCENT' | 'FIXED' | 'FREE_DELIVERY' | 'REFERRAL';

export interface PromoCodeRule {
  code: string;
  kind: PromoKind;
  /** percent for PERCENT, minor units for FIXED, unused for FREE_DELIVERY */
  value: number;
  minOrderAmount: number;
  startsAt: Date;
  expiresAt: Date | null;
  isActive: boolean;
  /** known before pricing: this customer may not use this code (referral codes) */
  refusal?: ReferralRefusal;
}

export type PromoRefusal = 'NOT_FOUND' | 'NOT_STARTED' | 'EXPIRED' | 'MIN_AMOUNT' | ReferralRefusal;

export interface PromoOutcome {
  isSuccess: boolean;
  kind: PromoKind | null;
  /** minor units off the products (0 for FREE_DELIVERY) */
  discount: number;
  isFreeDelivery: boolean;
  reason: PromoRefusal | null;
  minOrderAmount: number | null;
}

/** " demo 10 " → "DEMO10"; an empty result means no code at all. */
export function normalizePromoCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  return code === '' ? null : code;
}

/** No code was entered: nothing applies and there is nothing to explain. */
export const NO_PROMO: PromoOutcome = {
  isSuccess: false,
  kind: null,
  discount: 0,
  isFreeDelivery: false,
  reason: null,
  minOrderAmount: null,
};

const refused = (reason: PromoRefusal, rule: PromoCodeRule | null): PromoOutcome => ({
  isSuccess: false,
  kind: rule?.kind ?? null,
  discount: 0,
  isFreeDelivery: false,
  reason,
  minOrderAmount: rule?.minOrderAmount ?? null,
});

/**
 * What a code gives on products worth `productsPrice` at `at`. A percent discount is rounded
 * to the nearest minor unit; a fixed one never exceeds the products' price.
 */
export function evaluatePromo(rule: PromoCodeRule | null, productsPrice: number, at: Date): PromoOutcome {
  if (!rule || !rule.isActive) return refused('NOT_FOUND', null);
  if (rule.refusal) return refused(rule.refusal, rule);
  if (at < rule.startsAt) return refused('NOT_STARTED', rule);
  if (rule.expiresAt && at >= rule.expiresAt) return refused('EXPIRED', rule);
  if (productsPrice < rule.minOrderAmount) return refused('MIN_AMOUNT', rule);
  const discount =
    rule.kind === 'PERCENT'
      ? Math.round((productsPrice * Math.min(Math.max(rule.value, 0), 100)) / 100)
      : rule.kind === 'FIXED'
        ? Math.min(Math.max(rule.value, 0), productsPrice)
        : 0;
  return {
    isSuccess: true,
    kind: rule.kind,
    discount,
    isFreeDelivery: rule.kind === 'FREE_DELIVERY',
    reason: null,
    minOrderAmount: rule.minOrderAmount,
  };
}
