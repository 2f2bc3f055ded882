/**
 * Orders that arrive together are written together (issue 22 item 6, order-service README "Round
 * trips of a creation"): on PostgreSQL, orders written alone that arrive while such a write is
 * in flight go as one statement once it is done (lib/natural-batch.ts), at most
 * `WRITE_BATCH_CAP` at once. Each order keeps its own outcome, its own outbox row and its own
 * live notice; a batch that fails is written again order by order, so only the failing order
 * fails. On PGlite (one connection) each is written alone: the same outcomes.
 *
 * To make orders arrive together on purpose, another session holds the orders table: the first
 * order's write waits for it, and the orders created meanwhile wait for that write.
 */
import { randomUUID } from 'node:crypto';
import { ZBoardStreamEvent, ZOrderCreated, type TOrderCreated } from '@food/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderLines, orders, outboxEvents, payments } from '../src/db/schema.js';
import { WRITE_BATCH_CAP } from '../src/modules/order-service/order-create-service.js';
import { PAYMENT_ENV, eventually, openSse, type SseStream } from './board-fixtures.js';
import { OUTLET, P, deliveryBody, pickupBody } from './checkout-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const CREATE = '/order-service/api/http-order-create';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseKinds())('orders created together on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  beforeAll(async () => {
    api = await startTestApi(kind, { ...PAYMENT_ENV, RATE_LIMIT_SCALE: '1000' });
    owner = await createStaff(api, 'OWNER');
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  let seq = 0;
  /** an order of its own: every other one a delivery paid online (it has a payment attempt), else a cash pickup */
  const nextOrder = () => {
    seq += 1;
    const over = { customerComment: `together ${seq} ${randomUUID()}` };
    const online = seq % 2 === 0;
    const body = online
      ? deliveryBody(
          [
            { productId: P.dragon, count: 1 },
            { productId: P.soy, count: 2 },
          ],
          over,
        )
      : pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], over);
    return { body, key: `together-${randomUUID()}`, online };
  };
  type Placed = ReturnType<typeof nextOrder>;
  const post = ({ body, key }: Placed) => api.post(CREATE, body, { headers: { 'idempotency-key': key } });

  /** what a created order left in the database: it, its lines, its payment attempt, its key's answer, its events */
  async function expectStored(placed: Placed, created: TOrderCreated) {
    const [order] = await db().select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({ localId: created.localId, amount: created.amount, statusId: 0 });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, created.orderId));
    expect(lines.map((l) => l.productId)).toContain(P.dragon);
    const attempts = await db().select().from(payments).where(eq(payments.orderId, created.orderId));
    expect(attempts).toHaveLength(placed.online ? 1 : 0);
    expect(created.paymentUrl !== null).toBe(placed.online);
    const [key] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.retailNetworkId, 1), eq(idempotencyKeys.key, placed.key)));
    expect(key?.responseStatus).toBe(201);
    expect(key?.responseBody).toEqual(created);
    const events = await db()
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.data} ->> 'orderId' = ${created.orderId}`);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'order.created',
        retailNetworkId: 1,
        data: { orderId: created.orderId, localId: created.localId, statusId: 0 },
      }),
    ]);
    return events[0]!;
  }

  /** each order's `order.created` on the board's live stream, once */
  async function expectOnBoard(board: SseStream, created: TOrderCreated[]) {
    const heard: string[] = [];
    for (const _ of created) {
      const event = ZBoardStreamEvent.parse(await board.next('order', 10_000));
      expect(event.type).toBe('order.created');
      heard.push(event.orderId);
    }
    expect(heard.sort()).toEqual(created.map((c) => c.orderId).sort());
    await sleep(200);
    expect(board.pending()).toEqual([]);
  }

  /** replays answer what was stored */
  async function expectReplays(placed: Placed[], created: TOrderCreated[]) {
    for (const [i, p] of placed.entries()) {
      const replay = await post(p);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await expectContract(replay, ZOrderCreated, 201)).toEqual(created[i]);
    }
  }

  /**
   * Another session's lock on `orders` (PostgreSQL only), and a third session that watches (not
   * the API's pool: writes waiting on the lock without batching would hold all of it).
   */
  async function holdOrdersTable() {
    const url = api.databaseUrl!;
    const blocker = new pg.Client({ connectionString: url });
    const watcher = new pg.Client({ connectionString: url });
    await Promise.all([blocker.connect(), watcher.connect()]);
    await blocker.query('begin');
    await blocker.query('lock table orders in access exclusive mode');
    let released = false;
    return {
      /** sessions waiting for the lock with an order's write */
      writesWaiting: async () => {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::integer as n from pg_stat_activity
           where wait_event_type = 'Lock' and query like '%order_write(%' and datname = current_database()
             and pid <> pg_backend_pid()`,
        );
        return rows[0]!.n;
      },
      /** whether these orders' keys are claimed (their outlet's read done) */
      claimed: async (placed: Placed[]) => {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::integer as n from idempotency_keys where retail_network_id = 1 and key = any($1)`,
          [placed.map((p) => p.key)],
        );
        return rows[0]!.n === placed.length;
      },
      release: async () => {
        if (released) return;
        released = true;
        await blocker.query('rollback');
        await Promise.all([blocker.end(), watcher.end()]);
      },
    };
  }

  it('stores each of many simultaneous orders with its lines, payment, answer and one event, and tells the board of each', async () => {
    const board = await openSse(`${api.url}/admin/v1/orders/stream`, owner.headers);
    const first = nextOrder();
    const rest = Array.from({ length: WRITE_BATCH_CAP + 4 }, nextOrder);
    const all = [first, ...rest];
    let created: TOrderCreated[];
    if (kind === 'postgres') {
      // the first write waits for the lock; the others arrive while it is in flight
      const lock = await holdOrdersTable();
      const firstDone = post(first);
      try {
        await eventually(async () => (await lock.writesWaiting()) === 1, 10_000);
        const restDone = rest.map((p) => post(p));
        await eventually(() => lock.claimed(rest), 10_000);
        await sleep(300);
        // still the one write: the others wait in the instance, not in the database
        expect(await lock.writesWaiting()).toBe(1);
        await lock.release();
        created = await Promise.all(
          [firstDone, ...restDone].map(async (r) => expectContract(await r, ZOrderCreated, 201)),
        );
      } finally {
        await lock.release();
      }
    } else {
      created = await Promise.all(all.map(async (p) => expectContract(await post(p), ZOrderCreated, 201)));
    }
    const events = [];
    for (const [i, p] of all.entries()) events.push(await expectStored(p, created[i]!));
    expect(new Set(created.map((c) => c.localId)).size).toBe(all.length);
    if (kind === 'postgres') {
      // written in three transactions: the first alone, then the 20 that waited as 16 and 4
      const { rows } = (await db().execute(
        sql`select count(*)::integer as n from ${outboxEvents}
            where ${inArray(
              outboxEvents.id,
              events.map((e) => e.id),
            )} group by xmin::text order by n`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.map((r) => r.n)).toEqual([1, 4, WRITE_BATCH_CAP]);
    }
    await expectOnBoard(board, created);
    await board.close();
    await expectReplays(all, created);
  }, 60_000);

  it.runIf(kind === 'postgres')(
    'fails only the order whose key was lost while it waited; the others of its batch are created',
    async () => {
      const first = nextOrder();
      const others = Array.from({ length: 6 }, nextOrder);
      const lost = nextOrder();
      const board = await openSse(`${api.url}/admin/v1/orders/stream`, owner.headers);
      // what the lost key's retry answered: an order of its own (any valid answer will do)
      const retryAnswer = await expectContract(await post(nextOrder()), ZOrderCreated, 201);
      const lock = await holdOrdersTable();
      let outcomes: Response[];
      try {
        const firstDone = post(first);
        await eventually(async () => (await lock.writesWaiting()) === 1, 10_000);
        const othersDone = others.map((p) => post(p));
        await eventually(() => lock.claimed(others), 10_000);
        // the last to arrive: its key is answered by a retry meanwhile (it stalled past its lease)
        const lostDone = post(lost);
        await eventually(() => lock.claimed([lost]), 10_000);
        await sleep(300);
        await db()
          .update(idempotencyKeys)
          .set({ responseStatus: 201, responseBody: retryAnswer, leaseUntil: null })
          .where(and(eq(idempotencyKeys.retailNetworkId, 1), eq(idempotencyKeys.key, lost.key)));
        await lock.release();
        outcomes = await Promise.all([firstDone, ...othersDone, lostDone]);
      } finally {
        await lock.release();
      }
      const lostOutcome = outcomes.pop()!;
      await expectError(lostOutcome, 409, 'IDEMPOTENCY_KEY_IN_USE');
      const created = await Promise.all(outcomes.map((r) => expectContract(r, ZOrderCreated, 201)));
      const placed = [first, ...others];
      const events = [];
      for (const [i, p] of placed.entries()) events.push(await expectStored(p, created[i]!));
      // the batch of seven was tried, drew its outbox ids and rolled back: the six were then
      // written one by one, after a gap in the ids
      const firstId = events[0]!.id;
      const othersIds = events.slice(1).map((e) => e.id);
      expect(Math.min(...othersIds)).toBeGreaterThan(firstId + 1);
      // nothing of the lost order's: no order with its comment, no event
      const strays = await db()
        .select()
        .from(orders)
        .where(eq(orders.comment, (lost.body as { customerComment: string }).customerComment));
      expect(strays).toEqual([]);
      await expectOnBoard(board, [retryAnswer, ...created]);
      await board.close();
      await expectReplays(placed, created);
      // the lost key answers what its retry stored
      const replay = await post(lost);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await expectContract(replay, ZOrderCreated, 201)).toEqual(retryAnswer);
    },
    60_000,
  );
});
