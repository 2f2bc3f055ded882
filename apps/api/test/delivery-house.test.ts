/**
 * Issue 17 item 2: a delivery without a house number was taken, and the courier got 'house 0'.
 * Creation now refuses it with 400 VALIDATION_ERROR naming /delivery/house, writing nothing; a
 * calculation still prices a delivery before the house is typed, and a pickup names no house.
 */
import { ZCheckoutResponse, ZOrderCreated } from '@food/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, payments } from '../src/db/schema.js';
import { OUTLET, P, deliveryBody, pickupBody } from './checkout-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const CREATE = '/order-service/api/http-order-create';
const CALCULATE = '/order-service/api/order-checkout';
const one = [{ productId: P.dragon, count: 1 }];

/** The demo delivery to Khreshchatyk 22 with `house` in place of the 22 (undefined: left out). */
function withHouse(house: string | null | undefined) {
  const base = deliveryBody(one);
  const delivery = { ...(base.delivery as Record<string, unknown>), house };
  if (house === undefined) delete delivery.house;
  return { ...base, delivery };
}

describe.each(databaseKinds())('the house of a delivery on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  const count = async (table: typeof orders | typeof payments | typeof idempotencyKeys) =>
    (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const rows = async () => ({
    orders: await count(orders),
    payments: await count(payments),
    keys: await count(idempotencyKeys),
  });

  it('refuses a delivery without a house (missing, empty, blank or the spec\'s "0") and writes nothing', async () => {
    const before = await rows();
    for (const [i, house] of [undefined, null, '', '   ', '0'].entries()) {
      const error = await expectError(
        await api.post(CREATE, withHouse(house), { headers: { 'idempotency-key': `no-house-${i}` } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(error.details, JSON.stringify(house)).toEqual([
        { in: 'body', path: '/delivery/house', message: 'is required for delivery' },
      ]);
    }
    expect(await rows()).toEqual(before);
  });

  it('takes the same delivery with its house, and keeps the house', async () => {
    const created = await expectContract(await api.post(CREATE, withHouse('10А')), ZOrderCreated, 201);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row?.delivery).toMatchObject({ street: 'вул. Хрещатик', house: '10А' });
  });

  it('prices a delivery before the house is typed, and takes a pickup, which names no house', async () => {
    const calc = await expectContract(await api.post(CALCULATE, withHouse(undefined)), ZCheckoutResponse);
    // the inner zone's 59 UAH: the address without its house is still priced
    expect(calc.orderResponse.delivery.price).toBe(5900);
    await expectContract(await api.post(CREATE, pickupBody(OUTLET.khreshchatyk, one)), ZOrderCreated, 201);
  });
});
