import { describe, expect, it } from 'vitest';
import {
  NO_PAYMENT_TYPES,
  PAYMENT_KIND,
  brandPaymentTypes,
  isOnlinePayment,
  isPaymentTypeOffered,
  offeredPaymentTypes,
  paymentKindOf,
  paymentTypeRefusal,
  paymentTypeToSend,
  paymentTypesEnv,
  type PaymentType,
} from './payment';

describe('payment types (SPEC section 3)', () => {
  it('sends Google Pay, Binance Pay and Apple Pay as ONLINE, the others as they are', () => {
    expect(paymentTypeToSend('GOOGLE_PAY')).toBe('ONLINE');
    expect(paymentTypeToSend('BINANCE_PAY')).toBe('ONLINE');
    expect(paymentTypeToSend('APPLE_PAY')).toBe('ONLINE');
    expect(paymentTypeToSend('CARD')).toBe('CARD');
    expect(paymentTypeToSend('CASH')).toBe('CASH');
  });

  it('pays online with ONLINE and the wallets only', () => {
    expect(
      ['ONLINE', 'GOOGLE_PAY', 'BINANCE_PAY', 'APPLE_PAY'].every((t) => isOnlinePayment(t as 'ONLINE')),
    ).toBe(true);
    expect(isOnlinePayment('CARD')).toBe(false);
    expect(isOnlinePayment('CASH')).toBe(false);
  });
});

describe("a brand's payment types (env PAYMENT_TYPES)", () => {
  it('reads the list in the brand’s order, any case, each once, unknown names skipped', () => {
    expect(brandPaymentTypes({ PAYMENT_TYPES: 'ONLINE, google_pay,CARD,CASH,CRYPTO,CARD' })).toEqual([
      'ONLINE',
      'GOOGLE_PAY',
      'CARD',
      'CASH',
    ]);
  });

  it('takes ONLINE when the brand names none it knows', () => {
    expect(brandPaymentTypes({})).toEqual(['ONLINE']);
    expect(brandPaymentTypes({ PAYMENT_TYPES: 'CRYPTO' })).toEqual(['ONLINE']);
  });

  it('takes ONLINE from a brand listing only wallets (a wallet arrives as ONLINE), a wallet only when listed', () => {
    expect(isPaymentTypeOffered('ONLINE', ['APPLE_PAY', 'CASH'])).toBe(true);
    expect(isPaymentTypeOffered('ONLINE', ['CARD', 'CASH'])).toBe(false);
    expect(isPaymentTypeOffered('GOOGLE_PAY', ['ONLINE'])).toBe(false);
    expect(isPaymentTypeOffered('CASH', ['CASH'])).toBe(true);
  });
});

describe('what a brand offers with its payment provider (issue 21: payments per brand)', () => {
  const checkout = { wallets: new Set<PaymentType>(['GOOGLE_PAY', 'APPLE_PAY']) };
  const listed = brandPaymentTypes({ PAYMENT_TYPES: 'ONLINE,APPLE_PAY,BINANCE_PAY,CARD,CASH' });

  it('keeps online payment and the wallets its provider’s page shows, in the brand’s order', () => {
    expect(offeredPaymentTypes(listed, checkout)).toEqual(['ONLINE', 'APPLE_PAY', 'CARD', 'CASH']);
  });

  it('offers no online payment, wallets included, without a provider', () => {
    expect(offeredPaymentTypes(listed, null)).toEqual(['CARD', 'CASH']);
    // a brand that lists no type is an online-only brand: without a provider it offers nothing
    expect(offeredPaymentTypes(brandPaymentTypes({}), null)).toEqual([]);
  });

  it('tells "nothing offered" from "none listed" in the env the config answers', () => {
    expect(paymentTypesEnv([])).toBe(NO_PAYMENT_TYPES);
    expect(brandPaymentTypes({ PAYMENT_TYPES: paymentTypesEnv([]) })).toEqual([]);
    expect(brandPaymentTypes({ PAYMENT_TYPES: paymentTypesEnv(['CARD', 'CASH']) })).toEqual(['CARD', 'CASH']);
    // none listed is still ONLINE (the checkout's default payment)
    expect(brandPaymentTypes({ PAYMENT_TYPES: '' })).toEqual(['ONLINE']);
  });

  it('says why a type is refused: no provider for listed online payment, else not offered', () => {
    expect(paymentTypeRefusal('ONLINE', ['ONLINE'], null)).toBe('NO_PROVIDER');
    expect(paymentTypeRefusal('GOOGLE_PAY', ['GOOGLE_PAY', 'CASH'], null)).toBe('NO_PROVIDER');
    // the storefront sends a wallet as ONLINE
    expect(paymentTypeRefusal('ONLINE', ['APPLE_PAY', 'CASH'], null)).toBe('NO_PROVIDER');
    expect(paymentTypeRefusal('ONLINE', ['CARD', 'CASH'], null)).toBe('NOT_OFFERED');
    expect(paymentTypeRefusal('BINANCE_PAY', listed, checkout)).toBe('NOT_OFFERED');
    expect(paymentTypeRefusal('CASH', ['ONLINE'], checkout)).toBe('NOT_OFFERED');
    expect(paymentTypeRefusal('ONLINE', ['ONLINE'], checkout)).toBeNull();
    expect(paymentTypeRefusal('CASH', ['ONLINE', 'CASH'], null)).toBeNull();
  });
});

describe('payment kinds (SPEC section 3: cash 0, card 1, credit 2, promo 3, online 4)', () => {
  it('is online for ONLINE and the wallets, card and cash as chosen', () => {
    expect(paymentKindOf('APPLE_PAY', 35_000)).toBe(PAYMENT_KIND.ONLINE);
    expect(paymentKindOf('ONLINE', 35_000)).toBe(4);
    expect(paymentKindOf('CARD', 35_000)).toBe(1);
    expect(paymentKindOf('CASH', 35_000)).toBe(0);
  });

  it('is promo when nothing is left to pay, however it was to be paid', () => {
    expect(paymentKindOf('ONLINE', 0)).toBe(3);
    expect(paymentKindOf('CASH', 0)).toBe(PAYMENT_KIND.PROMO);
  });
});
