import { describe, expect, it } from 'vitest';
import { listedPaymentTypes, paymentOf, refuseUnofferedPayment, typesTakenBy } from './payment-types.js';
import type { Wallet } from './provider.js';

const checkout = { wallets: new Set<Wallet>(['GOOGLE_PAY', 'APPLE_PAY']) };

describe('listedPaymentTypes', () => {
  it("reads the brand's list in its order, trimmed, upper-cased, without unknown names or repeats", () => {
    expect(listedPaymentTypes({ PAYMENT_TYPES: 'ONLINE, google_pay,CARD,CASH,CRYPTO,CARD' })).toEqual([
      'ONLINE',
      'GOOGLE_PAY',
      'CARD',
      'CASH',
    ]);
  });

  it('is ONLINE when the brand names no known type', () => {
    expect(listedPaymentTypes({})).toEqual(['ONLINE']);
    expect(listedPaymentTypes({ PAYMENT_TYPES: '' })).toEqual(['ONLINE']);
    expect(listedPaymentTypes({ PAYMENT_TYPES: 'CRYPTO' })).toEqual(['ONLINE']);
  });
});

describe('refuseUnofferedPayment', () => {
  it('refuses a type the brand does not offer with 422 PAYMENT_TYPE_NOT_AVAILABLE naming the offered types', () => {
    const listed = listedPaymentTypes({ PAYMENT_TYPES: 'ONLINE,CASH' });
    expect(() => refuseUnofferedPayment('CASH', listed, checkout)).not.toThrow();
    expect(() => refuseUnofferedPayment('ONLINE', listed, checkout)).not.toThrow();
    expect(() => refuseUnofferedPayment('BINANCE_PAY', listed, checkout)).toThrow(
      expect.objectContaining({
        code: 'PAYMENT_TYPE_NOT_AVAILABLE',
        statusCode: 422,
        details: [{ paymentType: 'BINANCE_PAY', offered: ['ONLINE', 'CASH'] }],
      }),
    );
  });

  it('refuses online payment the brand lists but has no provider for with 422 ONLINE_PAYMENT_NOT_AVAILABLE', () => {
    const cases = [
      [{}, 'ONLINE'],
      [{ PAYMENT_TYPES: 'ONLINE' }, 'ONLINE'],
      [{ PAYMENT_TYPES: 'GOOGLE_PAY,CASH' }, 'GOOGLE_PAY'],
      [{ PAYMENT_TYPES: 'GOOGLE_PAY,CASH' }, 'ONLINE'],
    ] as const;
    for (const [env, type] of cases)
      expect(() => refuseUnofferedPayment(type, listedPaymentTypes(env), null)).toThrow(
        expect.objectContaining({ code: 'ONLINE_PAYMENT_NOT_AVAILABLE', statusCode: 422 }),
      );
    // an online-only brand offers nothing then, and says so
    expect(() => refuseUnofferedPayment('ONLINE', ['ONLINE'], null)).toThrow(
      expect.objectContaining({ details: [{ paymentType: 'ONLINE', offered: [] }] }),
    );
    // a type the brand never listed is still "not offered", provider or not
    expect(() => refuseUnofferedPayment('ONLINE', ['CARD', 'CASH'], null)).toThrow(
      expect.objectContaining({ code: 'PAYMENT_TYPE_NOT_AVAILABLE' }),
    );
    expect(() => refuseUnofferedPayment('CASH', ['ONLINE', 'CASH'], null)).not.toThrow();
  });
});

describe('typesTakenBy', () => {
  const listed = listedPaymentTypes({ PAYMENT_TYPES: 'ONLINE,APPLE_PAY,GOOGLE_PAY,BINANCE_PAY,CARD,CASH' });

  it('keeps the wallets the provider’s page shows and drops Binance Pay, which none here takes', () => {
    expect(typesTakenBy(listed, checkout)).toEqual(['ONLINE', 'APPLE_PAY', 'GOOGLE_PAY', 'CARD', 'CASH']);
  });

  it('offers only payment on receipt when the brand has no provider here', () => {
    expect(typesTakenBy(listed, null)).toEqual(['CARD', 'CASH']);
    expect(typesTakenBy(['ONLINE'], null)).toEqual([]);
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
