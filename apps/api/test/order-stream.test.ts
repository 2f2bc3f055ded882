import { ZOrderStatusEvent } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock.js';
import { OrderEvents } from '../src/modules/orders/order-events.js';
import { openSse } from './board-fixtures.js';
import { createSignedInCustomer, insertOrder } from './customer-fixtures.js';
import { expectError, startTestApi, type DatabaseKind, type TestApi } from './harness.js';
import { startSecondInstance, type SecondInstance } from './second-instance.js';

const OPS = { authorization: 'Bearer test-ops-token-0123456789' };

/** The customer's order stream; each `order-status` event is read against the contract. */
async function openStream(url: string, headers: Record<string, string>) {
  const stream = await openSse(`${url}/orders/v1/stream`, headers);
  return {
    ...stream,
    nextStatus: async (ms = 10_000) => ZOrderStatusEvent.parse(await stream.next('order-status', ms)),
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

  it('delivers a status change to the customer’s own stream only', async () => {
    const alice = await createSignedInCustomer(api.database.db);
    const bob = await createSignedInCustomer(api.database.db);
    const order = await insertOrder(api.database.db, { customerId: alice.customer.id });
    const aliceStream = await openStream(api.url, alice.headers);
    const bobStream = await openStream(api.url, bob.headers);
    expect(aliceStream.contentType).toMatch(/^text\/event-stream/);

    const publisher = new OrderEvents(api.database, systemClock);
    await publisher.publishStatusChange({ orderId: order.id, customerId: alice.customer.id, status: 1 });
    const event = await aliceStream.nextStatus();
    expect(event).toMatchObject({ orderId: order.id, statusId: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(bobStream.pending()).toEqual([]);
    await aliceStream.close();
    await bobStream.close();
  });

  it('an operator status change reaches the customer’s stream', async () => {
    const alice = await createSignedInCustomer(api.database.db);
    const order = await insertOrder(api.database.db, { customerId: alice.customer.id, statusId: 0 });
    const stream = await openStream(api.url, alice.headers);
    const res = await api.post(`/ops/v1/orders/${order.id}/status`, { statusId: 1 }, { headers: OPS });
    expect(res.status).toBe(200);
    expect(await stream.nextStatus()).toMatchObject({ orderId: order.id, statusId: 1 });
    // a refused transition publishes nothing
    expect(
      (await api.post(`/ops/v1/orders/${order.id}/status`, { statusId: 3 }, { headers: OPS })).status,
    ).toBe(409);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.pending()).toEqual([]);
    await stream.close();
  });
});

const pgOnly: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : [];

describe.each(pgOnly)('order status stream across two API instances on %s', () => {
  let first: TestApi;
  let second: SecondInstance;
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
    const res = await first.post(`/ops/v1/orders/${order.id}/status`, { statusId: 1 }, { headers: OPS });
    expect(res.status).toBe(200);
    expect(await stream.nextStatus()).toMatchObject({ orderId: order.id, statusId: 1 });
    await stream.close();
  });

  it('a change published on one instance reaches a subscriber connected to the other', async () => {
    const alice = await createSignedInCustomer(first.database.db);
    const order = await insertOrder(first.database.db, { customerId: alice.customer.id });
    // the customer is connected to the second instance; the session lives in the shared database
    const stream = await openStream(second.url, alice.headers);
    const onFirst = new OrderEvents(first.database, systemClock);
    await onFirst.publishStatusChange({ orderId: order.id, customerId: alice.customer.id, status: 2 });
    expect(await stream.nextStatus()).toMatchObject({ orderId: order.id, statusId: 2 });

    // another customer's change does not reach this stream
    await onFirst.publishStatusChange({ orderId: order.id, customerId: crypto.randomUUID(), status: 3 });
    await onFirst.publishStatusChange({ orderId: order.id, customerId: alice.customer.id, status: 3 });
    expect((await stream.nextStatus()).statusId).toBe(3);
    await stream.close();
  });

  it('a move’s notice is sent by its commit: a rolled-back move tells nobody, a committed one tells', async () => {
    const alice = await createSignedInCustomer(first.database.db);
    const order = await insertOrder(first.database.db, { customerId: alice.customer.id });
    const stream = await openStream(second.url, alice.headers);
    const onFirst = new OrderEvents(first.database, systemClock);
    const change = { orderId: order.id, customerId: alice.customer.id };
    await expect(
      first.database.db.transaction(async (tx) => {
        await onFirst.statusChangeWithin(tx, { ...change, status: 4 });
        throw new Error('the move failed after its notice was queued');
      }),
    ).rejects.toThrow('the move failed');
    const deliver = await first.database.db.transaction((tx) =>
      onFirst.statusChangeWithin(tx, { ...change, status: 1 }),
    );
    deliver(); // nothing more on PostgreSQL: the commit sent it
    expect((await stream.nextStatus()).statusId).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.pending()).toEqual([]);
    await stream.close();
  });
});
