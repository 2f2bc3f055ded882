/**
 * The rules of a customer's erasure (pure, unit-tested; care/README.md "Personal data"): which
 * parts of an order's delivery and extra information name or reach the person, how the freed
 * phone is marked, and whether the typed confirmation is the customer's number.
 */
import { parsePhone } from '@food/domain/phone';

const ERASED_PREFIX = 'erased:';

/** What an erased account's phone becomes: no number, unique, so the real number can sign up anew. */
export function erasedPhone(customerId: string): string {
  return `${ERASED_PREFIX}${customerId}`;
}

export function isErasedPhone(phone: string): boolean {
  return phone.startsWith(ERASED_PREFIX);
}

/** the delivery fields kept: how and when it went, the city and the zone (for the books), no address */
const DELIVERY_KEPT = ['type', 'timeIndication', 'expectedAt', 'city', 'zoneId', 'isPrivateHouse'] as const;

export function anonymisedDelivery(delivery: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of DELIVERY_KEPT) if (key in delivery) kept[key] = delivery[key];
  return kept;
}

/** the extra information without the recipient (a friend's name and phone) */
export function anonymisedAdditionalInfo(info: Record<string, unknown>): Record<string, unknown> {
  return { ...info, friend: null };
}

/**
 * Whether `typed` is the customer's number: any spelling the domain's phone rule reads in the
 * network's country, or its digits exactly.
 */
export function confirmsPhone(typed: string, phone: string, country: string): boolean {
  const digits = (s: string) => s.replace(/\D/g, '');
  if (isErasedPhone(phone) || digits(typed) === '') return false;
  return parsePhone(typed, country)?.e164 === phone || digits(typed) === digits(phone);
}
