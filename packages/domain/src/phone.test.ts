import { describe, expect, it } from 'vitest';
import { brandPhoneCountries, parsePhone, phoneCountryOf, readPhone, servedPhone } from './phone';

describe('reading a typed phone (issue 17, item 1)', () => {
  it.each([
    '671234567',
    '0671234567',
    '067 123 45 67',
    '(067) 123-45-67',
    '+38 (067) 123-45-67',
    '380671234567',
    '+380671234567',
    '00380671234567',
    '0038 067 123 4567',
    '80671234567',
    '8 067 123 45 67',
    '  +380671234567  ',
  ])('reads %j typed in Ukraine as +380671234567', (typed) => {
    expect(servedPhone(typed, ['UA'])).toBe('+380671234567');
  });

  it.each(['501234567', '0501234567', '050 123 4567', '971501234567', '+971 50 123 4567', '00971501234567'])(
    'reads %j typed in the Emirates as +971501234567',
    (typed) => {
      expect(servedPhone(typed, ['AE'])).toBe('+971501234567');
    },
  );

  it('never makes a national number international by prefixing a plus', () => {
    // the bug: "671234567" was sent as "+671234567", no number anywhere
    expect(readPhone('+671234567', ['UA'])).toEqual({ ok: false, reason: 'INVALID', country: null });
    expect(servedPhone('671234567', ['UA'])).not.toBe('+671234567');
  });

  it.each([
    '',
    '12',
    'abc',
    '+380 67 123',
    '+380671234567890',
    '67 123 45 6',
    '12 345 67 89',
    '067-123-45-67; drop table',
  ])('refuses %j as no valid number', (typed) => {
    expect(readPhone(typed, ['UA'])).toMatchObject({ ok: false, reason: 'INVALID' });
  });

  it("refuses a valid number of a country the brand does not serve, naming the number's country", () => {
    expect(readPhone('+48 512 345 678', ['UA'])).toEqual({
      ok: false,
      reason: 'COUNTRY_NOT_SERVED',
      country: 'PL',
    });
    expect(readPhone('+971501234567', ['UA'])).toMatchObject({ reason: 'COUNTRY_NOT_SERVED', country: 'AE' });
    expect(readPhone('+80012345678', ['UA'])).toMatchObject({ reason: 'COUNTRY_NOT_SERVED', country: null });
  });

  it("takes another of the brand's countries with its calling code, and reads national input at home", () => {
    const countries = brandPhoneCountries('UA', 'PL');
    expect(readPhone('+48 512 345 678', countries)).toEqual({
      ok: true,
      e164: '+48512345678',
      country: 'PL',
    });
    expect(servedPhone('0048512345678', countries)).toBe('+48512345678');
    expect(servedPhone('067 123 45 67', countries)).toBe('+380671234567');
  });

  it('reads one number in any spelling as the same E.164 (the national 0 after the code too)', () => {
    expect(parsePhone('+3800671234567', 'UA')).toEqual({ e164: '+380671234567', country: 'UA' });
    expect(parsePhone('+380 44 333 27 27', 'AE')).toEqual({ e164: '+380443332727', country: 'UA' });
  });

  it('reads a number again the same, whatever a caller did with the first answer (readings are kept)', () => {
    const first = parsePhone('067 123 45 67', 'UA')!;
    first.e164 = '+1';
    expect(parsePhone('067 123 45 67', 'UA')).toEqual({ e164: '+380671234567', country: 'UA' });
    // the home country is part of what is kept: typed without a code, no home reads nothing
    expect(parsePhone('067 123 45 67', '')).toBeNull();
  });
});

describe("a brand's phone countries", () => {
  it("serves the network's country first and the brand's listed extra ones, ignoring junk", () => {
    expect(brandPhoneCountries('UA', undefined)).toEqual(['UA']);
    expect(brandPhoneCountries('ua', ' pl, MD ,,xyz, 12,UA')).toEqual(['UA', 'PL', 'MD']);
    expect(brandPhoneCountries('AE', true)).toEqual(['AE']);
  });

  it('finds the country of a stored number, none for a non-geographic one', () => {
    expect(phoneCountryOf('+380671234567')).toBe('UA');
    expect(phoneCountryOf('+447400123456')).toBe('GB');
    expect(phoneCountryOf('+971501234567')).toBe('AE');
    expect(phoneCountryOf('+80012345678')).toBeNull();
  });
});
