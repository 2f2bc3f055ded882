import type { TCheckoutRequest } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import type { Tenant } from '../../lib/tenant.js';
import { contactPhoneKey, customerPhones, refuseUnservedPhones } from './contact-phone.js';

const tenant = (env: Record<string, unknown> = {}) =>
  ({ brand: { name: 'Sushi Moon', env }, network: { countryCode: 'UA' } }) as unknown as Tenant;
const body = (customerPhone: string | null, friendPhone?: string) =>
  ({
    customerPhone,
    additionalInfo: friendPhone ? { friend: { name: 'Іра', phone: friendPhone } } : {},
  }) as TCheckoutRequest;

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('contact phones', () => {
  it('stores one spelling per number (E.164)', () => {
    expect(contactPhoneKey('+380671234567')).toBe('+380671234567');
    // the national trunk 0 after the country code is the same line
    expect(contactPhoneKey('+3800671234567')).toBe('+380671234567');
    expect(contactPhoneKey('+971501234567')).toBe('+971501234567');
  });

  it('keeps a number it cannot read as sent', () => {
    expect(contactPhoneKey('+999123456789')).toBe('+999123456789');
  });

  it("lists the contact's and the account's phones, each once", () => {
    expect(customerPhones('+3800671234567', '+380671234567')).toEqual(['+380671234567']);
    expect(customerPhones('+380501112233', '+380671234567')).toEqual(['+380501112233', '+380671234567']);
    expect(customerPhones(null, undefined)).toEqual([]);
  });
});

describe("an order's phones are numbers of the brand's countries (issue 17, item 1)", () => {
  it("takes valid numbers of the network's country and of SMS_EXTRA_COUNTRIES", () => {
    expect(() => refuseUnservedPhones(body('+380671234567', '+380501112233'), tenant())).not.toThrow();
    expect(() => refuseUnservedPhones(body(null), tenant())).not.toThrow();
    expect(() =>
      refuseUnservedPhones(body('+48512345678'), tenant({ SMS_EXTRA_COUNTRIES: 'PL' })),
    ).not.toThrow();
  });

  it('refuses a national number sent with a plus, naming the field', () => {
    const err = refusal(() => refuseUnservedPhones(body('+671234567'), tenant()));
    expect(err.code).toBe('INVALID_PHONE');
    expect(err.statusCode).toBe(400);
    expect(err.message).toMatch(/^Invalid body: \/customerPhone \+671234567 is not a valid phone number/);
    expect(err.details).toMatchObject([{ in: 'body', path: '/customerPhone', servedCountries: ['UA'] }]);
  });

  it("refuses a friend's phone too, and a number of a country the brand does not serve", () => {
    const friend = refusal(() => refuseUnservedPhones(body('+380671234567', '+3805011'), tenant()));
    expect(friend.details).toMatchObject([{ path: '/additionalInfo/friend/phone' }]);
    const abroad = refusal(() => refuseUnservedPhones(body('+48512345678'), tenant()));
    expect(abroad.code).toBe('PHONE_COUNTRY_NOT_SERVED');
    expect(abroad.message).toContain('a number of Poland; Sushi Moon takes numbers of Ukraine');
    expect(abroad.details).toMatchObject([{ path: '/customerPhone', country: 'PL' }]);
  });
});
