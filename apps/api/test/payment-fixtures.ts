/**
 * The payment tests' common steps, on the test bank (PAYMENT_TEST_SECRET): a guest's online order
 * in Kyiv, its payment status, paying on the bank's hosted page, and starting a new attempt.
 */
import { ZOrderCreated, ZPaymentStarted, ZPaymentStatus, type TOrderCreated } from '@food/contracts';
import { expect } from 'vitest';
import { P, deliveryBody } from './checkout-fixtures.js';
import { expectContract, type TestApi } from './harness.js';

export const ORDER_CREATE = '/order-service/api/http-order-create';

/** The API's settings for the payment tests: the test bank, and where it returns the customer. */
export const PAYMENT_TEST_ENV = {
  PAYMENT_TEST_SECRET: 'test-bank-secret-0123456789',
  STOREFRONT_URL: 'https://shop.example.com',
};

/** A form post, as the bank's page sends it; the redirect is the answer, not followed. */
export const formPost = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** The hosted page lives on this API; the URL names the configured public address. */
export const pagePath = (paymentUrl: string) => new URL(paymentUrl).pathname;

/** The steps, on the API `getApi` returns (it is started in a beforeAll). */
export function paymentSteps(getApi: () => TestApi) {
  let orderSeq = 0;
  return {
    /** a new order each time: an identical body within seconds would be the same order (double-click guard) */
    order: async (
      over: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ): Promise<TOrderCreated> =>
      expectContract(
        await getApi().post(
          ORDER_CREATE,
          deliveryBody([{ productId: P.dragon, count: 1 }], {
            customerComment: `order ${++orderSeq}`,
            ...over,
          }),
          { headers },
        ),
        ZOrderCreated,
        201,
      ),
    status: async (orderId: string, headers: Record<string, string> = {}) =>
      expectContract(
        await getApi().get(`/payment/v1/status?orderId=${orderId}`, { headers }),
        ZPaymentStatus,
      ),
    /** pays on the test bank's page (4242 4242 4242 4242 is paid, 4000 0000 0000 0002 declined); its redirect */
    pay: async (paymentUrl: string, cardNumber: string) => {
      const res = await fetch(getApi().url + pagePath(paymentUrl), formPost({ cardNumber, action: 'pay' }));
      expect(res.status).toBe(303);
      return res.headers.get('location')!;
    },
    /** a new payment attempt for the order */
    payAgain: async (orderId: string) =>
      expectContract(await getApi().post('/payment/v1/pay', { orderId }), ZPaymentStarted),
  };
}
