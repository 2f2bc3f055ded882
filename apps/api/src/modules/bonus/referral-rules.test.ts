import { describe, expect, it } from 'vitest';
import { referralPoints, referralRefusal } from './referral-rules.js';

describe('who may use a referral code', () => {
  const base = { referrerId: 'friend', customerId: 'newcomer', hasEarlierOrders: false };
  it('a signed-in customer on a first order may', () => {
    expect(referralRefusal(base)).toBeNull();
  });
  it('a guest may not: the reward needs an account to go to', () => {
    expect(referralRefusal({ ...base, customerId: null })).toBe('SIGN_IN_REQUIRED');
  });
  it('nobody may use their own code', () => {
    expect(referralRefusal({ ...base, customerId: 'friend' })).toBe('OWN_CODE');
  });
  it('a customer who has ordered before may not', () => {
    expect(referralRefusal({ ...base, hasEarlierOrders: true })).toBe('NOT_FIRST_ORDER');
  });
});

describe('referral points', () => {
  it('come from the brand env, with defaults for missing or malformed values', () => {
    expect(referralPoints({})).toEqual({ referrer: 100, newcomer: 50 });
    expect(referralPoints({ REFERRAL_BONUS_REFERRER: 200, REFERRAL_BONUS_NEWCOMER: 0 })).toEqual({
      referrer: 200,
      newcomer: 0,
    });
    expect(referralPoints({ REFERRAL_BONUS_REFERRER: -5, REFERRAL_BONUS_NEWCOMER: '70' })).toEqual({
      referrer: 100,
      newcomer: 50,
    });
  });
});
