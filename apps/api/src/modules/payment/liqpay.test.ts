import { describe, expect, it } from 'vitest';
import {
  LiqPayProvider,
  encodeLiqPayData,
  liqpaySignature,
  liqpayStatus,
  readRefundAnswer,
} from './liqpay.js';

/**
 * The worked example of LiqPay's documentation ("Forming data and signature",
 * liqpay.ua/documentation/en/data_signature): public key i00000000, private key
 * a4825234f4bae72a0be04eafe9e8e2bada209255.
 */
const DOCS_EXAMPLE = {
  privateKey: 'a4825234f4bae72a0be04eafe9e8e2bada209255',
  json: '{"public_key":"i00000000","version":"3","action":"pay","amount":"3","currency":"UAH","description":"test","order_id":"000001"}',
  data: 'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6IjMiLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIzIiwiY3VycmVuY3kiOiJVQUgiLCJkZXNjcmlwdGlvbiI6InRlc3QiLCJvcmRlcl9pZCI6IjAwMDAwMSJ9',
  signature: 'wR+UZDC4jjeL/qUOvIsofIWpZh8=',
};

/**
 * Pairs published by LiqPay in its own SDK's tests (liqpay/sdk-java, LiqPayTest.java:
 * testCnbSignature, testGenerateData, testCreateSignature), made with the private key
 * "privateKey": if our signature matches theirs, LiqPay will accept ours.
 */
const DOCUMENTED = [
  {
    data: 'eyJhbW91bnQiOiIxLjUiLCJkZXNjcmlwdGlvbiI6IkRlc2NyaXB0aW9uIiwibGFuZ3VhZ2UiOiJlbyIsInB1YmxpY19rZXkiOiJwdWJsaWNLZXkiLCJ2ZXJzaW9uIjoiMyIsImN1cnJlbmN5IjoiVVNEIn0=',
    signature: 'DEggXkxcCsuZFwt/R4+zDekMPZ4=',
  },
  {
    data: 'eyJhbW91bnQiOiIyMDAiLCJlbWFpbCI6ImNsaWVudC1lbWFpbEBnbWFpbC5jb20iLCJnb29kcyI6Ilt7YW1vdW50OiAxMDAsIGNvdW50OiAyLCB1bml0OiAndW4uJywgbmFtZTogJ3Bob25lJ31dIiwicHVibGljX2tleSI6InB1YmxpY0tleSIsIm9yZGVyX2lkIjoib3JkZXJfaWRfMSIsInZlcnNpb24iOiIzIiwiY3VycmVuY3kiOiJVU0QifQ==',
    signature: 'qU/Ms2zhS43H8VISlHeHgCOdjJc=',
  },
  // testCreateSignature: base64 of {"field":"value"}
  { data: 'eyJmaWVsZCI6InZhbHVlIn0=', signature: 'd3dP/5qWQFlZgFR53eAwqJ+xIOQ=' },
];

const keys = {
  publicKey: 'publicKey',
  privateKey: 'privateKey',
  checkoutUrl: 'https://www.liqpay.ua/api/3/checkout',
  sandbox: false,
  apiUrl: 'https://www.liqpay.ua/api/request',
};
const attempt = {
  paymentId: '7f0c2a52-4d7e-4a55-9f0e-2f6a1d1c0b11',
  orderId: '0b6f2d8e-1111-4222-8333-944455556666',
  localId: 1042,
  amount: 40850,
  currencyCode: 'UAH',
  description: 'Order 1042',
  returnUrl: 'https://kyiv.example.com/order-confirmed/0b6f2d8e-1111-4222-8333-944455556666',
  callbackUrl: 'https://api.example.com/payment/v1/callback/liqpay',
  language: 'uk',
};

describe('LiqPay', () => {
  it("encodes and signs the documentation's worked example exactly", () => {
    expect(Buffer.from(DOCS_EXAMPLE.json, 'utf8').toString('base64')).toBe(DOCS_EXAMPLE.data);
    expect(liqpaySignature(DOCS_EXAMPLE.privateKey, DOCS_EXAMPLE.data)).toBe(DOCS_EXAMPLE.signature);
    // a callback LiqPay signs the same way is believed by a provider holding that key
    const provider = new LiqPayProvider({
      ...keys,
      publicKey: 'i00000000',
      privateKey: DOCS_EXAMPLE.privateKey,
    });
    expect(
      provider.readCallback({ data: DOCS_EXAMPLE.data, signature: DOCS_EXAMPLE.signature }),
    ).toMatchObject({
      paymentId: '000001',
      amount: 300,
      currencyCode: 'UAH',
    });
    expect(
      provider.readCallback({ data: DOCS_EXAMPLE.data, signature: DOCS_EXAMPLE.signature.toLowerCase() }),
    ).toBeNull();
  });

  it("signs exactly as LiqPay's SDK examples", () => {
    for (const { data, signature } of DOCUMENTED) expect(liqpaySignature('privateKey', data)).toBe(signature);
    // and their data is the base64 of the JSON parameters
    expect(JSON.parse(Buffer.from(DOCUMENTED[0]!.data, 'base64').toString())).toMatchObject({
      amount: '1.5',
      currency: 'USD',
      public_key: 'publicKey',
    });
  });

  it('accepts a callback signed with the private key and refuses a forged or altered one', () => {
    const provider = new LiqPayProvider(keys);
    const data = encodeLiqPayData({
      public_key: 'publicKey',
      order_id: attempt.paymentId,
      status: 'success',
      amount: 408.5,
      currency: 'UAH',
      payment_id: 165629,
    });
    expect(provider.readCallback({ data, signature: liqpaySignature('privateKey', data) })).toEqual({
      paymentId: attempt.paymentId,
      status: 'PAID',
      providerPaymentId: '165629',
      amount: 40850,
      currencyCode: 'UAH',
      reason: null,
    });
    expect(provider.readCallback({ data, signature: liqpaySignature('another key', data) })).toBeNull();
    const altered = encodeLiqPayData({
      public_key: 'publicKey',
      order_id: attempt.paymentId,
      status: 'success',
      amount: 1,
    });
    expect(
      provider.readCallback({ data: altered, signature: liqpaySignature('privateKey', data) }),
    ).toBeNull();
    // signed by us but for another merchant's public key
    const foreign = encodeLiqPayData({ public_key: 'other', order_id: attempt.paymentId, status: 'success' });
    expect(
      provider.readCallback({ data: foreign, signature: liqpaySignature('privateKey', foreign) }),
    ).toBeNull();
  });

  it('builds a checkout link whose data and signature LiqPay can verify', () => {
    const url = new URL(new LiqPayProvider(keys).checkoutUrl(attempt));
    expect(url.origin + url.pathname).toBe('https://www.liqpay.ua/api/3/checkout');
    const data = url.searchParams.get('data')!;
    expect(url.searchParams.get('signature')).toBe(liqpaySignature('privateKey', data));
    expect(JSON.parse(Buffer.from(data, 'base64').toString())).toEqual({
      version: 3,
      public_key: 'publicKey',
      action: 'pay',
      amount: '408.50',
      currency: 'UAH',
      description: 'Order 1042',
      order_id: attempt.paymentId,
      result_url: attempt.returnUrl,
      server_url: attempt.callbackUrl,
      language: 'uk',
    });
  });

  it('maps LiqPay statuses to paid, failed or still waiting', () => {
    expect(liqpayStatus('success')).toBe('PAID');
    expect(liqpayStatus('sandbox')).toBe('PAID');
    expect(liqpayStatus('failure')).toBe('FAILED');
    expect(liqpayStatus('error')).toBe('FAILED');
    expect(liqpayStatus('reversed')).toBe('FAILED');
    expect(liqpayStatus('wait_secure')).toBe('PENDING');
    expect(liqpayStatus('processing')).toBe('PENDING');
  });

  it("asks for a refund of the paid attempt in LiqPay's words", () => {
    expect(
      new LiqPayProvider(keys).refundParams({
        refundId: 'r1',
        tryKey: 'r1-1',
        paymentId: attempt.paymentId,
        providerPaymentId: '165629',
        amount: 40850,
        currencyCode: 'UAH',
      }),
    ).toEqual({
      version: 3,
      public_key: 'publicKey',
      action: 'refund',
      order_id: attempt.paymentId,
      amount: '408.50',
    });
  });

  it('reads a refund answer: reversed is given back, anything else failed with its reason', () => {
    expect(readRefundAnswer({ result: 'ok', status: 'reversed', payment_id: 165629 })).toEqual({
      status: 'SUCCEEDED',
      providerRefundId: '165629',
    });
    expect(
      readRefundAnswer({
        result: 'error',
        status: 'error',
        err_code: 'err_amount',
        err_description: 'Wrong amount',
      }),
    ).toEqual({ status: 'FAILED', reason: 'Wrong amount' });
    expect(readRefundAnswer({ result: 'error', err_code: 'payment_not_found' })).toEqual({
      status: 'FAILED',
      reason: 'payment_not_found',
    });
    expect(readRefundAnswer({ result: 'ok', status: 'processing' })).toEqual({
      status: 'FAILED',
      reason: 'LiqPay answered status processing',
    });
    expect(readRefundAnswer(null)).toMatchObject({ status: 'FAILED' });
  });
});
