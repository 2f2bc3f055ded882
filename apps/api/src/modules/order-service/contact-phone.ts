/**
 * An order's phones: the contact's and a friend's. The contract only asks for digits with a
 * leading plus, which "+671234567" (a Ukrainian number typed without its code) passes, and no
 * courier can call it. So each is read by the phone rule of both sides (`@food/domain/phone`)
 * and must be a valid number of the brand's countries (its network's and the brand env
 * `SMS_EXTRA_COUNTRIES`, as for sign-in), else the calculation and the order are a 400 naming
 * the field (issue 17, item 1). Stored in E.164, one spelling per number ("+3800671234567" with
 * the national 0 is "+380671234567"), so a guest cannot get a second welcome discount by
 * spelling their number another way.
 */
import type { TCheckoutRequest } from '@food/contracts';
import { brandPhoneCountries, parsePhone, readPhone } from '@food/domain/phone';
import { AppError } from '../../lib/errors.js';
import type { Tenant } from '../../lib/tenant.js';
import { countryName } from '../auth/index.js';

/** The stored spelling of a phone (E.164); one the rule cannot read is kept as sent. */
export function contactPhoneKey(phone: string): string {
  return parsePhone(phone, '')?.e164 ?? phone.trim();
}

/** The phones a customer is known by for this order, each once: the contact's and the account's. */
export function customerPhones(
  contactPhone: string | null | undefined,
  accountPhone: string | null | undefined,
) {
  const phones = [contactPhone, accountPhone].filter((p): p is string => Boolean(p)).map(contactPhoneKey);
  return [...new Set(phones)];
}

/** 400 INVALID_PHONE or PHONE_COUNTRY_NOT_SERVED for the first phone of the request that is not one of the brand's. */
export function refuseUnservedPhones(body: TCheckoutRequest, tenant: Tenant): void {
  const countries = brandPhoneCountries(tenant.network.countryCode, tenant.brand.env.SMS_EXTRA_COUNTRIES);
  const phones: Array<[path: string, phone: string | null | undefined]> = [
    ['/customerPhone', body.customerPhone],
    ['/additionalInfo/friend/phone', body.additionalInfo.friend?.phone],
  ];
  for (const [path, phone] of phones) {
    if (!phone) continue;
    const reading = readPhone(phone, countries);
    if (reading.ok) continue;
    const detail = { in: 'body', path, country: reading.country, servedCountries: countries };
    // named only for a refusal (Intl's names are not free, and most phones pass)
    const served = countries.map(countryName).join(', ');
    if (reading.reason === 'INVALID') {
      const message = `${phone} is not a valid phone number (one of ${served}, with its country code)`;
      throw new AppError('INVALID_PHONE', `Invalid body: ${path} ${message}`, [{ ...detail, message }]);
    }
    const where = reading.country ? `a number of ${countryName(reading.country)}` : 'a number of no country';
    const message = `${phone} is ${where}; ${tenant.brand.name} takes numbers of ${served}`;
    throw new AppError('PHONE_COUNTRY_NOT_SERVED', `Invalid body: ${path} ${message}`, [
      { ...detail, message },
    ]);
  }
}
