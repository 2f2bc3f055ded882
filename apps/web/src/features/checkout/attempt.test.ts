import { describe, expect, it } from 'vitest';
import { attemptFor, isRetryable, retryDelayMs } from './attempt';

describe('one Idempotency-Key per checkout attempt', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('keeps the key while the same order is sent again, and takes a new one for a changed order', () => {
    const first = attemptFor(null, '{"a":1}', newKey);
    expect(attemptFor(first, '{"a":1}', newKey)).toBe(first);
    const changed = attemptFor(first, '{"a":2}', newKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('retries a key in use and network failures, never a refusal', () => {
    expect(isRetryable(409, 'IDEMPOTENCY_KEY_IN_USE')).toBe(true);
    expect(isRetryable(0, 'NETWORK')).toBe(true);
    expect(isRetryable(503, 'NOT_READY')).toBe(true);
    expect(isRetryable(409, 'PRODUCT_ON_STOP')).toBe(false);
    expect(isRetryable(422, 'IDEMPOTENCY_KEY_REUSED')).toBe(false);
    expect(isRetryable(400, 'VALIDATION_ERROR')).toBe(false);
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000]);
  });
});
