import { describe, expect, it } from 'vitest';
import { NO_PROMO } from './checkout-rules';
import { parseStoredPromo, storablePromo } from './promo-storage';

describe('the applied promo code kept with the cart (issue 17, item 3)', () => {
  it('keeps an applied code, and nothing for a refused or removed one', () => {
    expect(storablePromo({ value: 'demo 10', applied: true, status: 'valid', reason: null })).toEqual({
      value: 'demo10',
      applied: true,
    });
    expect(storablePromo({ value: 'OLD', applied: false, status: 'invalid', reason: 'EXPIRED' })).toBeNull();
    expect(storablePromo(NO_PROMO)).toBeNull();
  });

  it('brings a kept code back applied, to be checked again by the next calculation', () => {
    expect(parseStoredPromo(JSON.stringify({ value: 'DEMO10', applied: true }))).toEqual({
      value: 'DEMO10',
      applied: true,
      status: 'checking',
      reason: null,
    });
  });

  it('discards what it cannot read', () => {
    for (const raw of [null, '', '{', '42', 'null', '{"value":"DEMO10"}', '{"value":"  ","applied":true}'])
      expect(parseStoredPromo(raw)).toEqual(NO_PROMO);
    expect(parseStoredPromo(JSON.stringify({ value: 7, applied: true }))).toEqual(NO_PROMO);
  });
});
