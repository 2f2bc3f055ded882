import { randomUUID } from 'node:crypto';
import { ZOrderCreated, type TOrderCreated } from '@food/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bonusLedger,
  idempotencyKeys,
  orderLines,
  orders,
  promoCodes,
  stopListItems,
} from '../src/db/schema.js';
import { requestHash } from '../src/modules/order-service/request-hash.js';
import { ZCheckoutRequest } from '@food/contracts';
import {
  OUTLET,
  P,
  deliveryBody,
  expectOrderCreatedForm,
  kyivTomorrowAt,
  onTime,
  pickupBody,
} from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const CREATE = '/order-service/api/http-order-create';

describe.each(databaseKinds())('order creation on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
    // before any request: promo codes are cached for CATALOG_CACHE_SECONDS once read
    await api.database.db.insert(promoCodes).values({
      retailNetworkId: 1,
      code: 'ALLFREE',
      kind: 'FIXED',
      value: 10_000_000,
      minOrderAmount: 0,
      startsAt: new Date('2026-01-01T00:00:00Z'),
    });
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const countOrders = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
    )[0]!.n;
  const create = async (
    body: unknown,
    headers: Record<string, string> = {},
    status = 201,
  ): Promise<TOrderCreated> => {
    const res = await api.post(CREATE, body, { headers });
    if (status === 201 && !res.headers.has('idempotent-replayed')) await expectOrderCreatedForm(res);
    return expectContract(res, ZOrderCreated, status);
  };

  /** a request the server must refuse without writing anything */
  const refused = async (
    body: unknown,
    status: number,
    code: string,
    headers: Record<string, string> = {},
  ) => {
    const before = await countOrders();
    const error = await expectError(await api.post(CREATE, body, { headers }), status, code);
    expect(await countOrders()).toBe(before);
    return error;
  };

  it("creates a guest's delivery order with its lines, priced by the server", async () => {
    const body = deliveryBody(
      [
        { productId: P.dragon, count: 2, price: 1, promo: true, isAddon: true } as never,
        { productId: P.soy, count: 3, price: 0 } as never,
      ],
      // a code typed with spaces and in lower case; totals and a payment kind the server ignores
      { promoCode: ' Demo 10 ', customerComment: 'Без цибулі', amount: 1, discount: 99_999, paymentKind: 3 },
    );
    const created = await create(body);
    expect(created).toMatchObject({
      statusId: 0,
      currencyCode: 'UAH',
      paymentType: 'ONLINE',
      paymentKind: 4,
      isPaid: false,
    });
    const r = created.orderResponse;
    expect(r.productsPrice).toBe(2 * 43900 + 1 * 1500);
    expect(r.discount).toBe(Math.round(r.productsPrice * 0.1));
    expect(created.amount).toBe(r.amount);
    expect(created.paymentUrl).toMatch(new RegExp(`/payment/v1/test/checkout/[0-9a-f-]{36}$`));

    const [order] = await db().select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({
      localId: created.localId,
      outletId: OUTLET.khreshchatyk,
      businessRegionId: 101,
      customerId: null,
      deliveryType: 0,
      paymentType: 'ONLINE',
      productsAmount: r.productsPrice,
      discountAmount: r.discount,
      deliveryPrice: r.delivery.price,
      amount: r.amount,
      promoCode: 'DEMO10',
      comment: 'Без цибулі',
      isPaid: false,
      contact: { name: 'Олена', phone: '+380671234567' },
    });
    expect(order!.delivery).toMatchObject({
      street: 'вул. Хрещатик',
      house: '22',
      apartment: '5',
      zoneId: r.delivery.zoneId,
    });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, created.orderId));
    expect(lines.map((l) => [l.productId, l.parentProductId, l.count, l.amount]).sort()).toEqual(
      [
        [P.dragon, null, 2, 87800],
        [P.soy, P.dragon, 3, 1500],
        [P.ginger, P.dragon, 2, 0],
        [P.wasabi, P.dragon, 2, 0],
        [P.chopsticks, P.dragon, 2, 0],
      ].sort(),
    );
  });

  it('creates a pickup order paid in cash with change, and blanks what a private house has not', async () => {
    const created = await create(
      pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], {
        additionalInfo: { change: 50000, personsCount: 3 },
      }),
    );
    expect(created).toMatchObject({ paymentType: 'CASH', paymentKind: 0, paymentUrl: null, amount: 43900 });
    const [order] = await db().select().from(orders).where(eq(orders.id, created.orderId));
    expect(order!.additionalInfo).toMatchObject({ change: 50000, personsCount: 3 });

    const house = await create(
      deliveryBody([{ productId: P.dragon, count: 1 }], {
        payment: { paymentType: 'CARD' },
        delivery: {
          ...(deliveryBody([]).delivery as object),
          house: '12',
          isPrivateHouse: true,
          apartment: '7',
          floor: '2',
        },
      }),
    );
    expect(house.paymentKind).toBe(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, house.orderId));
    expect(row!.delivery).toMatchObject({ house: '12', apartment: null, floor: null, isPrivateHouse: true });
  });

  it('sends wallets as ONLINE', async () => {
    const created = await create(
      deliveryBody([{ productId: P.dragon, count: 1 }], { payment: { paymentType: 'APPLE_PAY' } }),
    );
    expect(created).toMatchObject({ paymentType: 'ONLINE', paymentKind: 4 });
    expect(created.paymentUrl).not.toBeNull();
  });

  it('refuses what the calculation would only correct, creating nothing', async () => {
    await refused(deliveryBody([{ productId: P.dragon, count: 150 }]), 422, 'PRODUCT_COUNT_EXCEEDED');
    await refused(
      deliveryBody([
        { productId: P.dragon, count: 1 },
        { productId: P.ginger, count: 9 },
      ]),
      422,
      'PRODUCT_COUNT_EXCEEDED',
    );
    await refused(
      deliveryBody([{ productId: P.philadelphiaLight, count: 1 }]),
      422,
      'MIN_ORDER_AMOUNT_NOT_REACHED',
    );
    await refused(
      pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], {
        additionalInfo: { change: 20000 },
      }),
      422,
      'CHANGE_TOO_SMALL',
    );
  });

  it('refuses every bad input of the issue with a 4xx and no order', async () => {
    const one = [{ productId: P.dragon, count: 1 }];
    await refused(deliveryBody([{ productId: P.dragon, count: -2 }]), 400, 'VALIDATION_ERROR');
    await refused(deliveryBody([{ productId: P.dragon, count: 0.5 }]), 400, 'VALIDATION_ERROR');
    await refused(deliveryBody([{ productId: 4_242_424, count: 1 }]), 422, 'PRODUCTS_ERROR');
    await refused(
      pickupBody(OUTLET.lviv, one, { delivery: { type: 1, city: 'Київ' } }),
      422,
      'OUTLET_NOT_FOUND',
    );
    await refused(pickupBody(OUTLET.pizzaKyiv, one), 422, 'OUTLET_NOT_FOUND');
    await refused(
      pickupBody(OUTLET.khreshchatyk, one, {
        delivery: { type: 1, ...onTime(new Date(Date.now() - 60_000).toISOString()) },
      }),
      422,
      'DELIVERY_TIME_INVALID',
    );
    await refused(
      pickupBody(OUTLET.khreshchatyk, one, { delivery: { type: 1, ...onTime(kyivTomorrowAt(3)) } }),
      422,
      'DELIVERY_TIME_INVALID',
    );
    await refused(
      deliveryBody(one, {
        delivery: {
          ...(deliveryBody(one).delivery as object),
          location: { type: 'Point', coordinates: [30.5, -91] },
        },
      }),
      400,
      'VALIDATION_ERROR',
    );
    await refused({ ...deliveryBody(one), customerPhone: undefined }, 400, 'VALIDATION_ERROR');
    await refused({ ...deliveryBody(one), customerPhone: '067 123 45 67' }, 400, 'VALIDATION_ERROR');
    await refused(
      deliveryBody(one, { delivery: { ...(deliveryBody(one).delivery as object), street: null } }),
      400,
      'VALIDATION_ERROR',
    );
    await refused(
      deliveryBody(one, { payment: { paymentType: 'ONLINE', returnUrl: 'https://evil.example.net/thanks' } }),
      400,
      'RETURN_URL_NOT_ALLOWED',
    );
  });

  it('checks the stop list on creation even when the client turned it off', async () => {
    await refused(
      { ...pickupBody(OUTLET.obolon, [{ productId: P.dragon, count: 1 }]), checkStopList: false },
      409,
      'PRODUCT_ON_STOP',
    );
  });

  it("spends a signed-in customer's bonuses in the order's transaction, never over the balance", async () => {
    const { customer, headers } = await createSignedInCustomer(db());
    await db().insert(bonusLedger).values({ customerId: customer.id, kind: 'ADJUSTMENT', points: 120 });
    const lines = [{ productId: P.dragon, count: 2 }];
    await refused(
      deliveryBody(lines, { customerUuid: customer.id, payment: { bonusCount: 200 } }),
      422,
      'BONUSES_EXCEED_BALANCE',
      headers,
    );
    await refused(deliveryBody(lines, { payment: { bonusCount: 50 } }), 401, 'UNAUTHORIZED');
    const created = await create(
      deliveryBody(lines, {
        customerUuid: customer.id,
        customerPhone: undefined,
        payment: { bonusCount: 100 },
      }),
      headers,
    );
    expect(created.orderResponse.bonuses).toMatchObject({ used: 100, amount: 10000 });
    expect(created.amount).toBe(87800 - 10000);
    const [order] = await db().select().from(orders).where(eq(orders.id, created.orderId));
    // the phone comes from the customer's profile when the body has none
    expect(order).toMatchObject({
      customerId: customer.id,
      bonusAmount: 10000,
      contact: { phone: customer.phone },
    });
    const ledger = await db().select().from(bonusLedger).where(eq(bonusLedger.customerId, customer.id));
    expect(ledger.reduce((sum, e) => sum + e.points, 0)).toBe(20);
    expect(ledger.find((e) => e.kind === 'SPENDING')).toMatchObject({
      points: -100,
      orderId: created.orderId,
    });
    await refused(
      deliveryBody(lines, { customerUuid: customer.id, payment: { bonusCount: 30 } }),
      422,
      'BONUSES_EXCEED_BALANCE',
      headers,
    );
  });

  it('accepts a zero total that a promo code explains, as paid by promo (kind 3)', async () => {
    const created = await create(
      pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], {
        promoCode: 'allfree',
        payment: { paymentType: 'ONLINE' },
      }),
    );
    expect(created).toMatchObject({ amount: 0, isPaid: true, paymentKind: 3, paymentUrl: null });
  });

  describe('idempotency', () => {
    const body = () =>
      deliveryBody([{ productId: P.redDragon, count: 1 }], { customerName: `Idem ${randomUUID()}` });

    it('replays the first response for the same key and body, and refuses the key with another body', async () => {
      const key = randomUUID();
      const b = body();
      const first = await api.post(CREATE, b, { headers: { 'idempotency-key': key } });
      const firstBody = await expectContract(first, ZOrderCreated, 201);
      const again = await api.post(CREATE, b, { headers: { 'idempotency-key': key } });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await expectContract(again, ZOrderCreated, 201)).toEqual(firstBody);
      expect(
        await db()
          .select()
          .from(orders)
          .where(eq(orders.contact, { name: b.customerName as string, phone: '+380671234567' })),
      ).toHaveLength(1);
      const other = await expectError(
        await api.post(CREATE, { ...b, customerComment: 'changed' }, { headers: { 'idempotency-key': key } }),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expect(other.message).toMatch(/another request/);
      await expectError(
        await api.post(CREATE, b, { headers: { 'idempotency-key': 'has space' } }),
        400,
        'VALIDATION_ERROR',
      );
    });

    it('replays the stored answer to a key even when the request would be refused now', async () => {
      // the key is claimed in the statement that reads the outlet's stop list: a held key must
      // answer as stored before the stop list can refuse the request
      const key = randomUUID();
      const b = body();
      const first = await create(b, { 'idempotency-key': key });
      const outletId = first.orderResponse.outletId!;
      await db().insert(stopListItems).values({ outletId, productId: P.redDragon });
      try {
        const again = await api.post(CREATE, b, { headers: { 'idempotency-key': key } });
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(await expectContract(again, ZOrderCreated, 201)).toEqual(first);
        const fresh = randomUUID();
        await refused(b, 409, 'PRODUCT_ON_STOP', { 'idempotency-key': fresh });
        // refused after its claim: the key is given back
        expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, fresh))).toHaveLength(
          0,
        );
      } finally {
        await db()
          .delete(stopListItems)
          .where(and(eq(stopListItems.outletId, outletId), eq(stopListItems.productId, P.redDragon)));
      }
    });

    it('answers 409 while the first request with the key is still running, then the result once it is done', async () => {
      const key = randomUUID();
      const b = body();
      const hash = requestHash(ZCheckoutRequest.parse(b), null);
      // the first request has claimed the key and not finished
      await db()
        .insert(idempotencyKeys)
        .values({ key, retailNetworkId: 1, requestHash: hash, createdAt: new Date() });
      const busy = await refused(b, 409, 'IDEMPOTENCY_KEY_IN_USE', { 'idempotency-key': key });
      expect(busy.message).toMatch(/retry/i);
      await db().delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      const created = await create(b, { 'idempotency-key': key });
      const [row] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(row).toMatchObject({ responseStatus: 201, responseBody: created });
    });

    it('replays a key for 24 hours, after which it is forgotten', async () => {
      const key = randomUUID();
      const b = body();
      const first = await create(b, { 'idempotency-key': key });
      const age = async (hours: number) =>
        db()
          .update(idempotencyKeys)
          .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
          .where(eq(idempotencyKeys.key, key));
      await age(23.5);
      expect((await create(b, { 'idempotency-key': key })).orderId).toBe(first.orderId);
      await age(24.5);
      const later = await create(b, { 'idempotency-key': key });
      expect(later.orderId).not.toBe(first.orderId);
      expect(later.localId).toBeGreaterThan(first.localId);
    });

    it('lets a failed request be retried with the same key', async () => {
      const key = randomUUID();
      const b = deliveryBody([{ productId: P.dragon, count: 150 }]);
      await refused(b, 422, 'PRODUCT_COUNT_EXCEEDED', { 'idempotency-key': key });
      await refused(b, 422, 'PRODUCT_COUNT_EXCEEDED', { 'idempotency-key': key });
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    });

    it('creates one order for a double click without a key', async () => {
      const b = body();
      const [a, c] = await Promise.all([create(b), create(b)]);
      expect(c.orderId).toBe(a.orderId);
      expect(await db().select().from(orders).where(eq(orders.id, a.orderId))).toHaveLength(1);
      const [order] = await db().select().from(orders).where(eq(orders.id, a.orderId));
      expect(order!.requestHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('200 simultaneous creates, 50 repeating another’s key and retried on 409, make exactly 150 orders', async () => {
      const originals = Array.from({ length: 150 }, (_, i) => ({
        key: randomUUID(),
        body: pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 + (i % 3) }], {
          customerName: `Load ${i} ${randomUUID()}`,
        }),
      }));
      const repeats = originals.slice(0, 50);
      const send = async ({ key, body }: (typeof originals)[number]) => {
        for (let attempt = 0; attempt < 500; attempt++) {
          const res = await api.post(CREATE, body, { headers: { 'idempotency-key': key } });
          if (res.status === 409) {
            await res.body?.cancel();
            await new Promise((r) => setTimeout(r, 20));
            continue;
          }
          return expectContract(res, ZOrderCreated, 201);
        }
        throw new Error('still 409 after 500 tries');
      };
      const before = await countOrders();
      const results = await Promise.all([...originals, ...repeats].map(send));
      expect(await countOrders()).toBe(before + 150);
      const ids = results.slice(0, 150).map((r) => r.orderId);
      expect(new Set(ids).size).toBe(150);
      results.slice(150).forEach((r, i) => expect(r.orderId).toBe(ids[i]));
      const stored = await db().select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
      expect(stored).toHaveLength(150);
    }, 120_000);
  });
});
