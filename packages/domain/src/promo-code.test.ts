import { describe, expect, it } from 'vitest';
import { normalizePromoCode, promoCodeAsTyped } from './promo-code';

describe('promo codes (SPEC section 5: spaces removed)', () => {
  it('removes every space, tab and line break, and keeps the case as typed for the storefront', () => {
    expect(promoCodeAsTyped(' demo 10 ')).toBe('demo10');
    expect(promoCodeAsTyped('Sum\tmer\n10')).toBe('Summer10');
    expect(promoCodeAsTyped(null)).toBe('');
  });

  it('stores and compares without spaces in upper case, so any spelling finds the code', () => {
    expect(normalizePromoCode(' demo 10 ')).toBe('DEMO10');
    expect(normalizePromoCode('Demo10')).toBe(normalizePromoCode('DEMO 10'));
  });

  it('is no code at all when only spaces (or nothing) were typed', () => {
    expect(normalizePromoCode('   ')).toBeNull();
    expect(normalizePromoCode('')).toBeNull();
    expect(normalizePromoCode(undefined)).toBeNull();
  });
});
