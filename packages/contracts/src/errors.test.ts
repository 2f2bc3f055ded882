import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeOf, hasErrorCode, isErrorCode } from './errors';

describe('the API error codes', () => {
  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('reads the code of an error object, or a code given as it is', () => {
    expect(errorCodeOf({ status: 409, code: 'ORDER_CHANGED' })).toBe('ORDER_CHANGED');
    expect(errorCodeOf('NUMBER_BLOCKED')).toBe('NUMBER_BLOCKED');
  });

  it('is none for what the API never sends: a client’s own code, a missing one, a DOM error’s number', () => {
    expect(errorCodeOf({ code: 'TIMEOUT' })).toBeNull();
    expect(errorCodeOf(new Error('boom'))).toBeNull();
    expect(errorCodeOf({ code: 20 })).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
    expect(errorCodeOf(undefined)).toBeNull();
    expect(isErrorCode('order_changed')).toBe(false);
  });

  it('matches any of the codes asked about', () => {
    const err = { code: 'PHONE_COUNTRY_NOT_SERVED' };
    expect(hasErrorCode(err, 'INVALID_PHONE', 'PHONE_COUNTRY_NOT_SERVED')).toBe(true);
    expect(hasErrorCode(err, 'INVALID_PHONE')).toBe(false);
    expect(hasErrorCode({ code: 'NETWORK' }, 'INVALID_PHONE')).toBe(false);
  });
});
