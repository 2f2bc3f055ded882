/**
 * The board tests' common steps: orders placed through the real checkout, a server-sent event
 * reader (the board's stream and the customer's) and a clock the test moves.
 */
import { ZOrderCreated, type TOrderCreated } from '@food/contracts';
import { expect } from 'vitest';
import type { Clock } from '../src/lib/clock.js';
import { OUTLET, P, deliveryBody, pickupBody } from './checkout-fixtures.js';
import { expectContract, type TestApi } from './harness.js';

export const ORDER_CREATE = '/order-service/api/http-order-create';
/** OPS_TOKEN of the test harness: an owner-scoped key */
export const OPS = { authorization: 'Bearer test-ops-token-0123456789' };
export const PAYMENT_ENV = {
  PAYMENT_TEST_SECRET: 'test-bank-secret-0123456789',
  STOREFRONT_URL: 'https://shop.example.com',
};

/** The API's time, moved by the test (sessions and codes are made with the real time: move forward only). */
export function movableClock(): Clock & { advanceMinutes(minutes: number): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceMinutes: (minutes) => {
      offsetMs += minutes * 60_000;
    },
  };
}

let seq = 0;

/** Orders through the real checkout (each body differs: the same body within seconds is one order). */
export function orderSteps(getApi: () => TestApi) {
  const create = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    expectContract(await getApi().post(ORDER_CREATE, body, { headers }), ZOrderCreated, 201);
  return {
    /** a guest's pickup of the sushi brand at `outletId`, paid in cash */
    pickup: (
      outletId: number = OUTLET.khreshchatyk,
      over: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ): Promise<TOrderCreated> =>
      create(
        pickupBody(outletId, [{ productId: P.dragon, count: 1 }], {
          customerComment: `board ${++seq}`,
          ...over,
        }),
        headers,
      ),
    /** a delivery in Kyiv from outlet 1001's zone, paid online (held until paid) unless `over` says otherwise */
    delivery: (
      over: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ): Promise<TOrderCreated> =>
      create(
        deliveryBody(
          [
            { productId: P.dragon, count: 1 },
            { productId: P.soy, count: 3 },
          ],
          { customerComment: `board ${++seq}`, ...over },
        ),
        headers,
      ),
    /** pays an online order on the test bank's page */
    pay: async (paymentUrl: string) => {
      const res = await fetch(getApi().url + new URL(paymentUrl).pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber: '4242424242424242', action: 'pay' }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain('payment=success');
    },
  };
}

export interface SseStream {
  status: number;
  contentType: string | null;
  /** the next event named `name` (others are kept), or a failure after `ms` */
  next(name: string, ms?: number): Promise<unknown>;
  /** events received and not yet taken */
  pending(): Array<{ event: string; data: unknown }>;
  /** comment lines received (`: ping`) */
  comments(): string[];
  /** resolves when the server ends the stream */
  ended: Promise<void>;
  close(): Promise<void>;
}

/** An EventSource-like reader over fetch (`headers` carry the cookie or the bearer token). */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (res.status !== 200) {
    const text = await res.text();
    throw Object.assign(new Error(`stream answered ${res.status}: ${text}`), {
      status: res.status,
      body: text,
    });
  }
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: Array<{ event: string; data: unknown }> = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        for (const line of block.split('\n')) if (line.startsWith(':')) comments.push(line);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        waiters.splice(0).forEach((w) => w());
      }
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    async next(name, ms = 3000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const at = events.findIndex((e) => e.event === name);
        if (at >= 0) return events.splice(at, 1)[0]!.data;
        if (Date.now() > deadline) throw new Error(`no ${name} event arrived within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    pending: () => [...events],
    comments: () => [...comments],
    ended: pump,
    async close() {
      controller.abort();
      await pump;
    },
  };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  ms = 5000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
