import { describe, expect, it } from 'vitest';
import {
  GROUP_NAMES,
  RATE_LIMIT_GROUPS,
  groupOfRoute,
  parseRateLimitOverrides,
  phoneKey,
  resolvePolicy,
} from './policy.js';

describe('groupOfRoute', () => {
  it('puts each limited route in its group and the rest in default', () => {
    expect(groupOfRoute('POST', '/customer/v1/ValidateCode')).toBe('codeCheck');
    expect(groupOfRoute('POST', '/customer/mobile/v1/ValidateCode')).toBe('codeCheck');
    expect(groupOfRoute('POST', '/customer/mobile/v1/SendCode')).toBe('codeSend');
    expect(groupOfRoute('POST', '/ops/v1/orders/:id/status')).toBe('operator');
    expect(groupOfRoute('POST', '/search/v1/suggest')).toBe('search');
    expect(groupOfRoute('GET', '/geo/v1/addresses/suggest')).toBe('addresses');
    expect(groupOfRoute('GET', '/catalog/v1/images/:key')).toBe('images');
    expect(groupOfRoute('POST', '/order-service/api/http-order-create')).toBe('orders');
    expect(groupOfRoute('POST', '/payment/v1/test/checkout/:paymentId')).toBe('orders');
    expect(groupOfRoute('PUT', '/customer/v1/updateAvatar/:userId')).toBe('uploads');
    expect(groupOfRoute('POST', '/site/v1/emailSubscriptions')).toBe('subscriptions');
    expect(groupOfRoute('POST', '/site/v1/emailSubscriptions/')).toBe('subscriptions');
    expect(groupOfRoute('GET', '/catalog/v1/products/')).toBe('default');
    expect(groupOfRoute('GET', '/geo/v1/ipLocation')).toBe('default');
  });

  it('matches the method where a rule names one: the test payment page itself is a cheap read', () => {
    expect(groupOfRoute('GET', '/payment/v1/test/checkout/:paymentId')).toBe('default');
    expect(groupOfRoute('GET', '/customer/v1/ValidateCode')).toBe('default');
  });

  it('leaves the probes unlimited and counts requests for routes that do not exist', () => {
    expect(groupOfRoute('GET', '/healthz')).toBeNull();
    expect(groupOfRoute('GET', '/readyz')).toBeNull();
    expect(groupOfRoute('GET', undefined)).toBe('default');
  });

  it('reads a declared trailing slash as the same path', () => {
    expect(groupOfRoute('POST', '/payment/v1/pay/')).toBe('orders');
  });
});

describe('resolvePolicy', () => {
  it('keeps the table as it is at scale 1', () => {
    const policy = resolvePolicy(1);
    expect(policy.default.limits.address).toEqual({ max: 3000, windowSeconds: 10 });
    expect(policy.codeCheck.limits.phone).toEqual(RATE_LIMIT_GROUPS.codeCheck.limits.phone);
    expect(policy.operator.countsOnlyStatus).toBe(401);
  });

  it('scales every maximum, never below one, and leaves the windows', () => {
    const policy = resolvePolicy(0.01);
    expect(policy.default.limits.address).toEqual({ max: 30, windowSeconds: 10 });
    expect(policy.operator.limits.address).toEqual({ max: 1, windowSeconds: 600 });
    expect(resolvePolicy(2).search.limits.account).toEqual({ max: 120, windowSeconds: 60 });
  });

  it('applies overrides outright, after the scale', () => {
    const policy = resolvePolicy(0.5, 'search.account=7/30, codeCheck.phone=3/60');
    expect(policy.search.limits.account).toEqual({ max: 7, windowSeconds: 30 });
    expect(policy.codeCheck.limits.phone).toEqual({ max: 3, windowSeconds: 60 });
    expect(policy.search.limits.address).toEqual({ max: 600, windowSeconds: 60 });
  });

  it('does not change the table it reads', () => {
    resolvePolicy(3, 'default.address=1/1');
    expect(RATE_LIMIT_GROUPS.default.limits.address).toEqual({ max: 3000, windowSeconds: 10 });
  });
});

describe('parseRateLimitOverrides', () => {
  it('names every bad part', () => {
    const parsed = parseRateLimitOverrides('nope.address=1/1,search.phone=1/1,search.address=0/5,orders=1/2');
    expect('problems' in parsed && parsed.problems).toHaveLength(4);
  });

  it('takes an empty or absent setting as no overrides', () => {
    expect(parseRateLimitOverrides(undefined)).toEqual({ overrides: [] });
    expect(parseRateLimitOverrides(' , ')).toEqual({ overrides: [] });
  });

  it('knows every group of the table', () => {
    for (const group of GROUP_NAMES) {
      const key = Object.keys(RATE_LIMIT_GROUPS[group].limits)[0];
      expect(parseRateLimitOverrides(`${group}.${key}=5/5`)).toEqual({
        overrides: [{ group, key, rule: { max: 5, windowSeconds: 5 } }],
      });
    }
  });
});

describe('phoneKey', () => {
  it('gives every spelling of one number the same key', () => {
    const spellings = [
      '+380671234567',
      '380671234567',
      '0671234567',
      '00380671234567',
      '+38 (067) 123-45-67',
    ];
    expect(new Set(spellings.map(phoneKey))).toEqual(new Set(['671234567']));
  });

  it('has no key for what cannot be a phone', () => {
    expect(phoneKey('12')).toBeNull();
    expect(phoneKey(undefined)).toBeNull();
    expect(phoneKey(380671234567)).toBeNull();
  });
});
