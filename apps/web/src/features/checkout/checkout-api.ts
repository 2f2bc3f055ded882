/**
 * The browser's calls for the cart, checkout and confirmation, typed functions over the one
 * browser client (`lib/api/browser-client.ts`: 10 s timeout, cancellation, the 401 policy,
 * ApiError with the API's error code). The answers that decide money and payment are parsed
 * with their contracts.
 */
import {
  ZCheckoutResponse,
  ZOrderCreated,
  ZPaymentStarted,
  ZPaymentStatus,
  type TAddressGeocodeResult,
  type TCalculation,
  type TOrderCreated,
  type TProduct,
} from '@food/contracts';
import { apiRead } from '@/lib/api/api-read';
import { ApiError, apiCall, queryOf as query } from '@/lib/api/browser-client';
import { MAX_RETRIES, isRetryable, retryDelayMs } from './attempt';
import type { CheckoutBody } from './checkout-rules';

export async function calculate(body: CheckoutBody, signal: AbortSignal): Promise<TCalculation> {
  const res = await apiRead('/order-service/api/order-checkout', ZCheckoutResponse, {
    method: 'POST',
    body,
    signal,
  });
  return res.orderResponse;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Creates the order with the attempt's Idempotency-Key, retrying with the same key while the
 * first request still runs (409 IDEMPOTENCY_KEY_IN_USE) or the network fails.
 */
export async function createOrder(body: CheckoutBody, idempotencyKey: string): Promise<TOrderCreated> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiRead('/order-service/api/http-order-create', ZOrderCreated, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      });
    } catch (err) {
      if (!(err instanceof ApiError) || !isRetryable(err.status, err.code) || attempt >= MAX_RETRIES)
        throw err;
      await sleep(retryDelayMs(attempt));
    }
  }
}

export interface Where {
  rn: number;
  br: number;
  lang: string;
}

export const geocodeAddress = (w: Where, street: string, house: string, signal: AbortSignal) =>
  apiCall<TAddressGeocodeResult>(`/geo/v1/addresses/geocode?${query({ ...w, street, house })}`, { signal });

export const productByArticle = (w: Where, article: string) =>
  apiCall<TProduct>(
    `/catalog/v1/products/article/${encodeURIComponent(article)}?${query({ ...w, target: 'WEB' })}`,
  );

/** The city's products by id, their texts in `lang` (unknown or unsold ids are left out). */
export const productsByIds = (w: Where, ids: readonly number[], signal: AbortSignal) =>
  apiCall<TProduct[]>(`/catalog/v1/products/?${query({ ...w, target: 'WEB' })}`, {
    method: 'POST',
    body: { ids },
    signal,
  });

export const paymentStatus = (orderId: string, signal?: AbortSignal) =>
  apiRead(`/payment/v1/status?${query({ orderId })}`, ZPaymentStatus, { signal });

export const payAgain = (orderId: string, returnUrl: string) =>
  apiRead('/payment/v1/pay', ZPaymentStarted, { method: 'POST', body: { orderId, returnUrl } });

/**
 * Pay an unpaid online order on receipt instead, after a declined card (issue 17, item 9): cash
 * with the sum to give change from (minor units), or card to the courier or at the restaurant.
 */
export const payOnReceipt = (orderId: string, paymentType: 'CASH' | 'CARD', change: number | null) =>
  apiRead('/payment/v1/changePaymentType', ZPaymentStatus, {
    method: 'POST',
    body: { orderId, paymentType, change },
  });
