import { describe, expect, it } from 'vitest';
import { evaluatePromo, normalizePromoCode, type PromoCodeRule } from './promo.js';

const rule = (over: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  code: 'DEMO10',
  kind: 'PERCENT',
  value: 10,
  minOrderAmount: 30000,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: null,
  isActive: true,
  ...over,
});
const now = new Date('2026-11-21T12:00:00Z');

describe('promo codes', () => {
  it('removes spaces and ignores case (SPEC section 5)', () => {
    expect(normalizePromoCode(' demo 10 ')).toBe('DEMO10');
    expect(normalizePromoCode('\tFreeDel\n')).toBe('FREEDEL');
    expect(normalizePromoCode('   ')).toBeNull();
    expect(normalizePromoCode(null)).toBeNull();
  });

  it('takes a percent off the products, rounded to the minor unit', () => {
    expect(evaluatePromo(rule(), 34900, now)).toMatchObject({ isSuccess: true, discount: 3490 });
    expect(evaluatePromo(rule({ value: 15 }), 33333, now).discount).toBe(5000);
  });

  it('takes a fixed sum off, never more than the products cost', () => {
    expect(evaluatePromo(rule({ kind: 'FIXED', value: 10000, minOrderAmount: 0 }), 60000, now).discount).toBe(
      10000,
    );
    expect(evaluatePromo(rule({ kind: 'FIXED', value: 10000, minOrderAmount: 0 }), 4000, now).discount).toBe(
      4000,
    );
  });

  it('makes delivery free without a discount on the products', () => {
    expect(
      evaluatePromo(rule({ kind: 'FREE_DELIVERY', value: 0, minOrderAmount: 0 }), 100, now),
    ).toMatchObject({
      isSuccess: true,
      discount: 0,
      isFreeDelivery: true,
    });
  });

  it('refuses an unknown, inactive, future or expired code, or a cart under its minimum', () => {
    expect(evaluatePromo(null, 50000, now)).toMatchObject({ isSuccess: false, reason: 'NOT_FOUND' });
    expect(evaluatePromo(rule({ isActive: false }), 50000, now).reason).toBe('NOT_FOUND');
    expect(evaluatePromo(rule({ startsAt: new Date('2026-12-01T00:00:00Z') }), 50000, now).reason).toBe(
      'NOT_STARTED',
    );
    const expired = evaluatePromo(rule({ expiresAt: new Date('2025-09-01T00:00:00Z') }), 50000, now);
    expect(expired).toMatchObject({ isSuccess: false, reason: 'EXPIRED', discount: 0 });
    expect(evaluatePromo(rule({ expiresAt: now }), 50000, now).reason).toBe('EXPIRED');
    expect(evaluatePromo(rule(), 29999, now)).toMatchObject({
      isSuccess: false,
      reason: 'MIN_AMOUNT',
      minOrderAmount: 30000,
    });
    expect(evaluatePromo(rule(), 30000, now).isSuccess).toBe(true);
  });
});
