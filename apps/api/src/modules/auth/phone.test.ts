import { describe, expect, it } from 'vitest';
import { countryName, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['+380671234567', '+380671234567'],
    ['380671234567', '+380671234567'],
    ['067 123 45 67', '+380671234567'],
    ['+38 (067) 123-45-67', '+380671234567'],
    ['0038 067 123 4567', '+380671234567'],
    ['  +380671234567  ', '+380671234567'],
  ])('reads %s as %s in Ukraine', (raw, e164) => {
    expect(normalizePhone(raw, 'UA')).toBe(e164);
  });

  it('reads a national number in the network country, and the spellings of the shared rule', () => {
    expect(normalizePhone('671234567', 'UA')).toBe('+380671234567');
    expect(normalizePhone('80671234567', 'UA')).toBe('+380671234567');
    expect(normalizePhone('050 123 4567', 'AE')).toBe('+971501234567');
    expect(normalizePhone('+380671234567', 'AE')).toBe('+380671234567');
  });

  it.each(['', '12', 'abc', '+380 67 123', '+380671234567890', '067-123-45-67; drop table', '+380441234567'])(
    'refuses %j (too short, not a number, or a landline that cannot get a text)',
    (raw) => {
      expect(normalizePhone(raw, 'UA')).toBeNull();
    },
  );
});

describe('country names', () => {
  it('names a country in English', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('UA')).toBe('Ukraine');
  });
});
