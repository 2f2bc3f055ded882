/**
 * The order board's reads (issue 18 item 4): the list in a member's or an API key's scope with
 * its filters, and one order with everything its card shows. Out of scope is a 403, unknown a 404.
 */
import { ZBoardOrder, ZBoardOrdersPage, type TBoardOrder } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTLET, P, kyivTomorrowAt, onTime } from './checkout-fixtures.js';
import { insertOrder } from './customer-fixtures.js';
import { OPS, PAYMENT_ENV, orderSteps } from './board-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

describe.each(databaseKinds())('order board reads on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  const steps = orderSteps(() => api);
  const placed: Record<
    'cash1001' | 'cash1003' | 'pizza' | 'held' | 'onTime',
    { orderId: string; localId: number; amount: number }
  > = {} as never;
  let oldOrderId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_ENV);
    owner = await createStaff(api, 'OWNER');
    oldOrderId = (
      await insertOrder(api.database.db, {
        customerId: null,
        outletId: OUTLET.khreshchatyk,
        createdAt: new Date(Date.now() - 2 * 24 * 3600_000),
      })
    ).id;
    placed.cash1001 = await steps.pickup(OUTLET.khreshchatyk);
    placed.cash1003 = await steps.pickup(OUTLET.poznyaky);
    // the pizza brand's order, written as its checkout would
    const pizza = await insertOrder(api.database.db, {
      customerId: null,
      retailNetworkId: 2,
      businessRegionId: 201,
      outletId: OUTLET.pizzaKyiv,
      lines: [{ productId: 200001, count: 1, price: 25900 }],
    });
    placed.pizza = { orderId: pizza.id, localId: pizza.localId, amount: pizza.amount };
    placed.held = await steps.delivery({ customerComment: 'Ring twice', customerName: 'Олена Коваль' });
    placed.onTime = await steps.delivery({
      payment: { bonusCount: 0, paymentType: 'CASH' },
      delivery: {
        type: 0,
        ...onTime(kyivTomorrowAt(13)),
        city: 'Київ',
        street: 'вул. Хрещатик',
        house: '22',
        isPrivateHouse: true,
        location: { type: 'Point', coordinates: [30.5219, 50.4474] },
      },
    });
  });
  afterAll(() => api?.close());

  const list = async (member: TestStaff, query = '') =>
    expectContract(await member.get(`/admin/v1/orders${query}`), ZBoardOrdersPage);
  const ids = (page: { data: TBoardOrder[] }) => page.data.map((o) => o.id);

  it('needs a staff session: 401 without one, and an API key is no session', async () => {
    await expectError(await api.get('/admin/v1/orders'), 401, 'UNAUTHORIZED');
    await expectError(await api.get(`/admin/v1/orders/${placed.cash1001.orderId}`), 401, 'UNAUTHORIZED');
    await expectError(await api.get('/admin/v1/orders', { headers: OPS }), 401, 'UNAUTHORIZED');
    await expectError(await api.get('/ops/v1/orders'), 401, 'UNAUTHORIZED');
  });

  it("lists the owner's orders of every brand, newest first, from the last 24 hours", async () => {
    const page = await list(owner);
    const mine = Object.values(placed).map((o) => o.orderId);
    expect(ids(page).filter((id) => mine.includes(id))).toEqual(mine.reverse());
    expect(ids(page)).not.toContain(oldOrderId);
    expect(page.pagination).toMatchObject({ page: 1, size: 50, total: page.data.length });
    const older = await list(
      owner,
      `?from=${encodeURIComponent(new Date(Date.now() - 3 * 86400_000).toISOString())}`,
    );
    expect(ids(older)).toContain(oldOrderId);
    // pages never overlap
    const first = await list(owner, '?size=2');
    const second = await list(owner, '?size=2&page=2');
    expect(first.data).toHaveLength(2);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 2));
  });

  it('filters by outlet, status and hold', async () => {
    const at1003 = await list(owner, `?outletId=${OUTLET.poznyaky}`);
    expect(ids(at1003)).toEqual([placed.cash1003.orderId]);
    const held = await list(owner, '?held=true');
    expect(ids(held)).toEqual([placed.held.orderId]);
    expect(held.data[0]).toMatchObject({ held: true, paymentState: 'PENDING', nextStatusIds: [4] });
    expect(ids(await list(owner, '?held=false'))).not.toContain(placed.held.orderId);
    expect(ids(await list(owner, '?statusId=0,1,2'))).toHaveLength(5);
    expect(ids(await list(owner, '?statusId=3'))).toEqual([]);
  });

  it("shows a brand manager their brand's orders and outlet staff their outlet's, nothing else", async () => {
    const manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    const khreshchatyk = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    const pizza = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.pizzaKyiv] });
    expect(ids(await list(manager))).not.toContain(placed.pizza.orderId);
    expect(ids(await list(manager))).toContain(placed.cash1003.orderId);
    expect(new Set((await list(khreshchatyk)).data.map((o) => o.outletId))).toEqual(
      new Set([OUTLET.khreshchatyk]),
    );
    expect(ids(await list(pizza))).toEqual([placed.pizza.orderId]);

    // another brand's outlet or order: 403; an outlet or order that does not exist: 404
    await expectError(await manager.get(`/admin/v1/orders?outletId=${OUTLET.pizzaKyiv}`), 403, 'FORBIDDEN');
    await expectError(
      await khreshchatyk.get(`/admin/v1/orders?outletId=${OUTLET.poznyaky}`),
      403,
      'FORBIDDEN',
    );
    await expectError(await manager.get('/admin/v1/orders?outletId=999999'), 404, 'NOT_FOUND');
    await expectError(await pizza.get(`/admin/v1/orders/${placed.cash1001.orderId}`), 403, 'FORBIDDEN');
    await expectError(await manager.get(`/admin/v1/orders/${placed.pizza.orderId}`), 403, 'FORBIDDEN');
    await expectError(
      await manager.get('/admin/v1/orders/00000000-0000-4000-8000-000000000000'),
      404,
      'ORDER_NOT_FOUND',
    );
    await expectError(await manager.get('/admin/v1/orders/not-an-id'), 400, 'VALIDATION_ERROR');
  });

  it('shows a delivery card with everything the kitchen and the courier need', async () => {
    const order = await expectContract(
      await owner.get(`/admin/v1/orders/${placed.held.orderId}`),
      ZBoardOrder,
    );
    expect(order).toMatchObject({
      id: placed.held.orderId,
      localId: placed.held.localId,
      outletId: OUTLET.khreshchatyk,
      timeZone: 'Europe/Kyiv',
      statusId: 0,
      timeIndication: 'ASAP',
      deliverAt: null,
      acceptedAt: null,
      prepMinutes: null,
      deliveryType: 0,
      customer: { name: 'Олена Коваль', phone: '+380671234567' },
      comment: 'Ring twice',
      personsCount: 2,
      doNotCallback: true,
      paymentType: 'ONLINE',
      isPaid: false,
      paymentState: 'PENDING',
      held: true,
      amount: placed.held.amount,
      refundedAmount: 0,
      currencyCode: 'UAH',
      channel: 'web',
      refunds: [],
      address: {
        text: 'вул. Хрещатик, 22',
        apartment: '5',
        isPrivateHouse: false,
        latitude: 50.4474,
        longitude: 30.5219,
        mapUrl: 'https://www.google.com/maps/search/?api=1&query=50.447400,30.521900',
      },
    });
    expect(order.outletName).not.toBe('');
    // the checkout's estimate until the outlet accepts
    expect(new Date(order.expectedAt!).getTime()).toBeGreaterThan(new Date(order.createdAt).getTime());
    // the dish with the addons chosen for it
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ productId: P.dragon, count: 1 });
    expect(order.lines[0]!.addons.find((a) => a.productId === P.soy)).toMatchObject({
      count: 3,
      amount: 3000,
    });
  });

  it('shows an ON_TIME order with the time chosen, and a pickup without an address', async () => {
    const onTimeOrder = await expectContract(
      await owner.get(`/admin/v1/orders/${placed.onTime.orderId}`),
      ZBoardOrder,
    );
    expect(onTimeOrder).toMatchObject({
      timeIndication: 'ON_TIME',
      deliverAt: kyivTomorrowAt(13),
      expectedAt: kyivTomorrowAt(13),
      paymentType: 'CASH',
      held: false,
      paymentState: 'NOT_REQUIRED',
      nextStatusIds: [1, 4],
      address: { isPrivateHouse: true, apartment: null },
    });
    const pickup = await expectContract(
      await owner.get(`/admin/v1/orders/${placed.cash1003.orderId}`),
      ZBoardOrder,
    );
    expect(pickup).toMatchObject({
      deliveryType: 1,
      address: null,
      outletId: OUTLET.poznyaky,
      paymentType: 'CASH',
    });
    const pizza = await expectContract(
      await owner.get(`/admin/v1/orders/${placed.pizza.orderId}`),
      ZBoardOrder,
    );
    expect(pizza).toMatchObject({
      retailNetworkId: 2,
      outletId: OUTLET.pizzaKyiv,
      lines: [{ name: 'Archived 200001' }],
    });
  });

  it('answers /ops/v1/orders to API keys within their scope', async () => {
    const outletKey = await createApiKey(api, { outletIds: [OUTLET.khreshchatyk] });
    const pizzaKey = await createApiKey(api, { retailNetworkIds: [2] });
    const page = await expectContract(
      await api.get('/ops/v1/orders?statusId=0', { headers: { authorization: outletKey.authorization } }),
      ZBoardOrdersPage,
    );
    expect(new Set(page.data.map((o) => o.outletId))).toEqual(new Set([OUTLET.khreshchatyk]));
    // ARCHITECTURE.md: id (UUID), localId, status, payment state, held
    const held = page.data.find((o) => o.id === placed.held.orderId)!;
    expect(held).toMatchObject({
      localId: placed.held.localId,
      statusId: 0,
      paymentState: 'PENDING',
      held: true,
    });
    expect(
      ids(
        await expectContract(
          await api.get('/ops/v1/orders', { headers: { authorization: pizzaKey.authorization } }),
          ZBoardOrdersPage,
        ),
      ),
    ).toEqual([placed.pizza.orderId]);
    await expectError(
      await api.get(`/ops/v1/orders?outletId=${OUTLET.khreshchatyk}`, {
        headers: { authorization: pizzaKey.authorization },
      }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await api.get(`/ops/v1/orders/${placed.cash1001.orderId}`, {
        headers: { authorization: pizzaKey.authorization },
      }),
      403,
      'FORBIDDEN',
    );
    expect(
      (
        await expectContract(
          await api.get(`/ops/v1/orders/${placed.pizza.orderId}`, {
            headers: { authorization: pizzaKey.authorization },
          }),
          ZBoardOrder,
        )
      ).id,
    ).toBe(placed.pizza.orderId);
  });

  it('refuses a malformed filter with a 400 naming it', async () => {
    for (const query of [
      '?statusId=9',
      '?statusId=0,,1',
      '?held=yes',
      '?from=yesterday',
      '?size=0',
      '?size=201',
      '?page=0',
      '?outletId=abc',
      `?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}`,
    ])
      await expectError(await owner.get(`/admin/v1/orders${query}`), 400, 'VALIDATION_ERROR');
  });
});
