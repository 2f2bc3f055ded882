/**
 * The phone rule of both sides (issue 17, item 1): what a person types in the brand's country is
 * read into E.164, and a number is taken only when it is a valid number of one of the brand's
 * countries (its network's, and those of the brand env SMS_EXTRA_COUNTRIES). "671234567" typed
 * in Ukraine is +380671234567, never "+671234567", which no courier can call.
 *
 * Metadata: libphonenumber-js's `min` set (every country's number patterns and lengths, no
 * number types). The storefront ships it to browsers, so only the pages where numbers are typed
 * load this file (checkout, cart, sign-in: 29 KB gzipped with its code); numbers are shown with
 * `phone-display.ts`, which needs no metadata. Every country is kept because a brand's countries
 * are its run-time settings. The API's sign-in adds the `max` set's mobile check on top.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { phonePlanOf } from './phone-display';

/**
 * The countries whose numbers a brand takes, its network's first: the brand env
 * `SMS_EXTRA_COUNTRIES` ("PL, MD") adds more. Anywhere else is refused (for sign-in codes,
 * premium numbers abroad are how SMS-pumping fraud bills a brand).
 */
export function brandPhoneCountries(networkCountry: string, extra: unknown): string[] {
  const listed = typeof extra === 'string' ? extra.split(',').map((c) => c.trim().toUpperCase()) : [];
  return [...new Set([networkCountry.toUpperCase(), ...listed.filter((c) => /^[A-Z]{2}$/.test(c))])];
}

export interface ParsedPhone {
  /** "+380671234567" */
  e164: string;
  /** "UA"; null for a non-geographic number (+800, +882…) */
  country: string | null;
}

/** What a person may type for a phone: digits, a leading plus, spaces, brackets, dots, dashes. */
const TYPED_PHONE = /^[+\d\s().\-/]{5,40}$/;

/**
 * Any spelling of a valid number as a person in `homeCountry` types it: "671234567",
 * "067 123 45 67", "+38 (067) 123-45-67", "380671234567", "00380671234567", "80671234567"
 * (Ukraine's old long-distance "8"), or another country's number with its "+" or "00". Null
 * when it is no valid number (of any country).
 */
export function parsePhone(typed: string, homeCountry: string): ParsedPhone | null {
  // pure, and read several times for one order (its checks, its stored spelling, promo limits):
  // kept, as libphonenumber's parse is not free
  const key = `${homeCountry}|${typed}`;
  let parsed = parsedPhones.get(key);
  if (parsed === undefined) {
    if (parsedPhones.size >= PARSED_MAX) parsedPhones.clear();
    parsedPhones.set(key, (parsed = readTyped(typed, homeCountry)));
  }
  return parsed && { ...parsed };
}

/** `parsePhone`'s answers by home country and what was typed; cleared whole when full. */
const parsedPhones = new Map<string, ParsedPhone | null>();
const PARSED_MAX = 10_000;

function readTyped(typed: string, homeCountry: string): ParsedPhone | null {
  const trimmed = typed.trim();
  if (!TYPED_PHONE.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  // no home country (''): only numbers with their calling code are read
  const home = (homeCountry.toUpperCase() || undefined) as CountryCode | undefined;
  const candidates = trimmed.startsWith('+') ? [`+${digits}`] : [digits, `+${digits}`];
  const { callingCode, trunkPrefix } = phonePlanOf(homeCountry);
  // "80 67…": the calling code's last digit before the trunk prefix, where the code ends with it
  if (!trimmed.startsWith('+') && trunkPrefix && callingCode.endsWith(trunkPrefix)) {
    const tail = callingCode.slice(-1 - trunkPrefix.length);
    if (digits.startsWith(tail)) candidates.push(`+${callingCode.slice(0, -tail.length)}${digits}`);
  }
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate, home);
    if (parsed?.isValid()) return { e164: parsed.number, country: parsed.country ?? null };
  }
  return null;
}

export type PhoneReading =
  | { ok: true; e164: string; country: string }
  | { ok: false; reason: 'INVALID'; country: null }
  | { ok: false; reason: 'COUNTRY_NOT_SERVED'; country: string | null };

/**
 * A typed phone read for a brand whose countries are `countries` (its network's first, where a
 * number typed without its calling code is read): E.164 when it is a valid number of one of
 * them; else why not.
 */
export function readPhone(typed: string, countries: readonly string[]): PhoneReading {
  const parsed = parsePhone(typed, countries[0] ?? '');
  if (!parsed) return { ok: false, reason: 'INVALID', country: null };
  if (parsed.country && countries.includes(parsed.country))
    return { ok: true, e164: parsed.e164, country: parsed.country };
  return { ok: false, reason: 'COUNTRY_NOT_SERVED', country: parsed.country };
}

/** The E.164 number of a typed phone of the brand's countries, or null. */
export function servedPhone(typed: string, countries: readonly string[]): string | null {
  const reading = readPhone(typed, countries);
  return reading.ok ? reading.e164 : null;
}

/** The country a stored (E.164) number belongs to; null for a non-geographic or invalid one. */
export function phoneCountryOf(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}
