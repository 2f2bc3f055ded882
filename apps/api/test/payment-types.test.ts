/**
 * Issue 17 item 6: an order is taken only with a payment type its brand offers (env
 * PAYMENT_TYPES, as the config endpoint lists it); a calculation prices whatever type it is sent.
 */
import { ZCheckoutResponse, ZInitResponse, ZOrderCreated } from '@food/contracts';
import { brandPaymentTypes } from '@food/domain/payment';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, idempotencyKeys, orders, payments } from '../src/db/schema.js';
import { P, deliveryBody } from './checkout-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const CREATE = '/order-service/api/http-order-create';
const CALCULATE = '/order-service/api/order-checkout';

describe.each(databaseKinds())('payment types of the brand on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    // no cache: a change of the brand's env shows at once
    api = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '0' });
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const rows = async () => ({
    orders: (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
    )[0]!.n,
    payments: (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
    )[0]!.n,
    keys: (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(idempotencyKeys)
    )[0]!.n,
  });
  const body = (paymentType: string, comment: string) =>
    deliveryBody([{ productId: P.dragon, count: 1 }], {
      payment: { bonusCount: 0, paymentType },
      customerComment: comment,
    });
  const setPaymentTypes = (list: string) =>
    db()
      .update(brands)
      .set({ env: sql`${brands.env} || ${JSON.stringify({ PAYMENT_TYPES: list })}::jsonb` })
      .where(eq(brands.retailNetworkId, 1));

  it('lists the brand its own types in the config, less what its provider cannot take', async () => {
    const smUa = await expectContract(await api.get('/config/v1/init?rn=1&target=WEB'), ZInitResponse);
    expect(smUa.common.paymentTypes).toEqual(['ONLINE', 'GOOGLE_PAY', 'APPLE_PAY', 'CARD', 'CASH']);
    // sm-ae lists Binance Pay, which no provider here takes: neither the list nor the env the
    // storefront reads offers it
    const smAe = await expectContract(await api.get('/config/v1/init?rn=3&target=WEB'), ZInitResponse);
    expect(smAe.common.paymentTypes).toEqual(['ONLINE', 'APPLE_PAY', 'GOOGLE_PAY', 'CARD', 'CASH']);
    expect(smAe.config.env.PAYMENT_TYPES).toBe('ONLINE,APPLE_PAY,GOOGLE_PAY,CARD,CASH');
  });

  it('refuses BINANCE_PAY on sm-ua with 422 naming the offered types, writing nothing', async () => {
    const before = await rows();
    const withAndWithoutKey: Array<Record<string, string>> = [{}, { 'idempotency-key': 'binance-on-sm-ua' }];
    for (const headers of withAndWithoutKey) {
      const error = await expectError(
        await api.post(CREATE, body('BINANCE_PAY', 'binance'), { headers }),
        422,
        'PAYMENT_TYPE_NOT_AVAILABLE',
      );
      expect(error.details).toEqual([
        { paymentType: 'BINANCE_PAY', offered: ['ONLINE', 'GOOGLE_PAY', 'APPLE_PAY', 'CARD', 'CASH'] },
      ]);
    }
    // no order, no payment attempt, no claimed key (so no order number spent either)
    expect(await rows()).toEqual(before);
  });

  it('takes the types sm-ua offers', async () => {
    for (const type of ['APPLE_PAY', 'CASH', 'ONLINE']) {
      const created = await expectContract(
        await api.post(CREATE, body(type, `paid ${type}`)),
        ZOrderCreated,
        201,
      );
      const [row] = await db().select().from(orders).where(eq(orders.id, created.orderId));
      expect(row?.paymentType).toBe(type === 'CASH' ? 'CASH' : 'ONLINE');
    }
  });

  it('prices a calculation whatever the type (the price does not depend on it)', async () => {
    const binance = await expectContract(
      await api.post(CALCULATE, body('BINANCE_PAY', 'calc')),
      ZCheckoutResponse,
    );
    const online = await expectContract(await api.post(CALCULATE, body('ONLINE', 'calc')), ZCheckoutResponse);
    expect(binance.orderResponse.amount).toBeGreaterThan(0);
    expect(binance.orderResponse.amount).toBe(online.orderResponse.amount);
  });

  it("follows a change of the brand's list: ONLINE is refused by a cash-only brand, taken by a wallet-only one", async () => {
    try {
      await setPaymentTypes('CASH');
      const before = await rows();
      const error = await expectError(
        await api.post(CREATE, body('ONLINE', 'cash only')),
        422,
        'PAYMENT_TYPE_NOT_AVAILABLE',
      );
      expect(error.details).toEqual([{ paymentType: 'ONLINE', offered: ['CASH'] }]);
      expect(await rows()).toEqual(before);
      // the storefront sends a wallet as ONLINE (SPEC section 3)
      await setPaymentTypes('GOOGLE_PAY,CASH');
      await expectContract(await api.post(CREATE, body('ONLINE', 'google pay')), ZOrderCreated, 201);
    } finally {
      await setPaymentTypes('ONLINE,GOOGLE_PAY,APPLE_PAY,CARD,CASH');
    }
  });

  it('offers no online payment, wallets included, when none of the brand’s providers is configured here', async () => {
    const setProviders = (list: string) =>
      db()
        .update(brands)
        .set({ env: sql`${brands.env} || ${JSON.stringify({ PAYMENT_PROVIDERS: list })}::jsonb` })
        .where(eq(brands.retailNetworkId, 1));
    try {
      // Stripe has no keys in this deployment
      await setProviders('stripe');
      const init = await expectContract(await api.get('/config/v1/init?rn=1&target=WEB'), ZInitResponse);
      expect(init.common.paymentTypes).toEqual(['CARD', 'CASH']);
      expect(init.config.env.PAYMENT_TYPES).toBe('CARD,CASH');
      const before = await rows();
      for (const type of ['ONLINE', 'GOOGLE_PAY']) {
        const error = await expectError(
          await api.post(CREATE, body(type, `no provider ${type}`)),
          422,
          'ONLINE_PAYMENT_NOT_AVAILABLE',
        );
        expect(error.details).toEqual([{ paymentType: type, offered: ['CARD', 'CASH'] }]);
      }
      // a type the brand does not list at all keeps its own code
      await expectError(
        await api.post(CREATE, body('BINANCE_PAY', 'not listed')),
        422,
        'PAYMENT_TYPE_NOT_AVAILABLE',
      );
      expect(await rows()).toEqual(before);
      await expectContract(await api.post(CREATE, body('CASH', 'cash, no provider')), ZOrderCreated, 201);
    } finally {
      await setProviders('liqpay,test');
    }
  });

  it('offers an online-only brand without a provider nothing, not ONLINE, and refuses its online orders', async () => {
    const setEnv = (env: Record<string, string>) =>
      db()
        .update(brands)
        .set({ env: sql`${brands.env} || ${JSON.stringify(env)}::jsonb` })
        .where(eq(brands.retailNetworkId, 1));
    try {
      for (const listed of ['ONLINE', 'ONLINE,APPLE_PAY']) {
        await setEnv({ PAYMENT_TYPES: listed, PAYMENT_PROVIDERS: 'stripe' });
        const init = await expectContract(await api.get('/config/v1/init?rn=1&target=WEB'), ZInitResponse);
        expect(init.common.paymentTypes).toEqual([]);
        // not an empty list, which the storefront would read as "none listed", i.e. ONLINE
        expect(init.config.env.PAYMENT_TYPES).toBe('NONE');
        expect(brandPaymentTypes(init.config.env)).toEqual([]);
        const before = await rows();
        for (const type of ['ONLINE', 'APPLE_PAY']) {
          const error = await expectError(
            await api.post(CREATE, body(type, `online only, ${listed}`), {
              headers: { 'idempotency-key': `online-only-${listed}-${type}` },
            }),
            422,
            type === 'APPLE_PAY' && listed === 'ONLINE'
              ? 'PAYMENT_TYPE_NOT_AVAILABLE'
              : 'ONLINE_PAYMENT_NOT_AVAILABLE',
          );
          expect(error.details).toEqual([{ paymentType: type, offered: [] }]);
        }
        expect(await rows()).toEqual(before);
      }
      // with the provider configured again, the same brand takes online orders
      await setEnv({ PAYMENT_TYPES: 'ONLINE', PAYMENT_PROVIDERS: 'test' });
      const init = await expectContract(await api.get('/config/v1/init?rn=1&target=WEB'), ZInitResponse);
      expect(init.config.env.PAYMENT_TYPES).toBe('ONLINE');
      await expectContract(await api.post(CREATE, body('ONLINE', 'online only, test')), ZOrderCreated, 201);
    } finally {
      await setEnv({
        PAYMENT_TYPES: 'ONLINE,GOOGLE_PAY,APPLE_PAY,CARD,CASH',
        PAYMENT_PROVIDERS: 'liqpay,test',
      });
    }
  });
});
