/**
 * The board's live stream (`GET /admin/v1/orders/stream`, issue 18 item 4): new orders and status
 * moves in the member's scope arrive live, from whichever API instance made them
 * (PostgreSQL LISTEN/NOTIFY); and the unpaid-order sweep of two instances cancels an order once.
 */
import { ZBoardStreamEvent } from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../src/db/schema.js';
import { OUTLET } from './checkout-fixtures.js';
import {
  PAYMENT_ENV,
  eventually,
  movableClock,
  openSse,
  orderSteps,
  type SseStream,
} from './board-fixtures.js';
import { databaseKinds, expectError, startTestApi, type DatabaseKind, type TestApi } from './harness.js';
import { startSecondInstance, type SecondInstance } from './second-instance.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const boardStream = (url: string, member: TestStaff, query = '') =>
  openSse(`${url}/admin/v1/orders/stream${query}`, member.headers);
/** Live, not on a reload: the event itself arrives. How fast is bench/board-bench.ts's to say
 * (p95 49 ms across two instances), not a timed test's on a busy machine. */
const nextOrderEvent = async (stream: SseStream, ms = 5000) =>
  ZBoardStreamEvent.parse(await stream.next('order', ms));

describe.each(databaseKinds())('order board stream on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  const steps = orderSteps(() => api);
  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_ENV);
    owner = await createStaff(api, 'OWNER');
  });
  afterAll(() => api?.close());

  it('needs a session, and an outlet in scope', async () => {
    await expectError(await api.get('/admin/v1/orders/stream'), 401, 'UNAUTHORIZED');
    const pizza = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.pizzaKyiv] });
    await expectError(
      await pizza.get(`/admin/v1/orders/stream?outletId=${OUTLET.khreshchatyk}`),
      403,
      'FORBIDDEN',
    );
    await expectError(await pizza.get('/admin/v1/orders/stream?outletId=999999'), 404, 'NOT_FOUND');
    await expectError(await pizza.get('/admin/v1/orders/stream?outletId=x'), 400, 'VALIDATION_ERROR');
  });

  it('brings a new order and its moves to the board as they happen, in scope only', async () => {
    const cook = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    const elsewhere = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.poznyaky] });
    const board = await boardStream(api.url, cook);
    expect(board.contentType).toBe('text/event-stream; charset=utf-8');
    const other = await boardStream(api.url, elsewhere);
    const ownerAt1003 = await boardStream(api.url, owner, `?outletId=${OUTLET.poznyaky}`);
    const ownerAll = await boardStream(api.url, owner);

    const created = await steps.pickup(OUTLET.khreshchatyk);
    expect(await nextOrderEvent(board)).toMatchObject({
      type: 'order.created',
      orderId: created.orderId,
      localId: created.localId,
      retailNetworkId: 1,
      outletId: OUTLET.khreshchatyk,
      statusId: 0,
      previousStatusId: null,
    });
    expect((await nextOrderEvent(ownerAll)).orderId).toBe(created.orderId);

    const res = await cook.post(`/admin/v1/orders/${created.orderId}/status`, {
      statusId: 1,
      prepMinutes: 10,
    });
    expect(res.status).toBe(200);
    expect(await nextOrderEvent(board)).toMatchObject({
      type: 'order.status_changed',
      orderId: created.orderId,
      statusId: 1,
      previousStatusId: 0,
    });
    // a refused move sends nothing; another outlet's boards heard nothing of this order
    expect((await cook.post(`/admin/v1/orders/${created.orderId}/status`, { statusId: 3 })).status).toBe(409);
    const at1003 = await steps.pickup(OUTLET.poznyaky);
    expect((await nextOrderEvent(other)).orderId).toBe(at1003.orderId);
    expect((await nextOrderEvent(ownerAt1003)).orderId).toBe(at1003.orderId);
    await new Promise((r) => setTimeout(r, 200));
    expect(other.pending()).toEqual([]);
    expect(ownerAt1003.pending()).toEqual([]);
    expect(board.pending()).toEqual([]);
    for (const s of [board, other, ownerAt1003, ownerAll]) await s.close();
  });

  it('tells the board when a held online order is paid, so it joins the new orders at once', async () => {
    const board = await boardStream(api.url, owner);
    const held = await steps.delivery();
    expect((await nextOrderEvent(board)).type).toBe('order.created');
    const before = await owner.get(`/admin/v1/orders/${held.orderId}`);
    expect(((await before.json()) as { held: boolean }).held).toBe(true);

    await steps.pay(held.paymentUrl!);
    expect(await nextOrderEvent(board)).toMatchObject({
      type: 'order.paid',
      orderId: held.orderId,
      statusId: 0,
    });
    const after = await owner.get(`/admin/v1/orders/${held.orderId}`);
    expect(await after.json()).toMatchObject({ held: false, isPaid: true, statusId: 0 });
    await board.close();
  });
});

const pgOnly: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : [];

describe.each(pgOnly)('order board across two API instances on %s', () => {
  let first: TestApi;
  let second: SecondInstance;
  const clock = movableClock();
  const steps = orderSteps(() => first);
  beforeAll(async () => {
    const env = { ...PAYMENT_ENV, UNPAID_CANCEL_CHECK_SECONDS: '1' };
    first = await startTestApi('postgres', env, { clock });
    second = await startSecondInstance(first, { env, clock });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('an order created through one instance reaches a board connected to the other, live', async () => {
    const cook = await createStaff(first, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    const board = await boardStream(second.url, cook);
    for (let i = 0; i < 3; i++) {
      const created = await steps.pickup(OUTLET.khreshchatyk);
      expect(await nextOrderEvent(board)).toMatchObject({ type: 'order.created', orderId: created.orderId });
    }
    await board.close();
  });

  it('cancels an order left unpaid once, whichever instance sweeps first', async () => {
    const unpaid = await steps.delivery();
    clock.advanceMinutes(31);
    await eventually(async () => {
      const [row] = await first.database.db.select().from(orders).where(eq(orders.id, unpaid.orderId));
      return row!.statusId === 4;
    });
    // both instances sweep every second: give the other a few more turns
    await new Promise((r) => setTimeout(r, 2500));
    const entries = await first.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unpaid.orderId), eq(auditLog.kind, 'order.status')));
    expect(entries).toHaveLength(1);
  });
});
