import { describe, expect, it } from 'vitest';
import { countryName, normalizePhone, phoneCountryOf, smsCountries } from './phone.js';

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

  it('reads a national number in the network country', () => {
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

describe('phone countries', () => {
  it('finds the country of a stored number, none for a non-geographic one', () => {
    expect(phoneCountryOf('+380671234567')).toBe('UA');
    expect(phoneCountryOf('+447400123456')).toBe('GB');
    expect(phoneCountryOf('+971501234567')).toBe('AE');
    expect(phoneCountryOf('+80012345678')).toBeNull();
  });

  it("serves the network's country and the brand's listed extra ones, ignoring junk", () => {
    expect(smsCountries('UA', undefined)).toEqual(['UA']);
    expect(smsCountries('UA', ' pl, MD ,,xyz, 12,UA')).toEqual(['UA', 'PL', 'MD']);
    expect(smsCountries('AE', true)).toEqual(['AE']);
  });

  it('names a country in English', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('UA')).toBe('Ukraine');
  });
});
