import { ZOrderCreated, ZOrderStatusChanged, ZPaymentStarted } from '@food/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, orders } from '../src/db/schema.js';
import { OUTLET, P, deliveryBody, pickupBody } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

/**
 * With nothing cached (CATALOG_CACHE_SECONDS=0) every tenant read goes to the database, and a
 * brand's changed flags show at once. On PGlite
 * a query made outside a transaction while it is open waits for it forever, so a service that
 * read the brand inside its transaction hung the whole API once the 30-second cache had expired
 * (pay again after a declined card, completing an order). Each call must still answer promptly.
 */
describe.each(databaseKinds())('payment and operator calls with a cold cache on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      CATALOG_CACHE_SECONDS: '0',
      STOREFRONT_URL: 'https://shop.example.com',
    });
  });
  afterAll(() => api?.close());

  /** a hung database shows as a timeout here rather than a stuck test file */
  const within = () => ({ signal: AbortSignal.timeout(15_000) });

  it('starts a new payment attempt after a declined card', async () => {
    const created = await expectContract(
      await api.post(
        CREATE,
        deliveryBody([{ productId: P.dragon, count: 1 }], { customerComment: 'cold 1' }),
      ),
      ZOrderCreated,
      201,
    );
    const declined = await fetch(api.url + new URL(created.paymentUrl!).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4000000000000002&action=pay',
      redirect: 'manual',
      ...within(),
    });
    expect(declined.headers.get('location')).toContain('payment=failed');
    const again = await expectContract(
      await api.post('/payment/v1/pay', { orderId: created.orderId }, within()),
      ZPaymentStarted,
    );
    expect(again.paymentUrl).not.toBe(created.paymentUrl);
    const health = await api.get('/readyz', { signal: AbortSignal.timeout(5_000) });
    expect(health.status).toBe(200);
  });

  it("completes a signed-in customer's order, crediting the brand's bonus rate", async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const order = await expectContract(
      await api.post(
        CREATE,
        pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 2 }], { customerUuid: customer.id }),
        { headers },
      ),
      ZOrderCreated,
      201,
    );
    for (const statusId of [1, 2, 3]) {
      const moved = await api.post(
        `/ops/v1/orders/${order.orderId}/status`,
        { statusId },
        {
          headers: { authorization: 'Bearer test-ops-token-0123456789' },
          ...within(),
        },
      );
      const changed = await expectContract(moved, ZOrderStatusChanged);
      expect(changed.statusId).toBe(statusId);
      if (statusId === 3) expect(changed.bonusPoints).toBeGreaterThan(0);
    }
  });

  it('answers DELIVERY_METHOD_NOT_AVAILABLE for pickup once the brand stops offering it, creating nothing', async () => {
    const db = api.database.db;
    const setPickup = (on: boolean) =>
      db
        .update(brands)
        .set({ env: sql`${brands.env} || ${JSON.stringify({ PICKUP_AVAILABLE: on })}::jsonb` })
        .where(eq(brands.retailNetworkId, 1));
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
    const pickup = pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], {
      customerComment: 'no pickup',
    });
    await setPickup(false);
    try {
      const before = await count();
      await expectError(
        await api.post('/order-service/api/order-checkout', pickup, within()),
        422,
        'DELIVERY_METHOD_NOT_AVAILABLE',
      );
      await expectError(await api.post(CREATE, pickup, within()), 422, 'DELIVERY_METHOD_NOT_AVAILABLE');
      expect(await count()).toBe(before);
      // delivery still works
      await expectContract(
        await api.post(
          CREATE,
          deliveryBody([{ productId: P.dragon, count: 1 }], { customerComment: 'cold 3' }),
        ),
        ZOrderCreated,
        201,
      );
    } finally {
      await setPickup(true);
    }
  });
});

const CREATE = '/order-service/api/http-order-create';
