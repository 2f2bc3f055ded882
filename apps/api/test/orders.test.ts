import { ZLastOrder, ZOrder, ZOrdersList, ZOrderStatistic, ZPrediction, ZProductList } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PREDICTIONS } from '../src/modules/orders/predictions.js';
import { createSignedInCustomer, insertOrder } from './customer-fixtures.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe.each(databaseKinds())('orders API on %s', (kind) => {
  let api: TestApi;
  let productIds: number[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    const menu = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    productIds = menu.map((p) => p.id);
  });
  afterAll(() => api?.close());

  const customerWithOrders = async (statuses: number[]) => {
    const c = await createSignedInCustomer(api.database.db);
    const orders = [];
    // oldest first, so the newest is the last status given
    for (const [i, statusId] of statuses.entries()) {
      orders.push(
        await insertOrder(api.database.db, {
          customerId: c.customer.id,
          statusId,
          createdAt: minutesAgo(100 - i),
        }),
      );
    }
    const call = (method: string, path: string, body?: unknown) =>
      fetch(api.url + path, {
        method,
        headers: { ...c.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    return { ...c, id: c.customer.id, orders, call };
  };

  it('lists the customer’s orders newest first, page by page', async () => {
    const c = await customerWithOrders([3, 3, 4, 3, 0, 1, 2]);
    // someone else's orders never show
    await insertOrder(api.database.db, {
      customerId: (await createSignedInCustomer(api.database.db)).customer.id,
    });
    const page1 = await expectContract(
      await c.call('POST', '/orders/v1/list', { userId: c.id, page: 1, size: 3 }),
      ZOrdersList,
    );
    expect(page1.pagination).toEqual({ page: 1, size: 3, total: 7, totalPages: 3 });
    expect(page1.data.map((o) => o.id)).toEqual([c.orders[6]!.id, c.orders[5]!.id, c.orders[4]!.id]);
    const page3 = await expectContract(
      await c.call('POST', '/orders/v1/list', { userId: c.id, page: 3, size: 3 }),
      ZOrdersList,
    );
    expect(page3.data.map((o) => o.id)).toEqual([c.orders[0]!.id]);
    const beyond = await expectContract(
      await c.call('POST', '/orders/v1/list', { userId: c.id, page: 9, size: 3 }),
      ZOrdersList,
    );
    expect(beyond.data).toEqual([]);
  });

  it('filters by one status or by 0, 1 and 2 combined; no status means all', async () => {
    const c = await customerWithOrders([3, 3, 4, 0, 1, 2]);
    const list = async (statusId?: number | number[]) =>
      (
        await expectContract(await c.call('POST', '/orders/v1/list', { userId: c.id, statusId }), ZOrdersList)
      ).data.map((o) => o.statusId);
    expect(await list([0, 1, 2])).toEqual([2, 1, 0]);
    expect(await list(3)).toEqual([3, 3]);
    expect(await list(4)).toEqual([4]);
    expect(await list()).toEqual([2, 1, 0, 4, 3, 3]);
    const stat = await expectContract(await c.call('GET', `/orders/v1/statistic/${c.id}`), ZOrderStatistic);
    expect(stat).toEqual([
      { statusId: 0, count: 1 },
      { statusId: 1, count: 1 },
      { statusId: 2, count: 1 },
      { statusId: 3, count: 2 },
      { statusId: 4, count: 1 },
    ]);
    await expectError(
      await c.call('POST', '/orders/v1/list', { userId: c.id, statusId: [] }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await c.call('POST', '/orders/v1/list', { userId: c.id, size: 1000 }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await c.call('POST', '/orders/v1/list', { userId: c.id, page: 0 }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('shows one order with archived product names, today’s catalogue entry and the outlet time zone', async () => {
    const c = await createSignedInCustomer(api.database.db);
    const [kept, other] = productIds;
    const order = await insertOrder(api.database.db, {
      customerId: c.customer.id,
      createdAt: new Date('2026-07-01T12:00:00Z'),
      lines: [
        { productId: kept!, count: 2, price: 18900, archived: { name: 'Рол Каліфорнія (літній)' } },
        { productId: other!, count: 1, price: 9900 },
      ],
    });
    const res = await api.get(`/orders/v1/get/${order.id}`, { headers: c.headers });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const got = await expectContract(res, ZOrder);
    expect(got).toMatchObject({
      id: order.id,
      localId: order.localId,
      outletId: 1001,
      outlet: { id: 1001, name: 'Sushi Moon на Хрещатику', address: 'вул. Хрещатик, 22' },
      timeZone: 'Europe/Kyiv',
      // summer time in Kyiv
      timeZoneOffsetHours: 3,
      currencyCode: 'UAH',
      amount: 2 * 18900 + 9900,
      feedback: null,
      delivery: { type: 0, street: 'Хрещатик', house: '1' },
    });
    expect(got.products.map((p) => [p.productId, p.count, p.amount, p.name])).toEqual([
      [kept, 2, 37800, 'Рол Каліфорнія (літній)'],
      [other, 1, 9900, `Archived ${other}`],
    ]);
    expect(got.products[0]!.product?.id).toBe(kept);
    await expectError(
      await api.get('/orders/v1/get/00000000-0000-4000-8000-000000000000', { headers: c.headers }),
      404,
      'ORDER_NOT_FOUND',
    );
    await expectError(
      await api.get('/orders/v1/get/not-a-uuid', { headers: c.headers }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('answers the latest active and the latest completed order, or null', async () => {
    const c = await customerWithOrders([3, 1, 4, 3, 0]);
    const active = await expectContract(
      await c.call('GET', `/orders/v1/lastActive?userId=${c.id}`),
      ZLastOrder,
    );
    expect(active?.id).toBe(c.orders[4]!.id);
    const completed = await expectContract(
      await c.call('GET', `/orders/v1/lastCompleted?userId=${c.id}`),
      ZLastOrder,
    );
    expect(completed?.id).toBe(c.orders[3]!.id);

    const fresh = await customerWithOrders([4]);
    expect(
      await expectContract(await fresh.call('GET', `/orders/v1/lastActive?userId=${fresh.id}`), ZLastOrder),
    ).toBeNull();
    expect(
      await expectContract(
        await fresh.call('GET', `/orders/v1/lastCompleted?userId=${fresh.id}`),
        ZLastOrder,
      ),
    ).toBeNull();
    await expectError(await fresh.call('GET', '/orders/v1/lastActive'), 400, 'VALIDATION_ERROR');
  });

  it('takes one rating per completed order and refreshes the awaiting list', async () => {
    const c = await customerWithOrders([3, 3, 1]);
    const [first, second, cooking] = c.orders;
    const awaiting = async () =>
      (
        await expectContract(
          await c.call('GET', `/orders/v1/feedbackAwaiting?userId=${c.id}`),
          z.array(ZOrder),
        )
      ).map((o) => o.id);
    expect(await awaiting()).toEqual([second!.id, first!.id]);

    const rate = (orderId: string, body: Record<string, unknown>) =>
      c.call('POST', `/orders/v1/addFeedback/${orderId}`, { userId: c.id, ...body });
    await expectError(await rate(first!.id, { score: 6 }), 400, 'VALIDATION_ERROR');
    await expectError(await rate(first!.id, { score: 0 }), 400, 'VALIDATION_ERROR');
    await expectError(await rate(cooking!.id, { score: 5 }), 409, 'FEEDBACK_NOT_ALLOWED');
    expect(await (await rate(first!.id, { score: 4, comment: '  Смачно, але довго  ' })).json()).toEqual({
      isSuccess: true,
    });
    await expectError(
      await rate(first!.id, { score: 1, comment: 'змінив думку' }),
      409,
      'FEEDBACK_NOT_ALLOWED',
    );

    expect(await awaiting()).toEqual([second!.id]);
    const rated = await expectContract(await c.call('GET', `/orders/v1/get/${first!.id}`), ZOrder);
    expect(rated.feedback).toEqual({ score: 4, comment: 'Смачно, але довго', reply: null });
  });

  it('gives a prediction in the asked language to anyone', async () => {
    const uk = await expectContract(await api.get('/orders/v1/prediction/?language=uk'), ZPrediction);
    expect(PREDICTIONS.uk).toContain(uk.prediction);
    const en = await expectContract(await api.get('/orders/v1/prediction?language=en&rn=1'), ZPrediction);
    expect(en.language).toBe('en');
    expect(PREDICTIONS.en).toContain(en.prediction);
    expect((await expectContract(await api.get('/orders/v1/prediction/'), ZPrediction)).language).toBe('uk');
    await expectError(await api.get('/orders/v1/prediction/?language=de'), 400, 'VALIDATION_ERROR');
  });
});
