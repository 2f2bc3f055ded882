/**
 * An order's contact phone as stored and as promo code limits look it up (issue 16). The contract
 * only asks for digits with a leading plus, so one number has several spellings ("+3800671234567"
 * with the national 0 is "+380671234567"): stored in E.164, a guest cannot get a second welcome
 * discount by spelling their number another way. A number the library cannot read is kept as sent.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export function contactPhoneKey(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed?.isValid() ? parsed.number : phone.trim();
}

/** The phones a customer is known by for this order, each once: the contact's and the account's. */
export function customerPhones(
  contactPhone: string | null | undefined,
  accountPhone: string | null | undefined,
) {
  const phones = [contactPhone, accountPhone].filter((p): p is string => Boolean(p)).map(contactPhoneKey);
  return [...new Set(phones)];
}
