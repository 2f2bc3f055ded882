import { describe, expect, it } from 'vitest';
import { waitMinutes } from './retry-after';

describe('waitMinutes', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(waitMinutes({ details: { retryAfterSeconds: 61 } })).toBe(2);
    expect(waitMinutes({ details: { retryAfterSeconds: 600 } })).toBe(10);
    expect(waitMinutes({ details: { retryAfter: 5 } })).toBe(1);
  });

  it('says nothing when the answer does not', () => {
    expect(waitMinutes({ details: null })).toBeNull();
    expect(waitMinutes({ details: { retryAfterSeconds: 'soon' } })).toBeNull();
    expect(waitMinutes({ details: { retryAfterSeconds: 0 } })).toBeNull();
  });
});
