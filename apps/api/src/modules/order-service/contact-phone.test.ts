import { describe, expect, it } from 'vitest';
import { contactPhoneKey, customerPhones } from './contact-phone.js';

describe('contact phones', () => {
  it('stores one spelling per number (E.164)', () => {
    expect(contactPhoneKey('+380671234567')).toBe('+380671234567');
    // the national trunk 0 after the country code is the same line
    expect(contactPhoneKey('+3800671234567')).toBe('+380671234567');
    expect(contactPhoneKey('+971501234567')).toBe('+971501234567');
  });

  it('keeps a number it cannot read as sent', () => {
    expect(contactPhoneKey('+999123456789')).toBe('+999123456789');
  });

  it("lists the contact's and the account's phones, each once", () => {
    expect(customerPhones('+3800671234567', '+380671234567')).toEqual(['+380671234567']);
    expect(customerPhones('+380501112233', '+380671234567')).toEqual(['+380501112233', '+380671234567']);
    expect(customerPhones(null, undefined)).toEqual([]);
  });
});
