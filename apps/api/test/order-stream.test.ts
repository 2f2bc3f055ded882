import { ZOrderStatusEvent, type TOrderStatusEvent } from '@food/contracts';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { systemClock } from '../src/lib/clock.js';
import { OrderEvents } from '../src/modules/orders/order-events.js';
import { createSignedInCustomer, insertOrder } from './customer-fixtures.js';
import { expectError, startTestApi, type DatabaseKind, type TestApi } from './harness.js';

const OPS = { authorization: 'Bearer test-ops-token-0123456789' };

/** An EventSource-like reader of the order stream over plain fetch. */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${url}/orders/v1/stream`, { headers, signal: controller.signal });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: Array<{ event: string; data: string }> = [];
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
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data });
        waiters.splice(0).forEach((w) => w());
      }
    }
  })();
  return {
    contentType: res.headers.get('content-type'),
    /** the next order-status event, or a failure after `ms` */
    async nextStatus(ms = 3000): Promise<TOrderStatusEvent> {
      const deadline = Date.now() + ms;
      while (events.length === 0) {
        if (Date.now() > deadline) throw new Error('no order-status event arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      const { event, data } = events.shift()!;
      expect(event).toBe('order-status');
      return ZOrderStatusEvent.parse(JSON.parse(data));
    },
    pending: () => events.length,
    async close() {
      controller.abort();
      await pump;
    },
  };
}

describe('order status stream on pglite', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(() => api?.close());

  it('needs a session', async () => {
    await expectError(await api.get('/orders/v1/stream'), 401, 'UNAUTHORIZED');
  });

  it('delivers a status change to the customer’s own stream only, at once', async () => {
    const alice = await createSignedInCustomer(api.database.db);
    const bob = await createSignedInCustomer(api.database.db);
    const order = await insertOrder(api.database.db, { customerId: alice.customer.id });
    const aliceStream = await openStream(api.url, alice.headers);
    const bobStream = await openStream(api.url, bob.headers);
    expect(aliceStream.contentType).toMatch(/^text\/event-stream/);

    const publisher = new OrderEvents(api.database, systemClock);
    const started = Date.now();
    await publisher.publishStatusChange({ orderId: order.id, customerId: alice.customer.id, status: 1 });
    const event = await aliceStream.nextStatus();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event).toMatchObject({ orderId: order.id, statusId: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(bobStream.pending()).toBe(0);
    await aliceStream.close();
    await bobStream.close();
  });

  it('an operator status change reaches the customer’s stream within a second', async () => {
    const alice = await createSignedInCustomer(api.database.db);
    const order = await insertOrder(api.database.db, { customerId: alice.customer.id, statusId: 0 });
    const stream = await openStream(api.url, alice.headers);
    const started = Date.now();
    const res = await api.post(`/ops/v1/orders/${order.id}/status`, { statusId: 1 }, { headers: OPS });
    expect(res.status).toBe(200);
    expect(await stream.nextStatus(1000)).toMatchObject({ orderId: order.id, statusId: 1 });
    expect(Date.now() - started).toBeLessThan(1000);
    // a refused transition publishes nothing
    expect(
      (await api.post(`/ops/v1/orders/${order.id}/status`, { statusId: 3 }, { headers: OPS })).status,
    ).toBe(409);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.pending()).toBe(0);
    await stream.close();
  });
});

const pgOnly: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : [];

/** A second API process's worth of state over the same PostgreSQL database as `api`. */
async function startSecondInstance(api: TestApi) {
  const url = (api.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const app = await buildApp({
    // the same OPS_TOKEN: a start with another one revokes the first's (ops/api-keys.ts)
    config: loadConfig({
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      OPS_TOKEN: 'test-ops-token-0123456789',
    }),
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe.each(pgOnly)('order status stream across two API instances on %s', () => {
  let first: TestApi;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  beforeAll(async () => {
    first = await startTestApi('postgres');
    second = await startSecondInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('an operator status change made through one instance reaches a subscriber on the other', async () => {
    const alice = await createSignedInCustomer(first.database.db);
    const order = await insertOrder(first.database.db, { customerId: alice.customer.id, statusId: 0 });
    const stream = await openStream(second.url, alice.headers);
    const started = Date.now();
    const res = await first.post(`/ops/v1/orders/${order.id}/status`, { statusId: 1 }, { headers: OPS });
    expect(res.status).toBe(200);
    expect(await stream.nextStatus(1000)).toMatchObject({ orderId: order.id, statusId: 1 });
    expect(Date.now() - started).toBeLessThan(1000);
    await stream.close();
  });

  it('a change published on one instance reaches a subscriber connected to the other', async () => {
    const alice = await createSignedInCustomer(first.database.db);
    const order = await insertOrder(first.database.db, { customerId: alice.customer.id });
    // the customer is connected to the second instance; the session lives in the shared database
    const stream = await openStream(second.url, alice.headers);
    const onFirst = new OrderEvents(first.database, systemClock);
    const started = Date.now();
    await onFirst.publishStatusChange({ orderId: order.id, customerId: alice.customer.id, status: 2 });
    expect(await stream.nextStatus()).toMatchObject({ orderId: order.id, statusId: 2 });
    expect(Date.now() - started).toBeLessThan(1000);

    // another customer's change does not reach this stream
    await onFirst.publishStatusChange({ orderId: order.id, customerId: crypto.randomUUID(), status: 3 });
    await onFirst.publishStatusChange({ orderId: order.id, customerId: alice.customer.id, status: 3 });
    expect((await stream.nextStatus()).statusId).toBe(3);
    await stream.close();
  });
});
