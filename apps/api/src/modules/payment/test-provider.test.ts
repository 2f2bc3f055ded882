import { describe, expect, it } from 'vitest';
import { TestPaymentProvider, decideTestCard } from './test-provider.js';

const provider = new TestPaymentProvider('a-secret-of-the-test-bank', 'http://api.test');
const payload = {
  paymentId: '7f0c2a52-4d7e-4a55-9f0e-2f6a1d1c0b11',
  status: 'PAID' as const,
  amount: 40850,
  currencyCode: 'UAH',
  transactionId: 'tx-1',
  reason: null,
};

describe('the test payment provider', () => {
  it('pays with 4242… and declines 4000…0002 and any other card', () => {
    expect(decideTestCard('4242 4242 4242 4242')).toEqual({ status: 'PAID', reason: null });
    expect(decideTestCard('4000-0000-0000-0002')).toEqual({ status: 'FAILED', reason: 'Card declined' });
    expect(decideTestCard('5555 5555 5555 4444').status).toBe('FAILED');
    expect(decideTestCard('').status).toBe('FAILED');
  });

  it('sends the customer to its hosted page', () => {
    expect(
      provider.checkoutUrl({
        ...payload,
        orderId: 'o',
        localId: 1,
        description: '',
        returnUrl: '',
        callbackUrl: '',
        language: 'uk',
      }),
    ).toBe('http://api.test/payment/v1/test/checkout/7f0c2a52-4d7e-4a55-9f0e-2f6a1d1c0b11');
  });

  it('reads its own signed callback', () => {
    expect(provider.readCallback(provider.callbackFor(payload))).toEqual({
      paymentId: payload.paymentId,
      status: 'PAID',
      providerPaymentId: 'tx-1',
      amount: 40850,
      currencyCode: 'UAH',
      reason: null,
    });
  });

  it('refuses a callback signed with another secret, altered, or unsigned', () => {
    const forged = new TestPaymentProvider('someone else', 'http://api.test').callbackFor(payload);
    expect(provider.readCallback(forged)).toBeNull();
    const genuine = provider.callbackFor({ ...payload, status: 'FAILED' });
    const altered = provider.callbackFor(payload).data;
    expect(provider.readCallback({ data: altered, signature: genuine.signature })).toBeNull();
    expect(provider.readCallback({ data: genuine.data, signature: '' })).toBeNull();
  });
});
