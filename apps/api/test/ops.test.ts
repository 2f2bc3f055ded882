import { ZOrderCreated, ZOrderStatusChanged } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger, orders } from '../src/db/schema.js';
import { getConfirmedBalance } from '../src/modules/bonus/ledger.js';
import { OUTLET, P, pickupBody } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const TOKEN = 'test-ops-token-0123456789';
const ops = { authorization: `Bearer ${TOKEN}` };

describe.each(databaseKinds())('operator API on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  let seq = 0;
  const newOrder = async (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    expectContract(
      await api.post(
        '/order-service/api/http-order-create',
        pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 2 }], {
          customerComment: `ops ${++seq}`,
          ...over,
        }),
        { headers },
      ),
      ZOrderCreated,
      201,
    );
  const move = (orderId: string, statusId: number, headers: Record<string, string> = ops) =>
    api.post(`/ops/v1/orders/${orderId}/status`, { statusId }, { headers });

  it('needs the operator token', async () => {
    const { orderId } = await newOrder();
    await expectError(await move(orderId, 1, {}), 401, 'UNAUTHORIZED');
    await expectError(
      await move(orderId, 1, { authorization: 'Bearer wrong-token-0123456789' }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(await move(orderId, 1, { authorization: TOKEN }), 401, 'UNAUTHORIZED');
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.statusId).toBe(0);
  });

  it('moves an order 0 → 1 → 2 → 3 and refuses any other step', async () => {
    const { orderId, localId } = await newOrder();
    await expectError(await move(orderId, 2), 409, 'INVALID_STATUS_TRANSITION');
    await expectError(await move(orderId, 0), 409, 'INVALID_STATUS_TRANSITION');
    for (const [from, to] of [
      [0, 1],
      [1, 2],
      [2, 3],
    ] as const) {
      const changed = await expectContract(await move(orderId, to), ZOrderStatusChanged);
      expect(changed).toMatchObject({
        orderId,
        localId,
        previousStatusId: from,
        statusId: to,
        customerId: null,
      });
    }
    const err = await expectError(await move(orderId, 4), 409, 'INVALID_STATUS_TRANSITION');
    expect(err.details).toEqual([{ statusId: 3, allowed: [] }]);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.statusId).toBe(3);
  });

  it('cancels an active order, after which nothing moves it', async () => {
    const { orderId } = await newOrder();
    await expectContract(await move(orderId, 1), ZOrderStatusChanged);
    expect(
      await expectContract(
        await api.post(
          `/ops/v1/orders/${orderId}/status`,
          { statusId: 4, reason: 'No courier' },
          { headers: ops },
        ),
        ZOrderStatusChanged,
      ),
    ).toMatchObject({ statusId: 4 });
    await expectError(await move(orderId, 1), 409, 'INVALID_STATUS_TRANSITION');
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.additionalInfo).toMatchObject({ statusReason: 'No courier' });
  });

  it('refuses unknown orders and statuses', async () => {
    await expectError(await move('00000000-0000-4000-8000-000000000000', 1), 404, 'ORDER_NOT_FOUND');
    await expectError(await move('not-an-id', 1), 400, 'VALIDATION_ERROR');
    const { orderId } = await newOrder();
    await expectError(await move(orderId, 7), 400, 'VALIDATION_ERROR');
  });

  it("credits the brand's bonus rate on completion, and gives back spent points on cancellation", async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    await api.database.db
      .insert(bonusLedger)
      .values({ customerId: customer.id, kind: 'ADJUSTMENT', points: 100 });
    const db = api.database.db;

    // 2 × 439.00, 100 points paid: 778.00 paid for food; 5% is 38 points
    const paid = await newOrder(
      { customerUuid: customer.id, payment: { paymentType: 'CASH', bonusCount: 100 } },
      headers,
    );
    expect(await getConfirmedBalance(db, customer.id)).toBe(0);
    for (const to of [1, 2]) await expectContract(await move(paid.orderId, to), ZOrderStatusChanged);
    const done = await expectContract(await move(paid.orderId, 3), ZOrderStatusChanged);
    expect(done).toMatchObject({ customerId: customer.id, bonusPoints: 38 });
    expect(await getConfirmedBalance(db, customer.id)).toBe(38);

    const cancelled = await newOrder(
      { customerUuid: customer.id, payment: { paymentType: 'CASH', bonusCount: 30 } },
      headers,
    );
    expect(await getConfirmedBalance(db, customer.id)).toBe(8);
    expect(await expectContract(await move(cancelled.orderId, 4), ZOrderStatusChanged)).toMatchObject({
      bonusPoints: 30,
    });
    expect(await getConfirmedBalance(db, customer.id)).toBe(38);
    const entries = await db.select().from(bonusLedger).where(eq(bonusLedger.customerId, customer.id));
    expect(entries.map((e) => [e.kind, e.points]).sort()).toEqual(
      [
        ['ADJUSTMENT', 100],
        ['SPENDING', -100],
        ['ACCRUAL', 38],
        ['SPENDING', -30],
        ['REFUND', 30],
      ].sort(),
    );
  });
});
