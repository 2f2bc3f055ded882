/**
 * Issue 17, item 3: an applied promo code lives as long as the cart does, so a reload of the cart
 * or checkout keeps it (SPEC section 3 cart state `promo_code {value, applied}`). It is kept in
 * localStorage beside the cart and checked again by the first calculation after a reload: a code
 * that no longer applies (expired, used up) says why at the promo field, never vanishing silently.
 */
import { promoCodeAsTyped } from '@food/domain/promo-code';
import { NO_PROMO, type PromoState } from './checkout-rules';

export const PROMO_KEY = 'promo_code';

/** What is kept: only an applied code; a refused one has said why already. */
export function storablePromo(promo: PromoState): { value: string; applied: true } | null {
  const value = promoCodeAsTyped(promo.value);
  return promo.applied && value ? { value, applied: true } : null;
}

/** A kept code comes back applied and unverified: the next calculation checks it like a new one. */
export function parseStoredPromo(raw: string | null): PromoState {
  if (!raw) return NO_PROMO;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return NO_PROMO;
    const { value, applied } = data as Record<string, unknown>;
    const code = typeof value === 'string' ? promoCodeAsTyped(value).slice(0, 64) : '';
    return applied === true && code
      ? { value: code, applied: true, status: 'checking', reason: null }
      : NO_PROMO;
  } catch {
    return NO_PROMO;
  }
}
