/**
 * How phone numbers look, with no phone library (the header, footer and account pages show
 * numbers on every page; `phone.ts` with its metadata loads only where numbers are typed).
 * A country with a plan is typed as its national part after a fixed "+380" / "+971" prefix,
 * in any spelling, and read back grouped as people there write it.
 */
export interface PhonePlan {
  /** the country calling code without "+", empty when unknown (then the whole number is typed) */
  callingCode: string;
  /** digits after the calling code */
  nationalLength: number;
  /** how the national part is grouped for reading */
  groups: readonly number[];
  /** the national trunk prefix people type first at home ("0" in 067...) */
  trunkPrefix: string;
}

export const PHONE_PLANS: Readonly<Record<string, PhonePlan>> = {
  UA: { callingCode: '380', nationalLength: 9, groups: [2, 3, 2, 2], trunkPrefix: '0' },
  AE: { callingCode: '971', nationalLength: 9, groups: [2, 3, 4], trunkPrefix: '0' },
};

/** A country without a plan: the full international number, 8 to 15 digits (E.164). */
const INTERNATIONAL: PhonePlan = {
  callingCode: '',
  nationalLength: 15,
  groups: [3, 3, 3, 3, 3],
  trunkPrefix: '',
};

export const phonePlanOf = (countryCode: string | null | undefined): PhonePlan =>
  (countryCode && PHONE_PLANS[countryCode.toUpperCase()]) || INTERNATIONAL;

/**
 * The national digits of whatever was typed or pasted, at most the plan's length: "+380 67...",
 * "00380 67...", "380 67...", "067...", and the common Ukrainian "80 67..." (the calling code's
 * last digits before the trunk prefix).
 */
export function nationalDigits(typed: string, plan: PhonePlan): string {
  let digits = typed.replace(/\D/g, '');
  const code = plan.callingCode;
  if (code) {
    if (digits.startsWith(`00${code}`)) digits = digits.slice(code.length + 2);
    else if (digits.startsWith(code) && digits.length > plan.nationalLength)
      digits = digits.slice(code.length);
    else if (plan.trunkPrefix && digits.length > plan.nationalLength + plan.trunkPrefix.length) {
      const head = digits.slice(0, digits.length - plan.nationalLength - plan.trunkPrefix.length);
      const rest = digits.slice(head.length);
      const beforeTrunk = code.endsWith(plan.trunkPrefix) ? code.slice(0, -plan.trunkPrefix.length) : code;
      if (beforeTrunk.endsWith(head) && rest.startsWith(plan.trunkPrefix)) digits = rest;
    }
    if (plan.trunkPrefix && digits.startsWith(plan.trunkPrefix))
      digits = digits.slice(plan.trunkPrefix.length);
  }
  return digits.slice(0, plan.nationalLength);
}

/** "671234567" → "67 123 45 67"; a partial number is grouped as far as it goes. */
export function formatNational(national: string, plan: PhonePlan): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of plan.groups) {
    if (at >= national.length) break;
    parts.push(national.slice(at, at + size));
    at += size;
  }
  if (at < national.length) parts.push(national.slice(at));
  return parts.join(' ');
}

/** SPEC section 5: non-digits stripped, sent with a leading plus. */
export const recipientOf = (national: string, plan: PhonePlan) =>
  `+${plan.callingCode}${national.replace(/\D/g, '')}`;

/** The prefix shown before the field: "+380"; only "+" for a country without a plan. */
export const prefixOf = (plan: PhonePlan) => (plan.callingCode ? `+${plan.callingCode}` : '+');

/**
 * What a phone field keeps of what was typed in a country with this plan: the national digits,
 * or, for a number typed with a "+" and another country's calling code ("+48 512..."), "+" and
 * its digits (a brand may serve more countries than its own: `phone.ts` decides). A country
 * without a plan keeps the whole international number.
 */
export function phoneFieldValue(typed: string, plan: PhonePlan): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!plan.callingCode) return digits || trimmed.startsWith('+') ? `+${digits.slice(0, 15)}` : '';

  // "00" is the international prefix where these plans are used: no national number starts so
  const international = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  // "+3" may become "+380": only a code that cannot be this country's leaves the national reading
  const isOtherCountry =
    international !== null && !plan.callingCode.startsWith(international.slice(0, plan.callingCode.length));
  if (international === '' || isOtherCountry) return `+${(international ?? '').slice(0, 15)}`;
  return nationalDigits(international === null ? typed : `+${international}`, plan);
}

/**
 * What a phone field shows for a kept value: the country prefix before the box and the grouped
 * national part in it, or no prefix and the whole number with its "+".
 */
export function phoneFieldView(value: string, plan: PhonePlan): { prefix: string | null; text: string } {
  const kept = phoneFieldValue(value, plan);
  if (kept.startsWith('+')) return { prefix: null, text: `+${formatNational(kept.slice(1), INTERNATIONAL)}` };
  return { prefix: prefixOf(plan), text: formatNational(kept, plan) };
}

/**
 * Numbers shown the way people read them: "+380443332727" → "+38 044 333 27 27",
 * "+97145550199" → "+971 4 555 0199"; others as configured.
 */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const ua = /^380(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (ua) return `+38 0${ua[1]} ${ua[2]} ${ua[3]} ${ua[4]}`;
  const ae = /^971(\d{1,2})(\d{3})(\d{4})$/.exec(digits);
  if (ae) return `+971 ${ae[1]} ${ae[2]} ${ae[3]}`;
  return phone.trim();
}

/** The tel: link of a phone number: the digits with a leading plus. */
export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;
