/**
 * The browser's calls for the cart, checkout and confirmation (same-origin `/api/<prefix>/...`,
 * ARCHITECTURE.md). Every call times out after 10 s (SPEC section 7) and fails with an
 * ApiCallError carrying the API's error code.
 */
import type {
  TAddressGeocodeResult,
  TCalculation,
  TCheckoutResponse,
  TOrder,
  TOrderCreated,
  TPaymentStatus,
  TProduct,
} from '@food/contracts';
import type { ApiFailure } from './calc-reactions';
import { MAX_RETRIES, isRetryable, retryDelayMs } from './attempt';
import type { CheckoutBody } from './checkout-rules';

const API_TIMEOUT_MS = 10_000;

export class ApiCallError extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown[] = [],
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function call<T>(path: string, o: CallOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = o.signal ? AbortSignal.any([o.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(path, {
      method: o.method ?? 'GET',
      headers: { ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), ...o.headers },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (err) {
    // the caller's own cancel stays an AbortError; a timeout or a dropped line is status 0
    if (o.signal?.aborted) throw err;
    throw new ApiCallError(0, timeout.aborted ? 'TIMEOUT' : 'NETWORK', (err as Error).message);
  }
  const text = await res.text();
  if (!res.ok) {
    let error: { code?: string; message?: string; details?: unknown[] } = {};
    try {
      error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
    } catch {
      // not our JSON error shape (a proxy's page): the status says enough
    }
    throw new ApiCallError(
      res.status,
      error.code ?? 'API_ERROR',
      error.message ?? `HTTP ${res.status}`,
      Array.isArray(error.details) ? error.details : [],
    );
  }
  return (text ? JSON.parse(text) : null) as T;
}

export async function calculate(body: CheckoutBody, signal: AbortSignal): Promise<TCalculation> {
  const res = await call<TCheckoutResponse>('/api/order-service/api/order-checkout', {
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
      return await call<TOrderCreated>('/api/order-service/api/http-order-create', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      });
    } catch (err) {
      if (!(err instanceof ApiCallError) || !isRetryable(err.status, err.code) || attempt >= MAX_RETRIES)
        throw err;
      await sleep(retryDelayMs(attempt));
    }
  }
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ).toString();

export interface Where {
  rn: number;
  br: number;
  lang: string;
}

export const geocodeAddress = (w: Where, street: string, house: string, signal: AbortSignal) =>
  call<TAddressGeocodeResult>(`/api/geo/v1/addresses/geocode?${query({ ...w, street, house })}`, { signal });

export const productByArticle = (w: Where, article: string) =>
  call<TProduct>(
    `/api/catalog/v1/products/article/${encodeURIComponent(article)}?${query({ ...w, target: 'WEB' })}`,
  );

/** The city's products by id, their texts in `lang` (unknown or unsold ids are left out). */
export const productsByIds = (w: Where, ids: readonly number[], signal: AbortSignal) =>
  call<TProduct[]>(`/api/catalog/v1/products/?${query({ ...w, target: 'WEB' })}`, {
    method: 'POST',
    body: { ids },
    signal,
  });

export const paymentStatus = (orderId: string, signal?: AbortSignal) =>
  call<TPaymentStatus>(`/api/payment/v1/status?${query({ orderId })}`, { signal });

export const payAgain = (orderId: string, returnUrl: string) =>
  call<{ orderId: string; paymentId: string; paymentUrl: string }>('/api/payment/v1/pay', {
    method: 'POST',
    body: { orderId, returnUrl },
  });

/**
 * Pay an unpaid online order on receipt instead, after a declined card (issue 17, item 9): cash
 * with the sum to give change from (minor units), or card to the courier or at the restaurant.
 */
export const payOnReceipt = (orderId: string, paymentType: 'CASH' | 'CARD', change: number | null) =>
  call<TPaymentStatus>('/api/payment/v1/changePaymentType', {
    method: 'POST',
    body: { orderId, paymentType, change },
  });

/** A signed-in customer's order (the orders API answers 401/403 to anyone else). */
export const fetchOrder = (orderId: string, signal?: AbortSignal) =>
  call<TOrder>(`/api/orders/v1/get/${encodeURIComponent(orderId)}`, { signal });
