import { ZSailplayUserInfo } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger } from '../src/db/schema.js';
import { createSignedInCustomer, insertOrder } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const OPS = { authorization: 'Bearer test-ops-token-0123456789' };

describe.each(databaseKinds())('bonus API on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  const info = (c: { headers: Record<string, string> }, uuid: string, extra: Record<string, unknown> = {}) =>
    api.post(
      '/bonus/api/sailplay-http',
      { method: 'user.infoByUUID', args: { uuid, retailNetworkId: 1, ...extra } },
      { headers: c.headers },
    );

  it('answers a new customer with zero points and their referral promo code', async () => {
    const c = await createSignedInCustomer(api.database.db);
    const res = await info(c, c.customer.id);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await expectContract(res, ZSailplayUserInfo)).toEqual({
      status: 'ok',
      user: { uuid: c.customer.id, phone: c.customer.phone },
      user_points: { confirmed: 0, unconfirmed: 0, spent: 0, total: 0 },
      referral_promocode: c.customer.referralCode,
    });
  });

  it('sums confirmed ledger entries into the balance and lists the history newest first', async () => {
    const c = await createSignedInCustomer(api.database.db);
    const order = await insertOrder(api.database.db, { customerId: c.customer.id, statusId: 3 });
    const at = (m: number) => new Date(Date.now() - (60 - m) * 60_000);
    await api.database.db.insert(bonusLedger).values([
      {
        customerId: c.customer.id,
        kind: 'REFERRAL',
        points: 100,
        comment: 'A friend’s first order',
        createdAt: at(1),
      },
      { customerId: c.customer.id, orderId: order.id, kind: 'ACCRUAL', points: 120, createdAt: at(2) },
      { customerId: c.customer.id, orderId: order.id, kind: 'SPENDING', points: -50, createdAt: at(3) },
      { customerId: c.customer.id, orderId: order.id, kind: 'REFUND', points: 20, createdAt: at(4) },
      { customerId: c.customer.id, kind: 'ACCRUAL', points: 30, isConfirmed: false, createdAt: at(5) },
    ]);
    const body = await expectContract(
      await info(c, c.customer.id, { options: { history: true } }),
      ZSailplayUserInfo,
    );
    expect(body.user_points).toEqual({ confirmed: 190, unconfirmed: 30, spent: 30, total: 220 });
    expect(body.history!.map((h) => [h.action, h.points, h.isConfirmed])).toEqual([
      ['ACCRUAL', 30, false],
      ['REFUND', 20, true],
      ['SPENDING', -50, true],
      ['ACCRUAL', 120, true],
      ['REFERRAL', 100, true],
    ]);
    expect(body.history![1]!.orderId).toBe(order.id);
    // without options.history there is none
    expect((await expectContract(await info(c, c.customer.id), ZSailplayUserInfo)).history).toBeUndefined();
  });

  it('shows the points a completed order earns', async () => {
    const c = await createSignedInCustomer(api.database.db);
    const order = await insertOrder(api.database.db, {
      customerId: c.customer.id,
      statusId: 2,
      lines: [{ productId: 100001, count: 2, price: 25000 }],
    });
    expect(
      (await api.post(`/ops/v1/orders/${order.id}/status`, { statusId: 3 }, { headers: OPS })).status,
    ).toBe(200);
    const body = await expectContract(
      await info(c, c.customer.id, { options: { history: true } }),
      ZSailplayUserInfo,
    );
    expect(body.user_points.confirmed).toBeGreaterThan(0);
    expect(body.history).toEqual([expect.objectContaining({ action: 'ACCRUAL', orderId: order.id })]);
  });

  it('refuses an unknown method, another network and a malformed call', async () => {
    const c = await createSignedInCustomer(api.database.db);
    await expectError(
      await api.post(
        '/bonus/api/sailplay-http',
        { method: 'user.addPoints', args: { uuid: c.customer.id, retailNetworkId: 1 } },
        { headers: c.headers },
      ),
      400,
      'UNKNOWN_BONUS_METHOD',
    );
    await expectError(await info(c, c.customer.id, { retailNetworkId: 2 }), 400, 'UNKNOWN_RETAIL_NETWORK');
    await expectError(await info(c, c.customer.id, { retailNetworkId: 99 }), 400, 'UNKNOWN_RETAIL_NETWORK');
    await expectError(
      await api.post('/bonus/api/sailplay-http', { method: 'user.infoByUUID' }, { headers: c.headers }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await info({ headers: {} }, c.customer.id), 401, 'UNAUTHORIZED');
  });
});

/**
 * PGlite has one connection and a transaction holds it: a query on the pool from inside the
 * status change's transaction (the brand config, when the catalogue cache is cold) waits for
 * that transaction, which waits for the query, and the whole API hangs. With no cache at all
 * every completion takes that path.
 */
describe.each(databaseKinds())('completing an order with a cold brand cache on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '0' });
  });
  afterAll(() => api?.close());

  it('credits the points and answers at once', async () => {
    const c = await createSignedInCustomer(api.database.db);
    const order = await insertOrder(api.database.db, {
      customerId: c.customer.id,
      statusId: 2,
      lines: [{ productId: 100001, count: 2, price: 25000 }],
    });
    const res = await api.post(
      `/ops/v1/orders/${order.id}/status`,
      { statusId: 3 },
      { headers: OPS, signal: AbortSignal.timeout(5_000) },
    );
    expect(res.status).toBe(200);
    const body = await expectContract(
      await api.post(
        '/bonus/api/sailplay-http',
        { method: 'user.infoByUUID', args: { uuid: c.customer.id, retailNetworkId: 1 } },
        { headers: c.headers, signal: AbortSignal.timeout(5_000) },
      ),
      ZSailplayUserInfo,
    );
    // sm-ua earns 5 % of what was paid for the food: 500.00 UAH → 25 points
    expect(body.user_points.confirmed).toBe(25);
  });
});
