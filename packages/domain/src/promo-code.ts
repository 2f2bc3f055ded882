/**
 * Promo codes (SPEC section 5: "Promo code has spaces removed"). The storefront sends and shows a
 * code as typed without its spaces; codes are stored and compared without spaces and in upper
 * case, so "summer 10" saved in the back office is found when a customer types "Summer10".
 */

/** " demo 10 " → "demo10": what the storefront keeps, shows and sends. */
export const promoCodeAsTyped = (raw: string | null | undefined): string => (raw ?? '').replace(/\s+/g, '');

/** " demo 10 " → "DEMO10", how a code is stored and compared; null when nothing is left (no code). */
export function normalizePromoCode(raw: string | null | undefined): string | null {
  const code = promoCodeAsTyped(raw).toUpperCase();
  return code === '' ? null : code;
}
