import { describe, expect, it } from 'vitest';
import {
  isPaymentTypeOffered,
  offeredPaymentTypes,
  paymentOf,
  refuseUnofferedPayment,
  typesTakenBy,
} from './payment-types.js';
import type { Wallet } from './provider.js';

describe('offeredPaymentTypes', () => {
  it("reads the brand's list in its order, trimmed, upper-cased, without unknown names or repeats", () => {
    expect(offeredPaymentTypes({ PAYMENT_TYPES: 'ONLINE, google_pay,CARD,CASH,CRYPTO,CARD' })).toEqual([
      'ONLINE',
      'GOOGLE_PAY',
      'CARD',
      'CASH',
    ]);
  });

  it('is ONLINE when the brand names no known type', () => {
    expect(offeredPaymentTypes({})).toEqual(['ONLINE']);
    expect(offeredPaymentTypes({ PAYMENT_TYPES: '' })).toEqual(['ONLINE']);
    expect(offeredPaymentTypes({ PAYMENT_TYPES: 'CRYPTO' })).toEqual(['ONLINE']);
  });
});

describe('isPaymentTypeOffered', () => {
  const smUa = offeredPaymentTypes({ PAYMENT_TYPES: 'ONLINE,GOOGLE_PAY,APPLE_PAY,CARD,CASH' });

  it('takes a listed type and refuses one the brand does not list', () => {
    expect(isPaymentTypeOffered('CASH', smUa)).toBe(true);
    expect(isPaymentTypeOffered('APPLE_PAY', smUa)).toBe(true);
    expect(isPaymentTypeOffered('BINANCE_PAY', smUa)).toBe(false);
    expect(isPaymentTypeOffered('CASH', ['ONLINE', 'CARD'])).toBe(false);
  });

  it('takes ONLINE from a brand that lists only wallets (the storefront sends a wallet as ONLINE)', () => {
    expect(isPaymentTypeOffered('ONLINE', ['GOOGLE_PAY', 'CASH'])).toBe(true);
    expect(isPaymentTypeOffered('ONLINE', ['CARD', 'CASH'])).toBe(false);
  });
});

describe('refuseUnofferedPayment', () => {
  it('refuses with 422 PAYMENT_TYPE_NOT_AVAILABLE naming the offered types', () => {
    const offered = offeredPaymentTypes({ PAYMENT_TYPES: 'ONLINE,CASH' });
    expect(() => refuseUnofferedPayment('CASH', offered)).not.toThrow();
    expect(() => refuseUnofferedPayment('BINANCE_PAY', offered)).toThrow(
      expect.objectContaining({
        code: 'PAYMENT_TYPE_NOT_AVAILABLE',
        statusCode: 422,
        details: [{ paymentType: 'BINANCE_PAY', offered: ['ONLINE', 'CASH'] }],
      }),
    );
  });
});

describe('typesTakenBy', () => {
  const listed = offeredPaymentTypes({ PAYMENT_TYPES: 'ONLINE,APPLE_PAY,GOOGLE_PAY,BINANCE_PAY,CARD,CASH' });
  const checkout = { wallets: new Set<Wallet>(['GOOGLE_PAY', 'APPLE_PAY']) };

  it('keeps the wallets the provider’s page shows and drops Binance Pay, which none here takes', () => {
    expect(typesTakenBy(listed, checkout)).toEqual(['ONLINE', 'APPLE_PAY', 'GOOGLE_PAY', 'CARD', 'CASH']);
  });

  it('offers only payment on receipt when the brand has no provider here', () => {
    expect(typesTakenBy(listed, null)).toEqual(['CARD', 'CASH']);
    // a brand that listed only wallets then takes no online order either
    const walletsOnly = typesTakenBy(['GOOGLE_PAY', 'CASH'], null);
    expect(isPaymentTypeOffered('ONLINE', walletsOnly)).toBe(false);
  });

  it('drops a wallet a provider cannot take, so ONLINE alone stays', () => {
    expect(typesTakenBy(['ONLINE', 'APPLE_PAY'], { wallets: new Set<Wallet>() })).toEqual(['ONLINE']);
  });
});

describe('paymentOf', () => {
  it('sends wallets as ONLINE and numbers the payment kinds (SPEC section 3)', () => {
    expect(paymentOf('APPLE_PAY', 100)).toEqual({
      paymentType: 'ONLINE',
      paymentKind: 4,
      isOnline: true,
      needsPayment: true,
    });
    expect(paymentOf('GOOGLE_PAY', 100).paymentType).toBe('ONLINE');
    expect(paymentOf('BINANCE_PAY', 100).paymentKind).toBe(4);
    expect(paymentOf('CASH', 100)).toMatchObject({
      paymentType: 'CASH',
      paymentKind: 0,
      needsPayment: false,
    });
    expect(paymentOf('CARD', 100)).toMatchObject({ paymentType: 'CARD', paymentKind: 1 });
    expect(paymentOf('ONLINE', 0)).toMatchObject({ paymentKind: 3, needsPayment: false });
  });
});
