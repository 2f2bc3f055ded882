/**
 * Sign-in's phone rule: the one of both sides (`@food/domain/phone`, README.md beside this file),
 * and one thing more that only a text message needs: the number must be able to receive it.
 */
import { parsePhone } from '@food/domain/phone';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * SPEC section 5: non-digits are stripped and the number is sent with a leading plus. The API
 * accepts any spelling ("067 123 45 67", "+38 (067) 123-45-67", "00380671234567",
 * "380671234567") and stores E.164. A national number is read in the network's country. Only
 * numbers that can receive a text (mobile, or a plan that does not tell) are accepted: the `max`
 * metadata knows number types, which the storefront's `min` set leaves out.
 */
export function normalizePhone(raw: string, countryCode: string): string | null {
  const parsed = parsePhone(raw, countryCode);
  if (!parsed) return null;
  const type = parsePhoneNumberFromString(parsed.e164)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' || type === undefined ? parsed.e164 : null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "United Kingdom" for GB; the code itself when the name is not known. */
export const countryName = (code: string) => regionNames.of(code) ?? code;
