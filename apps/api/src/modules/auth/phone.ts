import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * SPEC section 5: non-digits are stripped and the number is sent with a leading plus. The API
 * accepts any spelling ("067 123 45 67", "+38 (067) 123-45-67", "00380671234567",
 * "380671234567") and stores E.164. A national number is read in the network's country. Only
 * numbers that can receive a text (mobile, or a plan that does not tell) are accepted.
 */
export function normalizePhone(raw: string, countryCode: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+\d\s().-]{5,40}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const candidates = trimmed.startsWith('+') ? [`+${digits}`] : [digits, `+${digits}`];
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate, countryCode as CountryCode);
    if (!parsed?.isValid()) continue;
    const type = parsed.getType();
    if (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' || type === undefined) return parsed.number;
  }
  return null;
}

/** The country a stored (E.164) number belongs to; null for a non-geographic one (+800, +882…). */
export function phoneCountryOf(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

/**
 * The countries a brand texts codes to: its network's, and those of the brand env
 * `SMS_EXTRA_COUNTRIES` ("PL, MD"). Anywhere else is refused: premium numbers abroad are how
 * SMS-pumping fraud bills a brand.
 */
export function smsCountries(networkCountry: string, extra: unknown): string[] {
  const listed = typeof extra === 'string' ? extra.split(',').map((c) => c.trim().toUpperCase()) : [];
  return [...new Set([networkCountry.toUpperCase(), ...listed.filter((c) => /^[A-Z]{2}$/.test(c))])];
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "United Kingdom" for GB; the code itself when the name is not known. */
export const countryName = (code: string) => regionNames.of(code) ?? code;
