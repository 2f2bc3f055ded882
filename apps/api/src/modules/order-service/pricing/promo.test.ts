import { describe, expect, it } from 'vitest';
import {
  evaluatePromo,
  hasLimits,
  usageRefusal,
  type PromoCodeRule,
  type PromoLimits,
  type PromoUses,
} from './promo.js';

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

  it('answers a spent code as refused, after its dates and before its minimum', () => {
    expect(evaluatePromo(rule({ spent: 'ALREADY_USED' }), 50000, now)).toMatchObject({
      isSuccess: false,
      reason: 'ALREADY_USED',
      discount: 0,
      kind: 'PERCENT',
    });
    expect(evaluatePromo(rule({ spent: 'NOT_FIRST_ORDER' }), 100, now).reason).toBe('NOT_FIRST_ORDER');
    const old = rule({ spent: 'USES_EXHAUSTED', expiresAt: new Date('2025-09-01T00:00:00Z') });
    expect(evaluatePromo(old, 50000, now).reason).toBe('EXPIRED');
  });
});

describe('promo code limits (issue 16)', () => {
  const welcome: PromoLimits = { maxUsesTotal: null, maxUsesPerCustomer: 1, firstOrderOnly: true };
  const uses = (over: Partial<PromoUses> = {}): PromoUses => ({
    total: 0,
    byCustomer: 0,
    earlierOrders: 0,
    isCustomerKnown: true,
    ...over,
  });

  it('lets a newcomer use a first-order code once', () => {
    expect(usageRefusal(welcome, uses())).toBeNull();
    expect(usageRefusal(welcome, uses({ byCustomer: 1, earlierOrders: 1 }))).toBe('ALREADY_USED');
    expect(usageRefusal(welcome, uses({ earlierOrders: 2 }))).toBe('NOT_FIRST_ORDER');
  });

  it('counts uses per customer up to the limit', () => {
    const twice: PromoLimits = { maxUsesTotal: null, maxUsesPerCustomer: 2, firstOrderOnly: false };
    expect(usageRefusal(twice, uses({ byCustomer: 1, earlierOrders: 5 }))).toBeNull();
    expect(usageRefusal(twice, uses({ byCustomer: 2 }))).toBe('ALREADY_USED');
  });

  it('stops everyone once the total is spent', () => {
    const hundred: PromoLimits = { maxUsesTotal: 100, maxUsesPerCustomer: null, firstOrderOnly: false };
    expect(usageRefusal(hundred, uses({ total: 99 }))).toBeNull();
    expect(usageRefusal(hundred, uses({ total: 100 }))).toBe('USES_EXHAUSTED');
    expect(usageRefusal(hundred, uses({ total: 100, isCustomerKnown: false }))).toBe('USES_EXHAUSTED');
  });

  it('judges only the total while the customer is unknown (a guest before giving a phone)', () => {
    expect(usageRefusal(welcome, uses({ isCustomerKnown: false }))).toBeNull();
  });

  it('knows a code without limits', () => {
    expect(hasLimits({ maxUsesTotal: null, maxUsesPerCustomer: null, firstOrderOnly: false })).toBe(false);
    expect(hasLimits(welcome)).toBe(true);
    expect(hasLimits({ maxUsesTotal: 5, maxUsesPerCustomer: null, firstOrderOnly: false })).toBe(true);
  });
});
