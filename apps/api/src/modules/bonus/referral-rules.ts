/**
 * Referral rewards (issue 6, SPEC section 7 `referral_promocode`). Every customer has a referral
 * code; a newcomer enters a friend's code as the promo code of a first order. The code gives no
 * discount at checkout: when that order is completed, the friend and the newcomer both receive
 * bonus points, once per newcomer. Where the spec is silent we chose what chains commonly do:
 * only a signed-in customer without earlier orders may use a code, never their own.
 */

/** Points when the brand's env does not say (REFERRAL_BONUS_REFERRER, REFERRAL_BONUS_NEWCOMER). */
const DEFAULT_REFERRER_POINTS = 100;
const DEFAULT_NEWCOMER_POINTS = 50;

export type ReferralRefusal = 'SIGN_IN_REQUIRED' | 'OWN_CODE' | 'NOT_FIRST_ORDER';

/** Why a customer may not use a referral code at checkout; null when they may. */
export function referralRefusal(q: {
  referrerId: string;
  customerId: string | null;
  /** orders of the customer that were not cancelled */
  hasEarlierOrders: boolean;
}): ReferralRefusal | null {
  if (!q.customerId) return 'SIGN_IN_REQUIRED';
  if (q.customerId === q.referrerId) return 'OWN_CODE';
  if (q.hasEarlierOrders) return 'NOT_FIRST_ORDER';
  return null;
}

const points = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The points of each side, from the brand's env; a malformed value falls back to the default. */
export function referralPoints(env: Readonly<Record<string, unknown>>) {
  return {
    referrer: points(env.REFERRAL_BONUS_REFERRER, DEFAULT_REFERRER_POINTS),
    newcomer: points(env.REFERRAL_BONUS_NEWCOMER, DEFAULT_NEWCOMER_POINTS),
  };
}
