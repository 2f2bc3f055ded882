/**
 * A crashed request's Idempotency-Key is usable again within seconds (issue 16, item 7): claims
 * hold a lease their request renews while it runs (order-service/idempotency.ts, migration
 * 0007_idempotency_lease). Before, a claim counted as abandoned only after 60 s: ~49 s of 409s.
 */
import { randomUUID } from 'node:crypto';
import { ZCheckoutRequest, ZOrderCreated } from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../src/db/schema.js';
import { CLAIM_LEASE_MS, claimKey, holdLease, isKeyLost } from '../src/modules/order-service/idempotency.js';
import { writeOrder } from '../src/modules/order-service/orders-repo.js';
import { requestHash } from '../src/modules/order-service/request-hash.js';
import { P, pickupBody, OUTLET } from './checkout-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const CREATE = '/order-service/api/http-order-create';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseKinds())('Idempotency-Key leases on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { RATE_LIMIT_SCALE: '1000' });
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  let phone = 0;
  /** a pickup order of its own (a distinct phone), and the hash the server computes for it */
  const order = () => {
    phone += 1;
    const body = pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], {
      customerPhone: `+38067555${String(phone).padStart(4, '0')}`,
    });
    return { body, hash: requestHash(ZCheckoutRequest.parse(body), null) };
  };
  const post = (body: unknown, key: string) =>
    api.post(CREATE, body, { headers: { 'idempotency-key': key } });
  const ordersOf = async (key: string) => {
    const [row] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.retailNetworkId, 1), eq(idempotencyKeys.key, key)));
    const orderId = (row?.responseBody as { orderId?: string } | null)?.orderId;
    return orderId ? await db().select().from(orders).where(eq(orders.id, orderId)) : [];
  };
  /** a claim as the request that made it left it when its process died */
  const claimAndDie = (key: string, hash: string) =>
    claimKey(db(), { rn: 1, key, hash, now: new Date(), keepMs: 86_400_000 });

  it('lets a retry take over a claim whose lease ran out at once', async () => {
    const { body, hash } = order();
    const key = `crashed-${randomUUID()}`;
    await db()
      .insert(idempotencyKeys)
      .values({ retailNetworkId: 1, key, requestHash: hash, leaseUntil: new Date(Date.now() - 1000) });
    const created = await expectContract(await post(body, key), ZOrderCreated, 201);
    expect(await ordersOf(key)).toEqual([expect.objectContaining({ id: created.orderId })]);
    // and the retry after that is a replay of the same order
    const replay = await post(body, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as { orderId: string }).orderId).toBe(created.orderId);
  });

  it('answers a retry after a crash within seconds, not a minute', async () => {
    const { body, hash } = order();
    const key = `died-${randomUUID()}`;
    const claimed = await claimAndDie(key, hash);
    expect(claimed.kind).toBe('claimed');
    const started = Date.now();
    // at first the claim is as good as a running request's
    await expectError(await post(body, key), 409, 'IDEMPOTENCY_KEY_IN_USE');
    let res = await post(body, key);
    while (res.status === 409 && Date.now() - started < CLAIM_LEASE_MS + 5_000) {
      await res.body?.cancel();
      await sleep(250);
      res = await post(body, key);
    }
    const created = await expectContract(res, ZOrderCreated, 201);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(CLAIM_LEASE_MS - 1_000);
    expect(waited).toBeLessThan(CLAIM_LEASE_MS + 3_000);
    expect(await ordersOf(key)).toEqual([expect.objectContaining({ id: created.orderId })]);
  });

  it('keeps a duplicate out while the first request renews its lease, and lets it in once that stops', async () => {
    const { body, hash } = order();
    const key = `live-${randomUUID()}`;
    const claimed = await claimKey(db(), {
      rn: 1,
      key,
      hash,
      now: new Date(),
      keepMs: 86_400_000,
      leaseMs: 400,
    });
    expect(claimed.kind).toBe('claimed');
    const lease = holdLease(db(), { rn: 1, key, hash }, { leaseMs: 400, everyMs: 100 });
    try {
      await sleep(1_200); // three leases long
      await expectError(await post(body, key), 409, 'IDEMPOTENCY_KEY_IN_USE');
      expect((await claimKey(db(), { rn: 1, key, hash, now: new Date(), keepMs: 1 })).kind).toBe('in-flight');
    } finally {
      await lease.stop();
    }
    await sleep(600);
    await expectContract(await post(body, key), ZOrderCreated, 201);
  });

  it('still tells a key reused with another body from a crashed one', async () => {
    const first = order();
    const other = order();
    const key = `reused-${randomUUID()}`;
    await claimAndDie(key, first.hash);
    await expectError(await post(other.body, key), 422, 'IDEMPOTENCY_KEY_REUSED');
    // once its lease ran out the crashed claim is no one's: the other body may have the key
    await db()
      .update(idempotencyKeys)
      .set({ leaseUntil: new Date(Date.now() - 1) })
      .where(eq(idempotencyKeys.key, key));
    await expectContract(await post(other.body, key), ZOrderCreated, 201);
  });

  it('judges a claim without a lease (an instance on the old code) by its age, as before', async () => {
    const { body, hash } = order();
    const key = `legacy-${randomUUID()}`;
    await db().insert(idempotencyKeys).values({ retailNetworkId: 1, key, requestHash: hash });
    await expectError(await post(body, key), 409, 'IDEMPOTENCY_KEY_IN_USE');
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(idempotencyKeys.key, key));
    await expectContract(await post(body, key), ZOrderCreated, 201);
  });

  it('never writes a second order for a key: a request that lost its claim is refused by the write', async () => {
    const { body } = order();
    const done = `answered-${randomUUID()}`;
    const created = await expectContract(await post(body, done), ZOrderCreated, 201);
    const [existing] = await db().select().from(orders).where(eq(orders.id, created.orderId));
    // a stalled request that still thinks it holds `done` tries to write its own order
    const stalled = {
      order: { ...existing!, id: randomUUID(), localId: existing!.localId + 1_000_000 },
      lines: [],
      payment: null,
      key: { rn: 1, key: done, status: 201, response: { orderId: 'stalled' } },
    };
    const error = await writeOrder(db(), stalled).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isKeyLost(error)).toBe(true);
    expect(await db().select().from(orders).where(eq(orders.id, stalled.order.id))).toEqual([]);
    expect(((await ordersOf(done))[0] as { id: string }).id).toBe(created.orderId);
  });

  it('keeps double clicks without a key to one order', async () => {
    const { body } = order();
    const [a, b] = await Promise.all([api.post(CREATE, body), api.post(CREATE, body)]);
    const first = await expectContract(a, ZOrderCreated, 201);
    const second = await expectContract(b, ZOrderCreated, 201);
    expect(second.orderId).toBe(first.orderId);
    expect(await ordersOf(`auto:${requestHash(ZCheckoutRequest.parse(body), null)}`)).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')(
    'renews the lease of a request that runs longer than it, so a duplicate still gets 409',
    async () => {
      const { body } = order();
      const key = `slow-${randomUUID()}`;
      // another session holds the orders table: the request claims its key, then waits to write
      const blocker = new pg.Client({ connectionString: api.databaseUrl! });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table orders in access exclusive mode');
        const slow = post(body, key);
        await sleep(CLAIM_LEASE_MS + 1_500);
        await expectError(await post(body, key), 409, 'IDEMPOTENCY_KEY_IN_USE');
        await blocker.query('rollback');
        const created = await expectContract(await slow, ZOrderCreated, 201);
        const replay = await post(body, key);
        expect(((await replay.json()) as { orderId: string }).orderId).toBe(created.orderId);
        expect(await ordersOf(key)).toHaveLength(1);
      } finally {
        await blocker.end();
      }
    },
    30_000,
  );
});
