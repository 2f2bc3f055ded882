import { ZPaymentStatus } from '@food/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY } from '@/features/shell/stored-user';
// the customer store registers the 401 policy (forget the customer) when it loads
import '@/features/shell/use-user';
import { apiRead } from './api-read';
import { ApiError, apiCall, isAbort } from './browser-client';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A `fetch` that answers `answer` and, like the browser's, rejects with the signal's reason on a cancel. */
function stubFetch(answer: (seen: Seen) => Response | 'never' | 'offline') {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const call = { url, init };
    seen.push(call);
    const a = answer(call);
    if (a === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      if (a !== 'never') resolve(a);
    });
  });
  return seen;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const status = {
  orderId: '00000000-0000-4000-8000-000000000001',
  localId: 1042,
  orderStatusId: 0,
  status: 'PAID',
  isPaid: true,
  paymentType: 'ONLINE',
  paymentKind: 1,
  amount: 77900,
  currencyCode: 'UAH',
  provider: 'test',
  attempts: 1,
  failureReason: null,
  paymentUrl: null,
  refundedAmount: 0,
  expectedAt: null,
};

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('the call did not fail');
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser API client', () => {
  it('calls the API same-origin under /api with a JSON body, and reads the answer by its contract', async () => {
    const seen = stubFetch(() => json(200, { ...status, notInTheContract: true }));
    const answer = await apiRead('/payment/v1/changePaymentType', ZPaymentStatus, {
      method: 'POST',
      body: { orderId: status.orderId, paymentType: 'CASH' },
    });
    expect(answer).toEqual(status);
    expect(seen[0]!.url).toBe('/api/payment/v1/changePaymentType');
    expect(seen[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store' });
    expect(new Headers(seen[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ orderId: status.orderId, paymentType: 'CASH' });
  });

  it("calls a route spelt with a trailing slash without it, as the storefront's redirect would", async () => {
    const seen = stubFetch(() => json(200, { productIds: [] }));
    await apiCall('/catalog/v1/soldOut/?rn=1&br=101&outletId=5');
    await apiCall('/customer/v1/get/', { method: 'POST', body: {} });
    await apiCall('/search/v1/?q=%2F%3F');
    expect(seen.map((s) => s.url)).toEqual([
      '/api/catalog/v1/soldOut?rn=1&br=101&outletId=5',
      '/api/customer/v1/get',
      '/api/search/v1?q=%2F%3F',
    ]);
  });

  it("turns the API's error shape into an ApiError with its status, code, message and details", async () => {
    stubFetch(() =>
      json(422, { error: { code: 'CHANGE_TOO_SMALL', message: 'Too small', details: [{ change: 100 }] } }),
    );
    const err = await failure(apiCall('/payment/v1/changePaymentType', { method: 'POST', body: {} }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'CHANGE_TOO_SMALL',
      message: 'Too small',
      details: [{ change: 100 }],
    });

    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(apiCall('/orders/v1/receipt/x'))).toMatchObject({ status: 502, code: 'API_ERROR' });

    // a code the contracts do not know (another backend's, a newer API's) is not passed on as one
    stubFetch(() => json(409, { error: { code: 'SOMETHING_NEW', message: 'New' } }));
    expect(await failure(apiCall('/orders/v1/list'))).toMatchObject({ status: 409, code: 'API_ERROR' });
  });

  it('refuses an answer that does not match its contract, or is not JSON', async () => {
    stubFetch(() => json(200, { ...status, amount: '779.00' }));
    const err = await failure(apiRead('/payment/v1/status?orderId=1', ZPaymentStatus));
    expect(err).toMatchObject({ status: 502, code: 'BAD_RESPONSE' });
    expect((err as ApiError).details).toContainEqual({ path: 'amount', code: 'invalid_type' });

    stubFetch(() => new Response('<html>a portal page</html>', { status: 200 }));
    expect(await failure(apiCall('/orders/v1/list'))).toMatchObject({ status: 502, code: 'BAD_RESPONSE' });
  });

  it('forgets the signed-in customer on a 401, except for the sign-in calls', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 'u1', phone: '+380671234567' }));
    stubFetch(() => json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }));

    await failure(apiCall('/customer/v1/ValidateCode', { method: 'POST', body: {}, keepUserOn401: true }));
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();

    expect(await failure(apiCall('/orders/v1/lastActive?userId=u1'))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("throws the caller's own cancel as an AbortError, not as a failure to show", async () => {
    stubFetch(() => 'never');
    const controller = new AbortController();
    const call = failure(
      apiCall('/search/v1/search', { method: 'POST', body: {}, signal: controller.signal }),
    );
    controller.abort();
    const err = await call;
    expect(isAbort(err)).toBe(true);
    expect(err).not.toBeInstanceOf(ApiError);
  });

  it('gives up on a silent API after its timeout, and says when the line dropped', async () => {
    stubFetch(() => 'never');
    expect(await failure(apiCall('/orders/v1/list', { timeoutMs: 20 }))).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
    stubFetch(() => 'offline');
    expect(await failure(apiCall('/orders/v1/list'))).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
