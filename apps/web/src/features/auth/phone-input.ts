/**
 * The sign-in phone field. The customer types the national part after a fixed "+380" (or
 * "+971"...) prefix in any spelling — "067 123 45 67", "0671234567", "+38 (067) 123-45-67",
 * a pasted "380671234567" — and sees it grouped as people read it. SPEC section 5: what is
 * sent is the digits with a leading plus. Pure, so it is tested.
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

/** The national digits of whatever was typed or pasted, at most the plan's length. */
export function nationalDigits(typed: string, plan: PhonePlan): string {
  let digits = typed.replace(/\D/g, '');
  const code = plan.callingCode;
  if (code) {
    // a pasted international number: "+380 67...", "00380 67...", "380 67...", and the common
    // Ukrainian "80 67..." (the calling code's last digits before the trunk prefix)
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

export function isCompleteNational(national: string, plan: PhonePlan): boolean {
  return plan.callingCode ? national.length === plan.nationalLength : national.length >= 8;
}

/** SPEC section 5: non-digits stripped, sent with a leading plus. */
export const recipientOf = (national: string, plan: PhonePlan) =>
  `+${plan.callingCode}${national.replace(/\D/g, '')}`;

/** The prefix shown before the field: "+380"; none for an unknown country. */
export const prefixOf = (plan: PhonePlan) => (plan.callingCode ? `+${plan.callingCode}` : '+');
