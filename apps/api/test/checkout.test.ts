import { ZCheckoutResponse, type TCalculation } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger } from '../src/db/schema.js';
import {
  AT_KHRESHCHATYK,
  AT_LVIV,
  OUTLET,
  P,
  deliveryBody,
  kyivTomorrowAt,
  onTime,
  pickupBody,
} from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const CALC = '/order-service/api/order-checkout';

describe.each(databaseKinds())('checkout calculation on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  const calc = async (body: unknown, headers: Record<string, string> = {}): Promise<TCalculation> =>
    (await expectContract(await api.post(CALC, body, { headers }), ZCheckoutResponse)).orderResponse;
  const withDelivery = (body: Record<string, unknown>, delivery: Record<string, unknown>) => ({
    ...body,
    delivery: { ...(body.delivery as object), ...delivery },
  });

  describe('delivery', () => {
    it('picks the outlet whose zone holds the address and prices from the catalogue', async () => {
      const r = await calc(deliveryBody([{ productId: P.dragon, count: 1 }]));
      expect(r).toMatchObject({
        retailNetworkId: 1,
        businessRegionId: 101,
        outletId: OUTLET.khreshchatyk,
        deliveryType: 0,
        currencyCode: 'UAH',
        productsPrice: 43900,
        discount: 0,
        amountWithoutDiscount: 43900 + 5900,
        amount: 43900 + 5900,
        personsCount: 1,
        timeZone: 'Europe/Kyiv',
      });
      expect(r.products).toEqual([
        expect.objectContaining({
          productId: P.dragon,
          count: 1,
          maxCount: 99,
          price: 43900,
          amount: 43900,
          calculated: true,
        }),
      ]);
      expect(r.delivery).toMatchObject({
        price: 5900,
        basePrice: 5900,
        deliveryTime: 45,
        minOrderAmount: 30000,
        isMinOrderReached: true,
        freeDeliveryThreshold: 80000,
      });
      expect(r.delivery.zoneId).toEqual(expect.any(Number));
      // the free addons come by default: soy, ginger, wasabi and chopsticks, one each
      expect(r.addons.filter((a) => a.count > 0).map((a) => [a.addonId, a.count, a.amount])).toEqual(
        expect.arrayContaining([
          [P.soy, 1, 0],
          [P.ginger, 1, 0],
          [P.wasabi, 1, 0],
          [P.chopsticks, 1, 0],
        ]),
      );
      expect(r.addons.find((a) => a.addonId === P.unagi)).toMatchObject({
        count: 0,
        countMax: 3,
        freeCount: 0,
        price: 2500,
      });
    });

    it('ignores tampered prices and flags sent by the client', async () => {
      const tampered = deliveryBody([
        { productId: P.dragon, count: 1, price: 1, calculated: true, promo: true, isAddon: true } as never,
      ]);
      const r = await calc({ ...tampered, amount: 1, discount: 99999 });
      expect(r.products[0]).toMatchObject({ price: 43900, promo: false, isPromo: false });
      expect(r.amount).toBe(43900 + 5900);
    });

    it('delivers free from the threshold and reports an unmet minimum', async () => {
      expect((await calc(deliveryBody([{ productId: P.dragon, count: 2 }]))).delivery.price).toBe(0);
      const small = await calc(deliveryBody([{ productId: P.philadelphiaLight, count: 1 }]));
      expect(small.delivery).toMatchObject({ isMinOrderReached: false, minOrderAmount: 30000, price: 5900 });
    });

    it('charges addons beyond the free ones and caps them at what the products allow', async () => {
      const r = await calc(
        deliveryBody([
          { productId: P.dragon, count: 1 },
          { productId: P.soy, count: 3 },
          { productId: P.ginger, count: 10 },
          { productId: P.unagi, count: 1 },
        ]),
      );
      expect(r.addons.find((a) => a.addonId === P.soy)).toMatchObject({
        count: 3,
        freeCount: 1,
        amount: 2 * 1500,
      });
      expect(r.addons.find((a) => a.addonId === P.ginger)).toMatchObject({
        count: 3,
        countMax: 3,
        amount: 2 * 2000,
      });
      expect(r.addons.find((a) => a.addonId === P.unagi)).toMatchObject({ count: 1, amount: 2500 });
      expect(r.productsPrice).toBe(43900 + 3000 + 4000 + 2500);
    });

    it('caps a count over maxCount and refuses negative, fractional or absurd counts', async () => {
      const capped = await calc(deliveryBody([{ productId: P.dragon, count: 150 }]));
      expect(capped.products[0]).toMatchObject({ count: 99, maxCount: 99, amount: 99 * 43900 });
      for (const count of [-1, 1.5, 5000, '2']) {
        await expectError(
          await api.post(CALC, deliveryBody([{ productId: P.dragon, count: count as number }])),
          400,
          'VALIDATION_ERROR',
        );
      }
    });

    it('answers the city the address belongs to, so the storefront can say it is another city', async () => {
      const r = await calc(
        withDelivery(deliveryBody([{ productId: P.dragon, count: 1 }]), {
          city: 'Київ',
          location: { type: 'Point', coordinates: AT_LVIV },
        }),
      );
      expect(r).toMatchObject({ businessRegionId: 102, outletId: OUTLET.lviv });
    });

    it('answers OUTLET_NOT_FOUND for an address no zone holds', async () => {
      const err = await expectError(
        await api.post(
          CALC,
          withDelivery(deliveryBody([{ productId: P.dragon, count: 1 }]), {
            location: { type: 'Point', coordinates: [31.9, 47.0] },
          }),
        ),
        422,
        'OUTLET_NOT_FOUND',
      );
      expect(err.message).toMatch(/no outlet delivers/i);
    });

    it('refuses malformed coordinates and a delivery without a location', async () => {
      const base = deliveryBody([{ productId: P.dragon, count: 1 }]);
      for (const location of [
        { type: 'Point', coordinates: [30.52, 95] },
        { type: 'Point', coordinates: [200, 50.45] },
        { type: 'Point', coordinates: ['30.52', '50.45'] },
        { type: 'Point', coordinates: [30.52] },
        { type: 'Polygon', coordinates: AT_KHRESHCHATYK },
      ]) {
        await expectError(await api.post(CALC, withDelivery(base, { location })), 400, 'VALIDATION_ERROR');
      }
      const err = await expectError(
        await api.post(CALC, withDelivery(base, { location: null })),
        400,
        'VALIDATION_ERROR',
      );
      expect(err.message).toContain('/delivery/location');
    });
  });

  describe('pickup', () => {
    it("prices at the chosen outlet, with its own price over the city's", async () => {
      const at1001 = await calc(pickupBody(OUTLET.khreshchatyk, [{ productId: P.mallSet, count: 1 }]));
      const at1003 = await calc(pickupBody(OUTLET.poznyaky, [{ productId: P.mallSet, count: 1 }]));
      expect(at1001).toMatchObject({
        outletId: 1001,
        deliveryType: 1,
        delivery: { price: 0, zoneId: null, isMinOrderReached: true },
      });
      // the outlet's list price: on a weekend the sets promotion lowers it and shows it as oldPrice
      const listPrice = ({ products: [line] }: typeof at1001) =>
        line!.isPromo ? line!.oldPrice : line!.price;
      expect(listPrice(at1001)).toBe(159400);
      expect(listPrice(at1003)).toBeLessThan(159400);
      expect(at1001.personsCount).toBeGreaterThan(1);
    });

    it("answers OUTLET_NOT_FOUND for another network's, another city's or an unknown outlet", async () => {
      const lines = [{ productId: P.dragon, count: 1 }];
      await expectError(await api.post(CALC, pickupBody(OUTLET.pizzaKyiv, lines)), 422, 'OUTLET_NOT_FOUND');
      await expectError(await api.post(CALC, pickupBody(999_999, lines)), 422, 'OUTLET_NOT_FOUND');
      const otherCity = pickupBody(OUTLET.lviv, lines, { delivery: { type: 1, city: 'kyiv' } });
      const err = await expectError(await api.post(CALC, otherCity), 422, 'OUTLET_NOT_FOUND');
      expect(err.details).toEqual([{ outletId: OUTLET.lviv, businessRegionId: 101 }]);
      await expectError(
        await api.post(CALC, { ...pickupBody(OUTLET.khreshchatyk, lines), outletId: undefined }),
        400,
        'VALIDATION_ERROR',
      );
    });

    it("names a product on the outlet's stop list, unless the check is off", async () => {
      const body = pickupBody(OUTLET.obolon, [
        { productId: P.dragon, count: 1 },
        { productId: P.redDragon, count: 1 },
      ]);
      const err = await expectError(await api.post(CALC, body), 409, 'PRODUCT_ON_STOP');
      expect(err.details).toEqual([
        expect.objectContaining({ productId: P.dragon, outletId: OUTLET.obolon }),
      ]);
      const unchecked = await calc({ ...body, checkStopList: false });
      expect(unchecked.products.map((p) => p.productId)).toEqual([P.dragon, P.redDragon]);
      // the same product is fine at an outlet that has it
      expect((await calc(pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }]))).amount).toBe(
        43900,
      );
    });
  });

  describe('products', () => {
    it("answers PRODUCTS_ERROR 'Price not found' naming unknown products and those not sold there", async () => {
      const unknown = await expectError(
        await api.post(
          CALC,
          deliveryBody([
            { productId: P.dragon, count: 1 },
            { productId: 4_242_424, count: 1 },
            { productId: P.pizza, count: 1 },
          ]),
        ),
        422,
        'PRODUCTS_ERROR',
      );
      expect(unknown.details).toEqual([
        expect.objectContaining({ message: 'Price not found', productId: 4_242_424 }),
        expect.objectContaining({ message: 'Price not found', productId: P.pizza }),
      ]);
      // Dnipro does not sell drinks
      const dnipro = await expectError(
        await api.post(CALC, pickupBody(OUTLET.dnipro, [{ productId: P.cola, count: 1 }])),
        422,
        'PRODUCTS_ERROR',
      );
      expect(dnipro.details).toEqual([
        expect.objectContaining({ message: 'Price not found', productId: P.cola, outletId: OUTLET.dnipro }),
      ]);
    });

    it('answers PRODUCTS_NOT_SPECIFY for a cart without products', async () => {
      await expectError(await api.post(CALC, deliveryBody([])), 422, 'PRODUCTS_NOT_SPECIFY');
      await expectError(
        await api.post(CALC, deliveryBody([{ productId: P.soy, count: 2 }])),
        422,
        'PRODUCTS_NOT_SPECIFY',
      );
      await expectError(
        await api.post(CALC, deliveryBody([{ productId: P.dragon, count: 0 }])),
        422,
        'PRODUCTS_NOT_SPECIFY',
      );
    });

    it('answers PRODUCTS_ERROR "Product isn\'t available at this time" outside the product\'s hours', async () => {
      const lunch = [{ productId: P.businessLunch, count: 1 }];
      const evening = pickupBody(OUTLET.khreshchatyk, lunch, {
        delivery: { type: 1, ...onTime(kyivTomorrowAt(18)) },
      });
      const err = await expectError(await api.post(CALC, evening), 422, 'PRODUCTS_ERROR');
      expect(err.message).toBe("Product isn't available at this time");
      expect(err.details![0]).toMatchObject({
        productId: P.businessLunch,
        availability: { from: '11:00', to: '16:00' },
      });
      const noon = await calc(
        pickupBody(OUTLET.khreshchatyk, lunch, { delivery: { type: 1, ...onTime(kyivTomorrowAt(12)) } }),
      );
      expect(noon.delivery.expectedAt).toBe(kyivTomorrowAt(12));
    });
  });

  describe('delivery time', () => {
    const lines = [{ productId: P.dragon, count: 1 }];
    it('refuses a time in the past, outside the opening hours, too far ahead or missing', async () => {
      const at = (delivery: Record<string, unknown>) =>
        pickupBody(OUTLET.khreshchatyk, lines, { delivery: { type: 1, ...delivery } });
      const past = await expectError(
        await api.post(CALC, at(onTime(new Date(Date.now() - 3_600_000).toISOString()))),
        422,
        'DELIVERY_TIME_INVALID',
      );
      expect(past.details).toEqual([expect.objectContaining({ reason: 'TOO_EARLY' })]);
      const night = await expectError(
        // the day after tomorrow: late at night tomorrow's 4:00 comes before the next opening's
        // lead time, which is TOO_EARLY rather than OUTLET_CLOSED
        await api.post(CALC, at(onTime(kyivTomorrowAt(4, 0, 2)))),
        422,
        'DELIVERY_TIME_INVALID',
      );
      expect(night.details).toEqual([expect.objectContaining({ reason: 'OUTLET_CLOSED' })]);
      const far = await expectError(
        await api.post(CALC, at(onTime(new Date(Date.now() + 30 * 86_400_000).toISOString()))),
        422,
        'DELIVERY_TIME_INVALID',
      );
      expect(far.details).toEqual([expect.objectContaining({ reason: 'TOO_LATE' })]);
      const missing = await expectError(
        await api.post(CALC, at({ timeIndication: 'ON_TIME' })),
        422,
        'DELIVERY_TIME_INVALID',
      );
      expect(missing.details).toEqual([expect.objectContaining({ reason: 'TIME_REQUIRED' })]);
      await expectError(await api.post(CALC, at(onTime('tomorrow at noon'))), 400, 'VALIDATION_ERROR');
    });

    it('accepts a time within the hours, given with any offset', async () => {
      const utc = kyivTomorrowAt(19, 30);
      const withOffset = new Date(utc).toISOString().replace('Z', '+00:00');
      const r = await calc(withDelivery(deliveryBody(lines), onTime(withOffset)));
      expect(r.delivery.expectedAt).toBe(utc);
    });
  });

  describe('promo codes', () => {
    const lines = [{ productId: P.dragon, count: 1 }];
    it('applies a code typed with spaces and in lower case', async () => {
      const r = await calc(deliveryBody(lines, { promoCode: ' demo 10 ' }));
      expect(r.promoCode).toMatchObject({ code: 'DEMO10', isSuccess: true, kind: 'PERCENT' });
      expect(r.discount).toBe(4390);
      expect(r.amount).toBe(43900 - 4390 + 5900);
    });

    it('gives free delivery, a fixed sum, and reports expired, unknown and under-minimum codes', async () => {
      expect((await calc(deliveryBody(lines, { promoCode: 'freedel' }))).delivery).toMatchObject({
        price: 0,
        basePrice: 5900,
      });
      const fixed = await calc(
        deliveryBody([{ productId: P.dragon, count: 2 }], { promoCode: 'WELCOME100' }),
      );
      expect(fixed).toMatchObject({ discount: 10000, productsPrice: 87800 });
      // the discount takes it under the free-delivery threshold of 800
      expect(fixed.delivery.price).toBe(5900);
      const expired = await calc(deliveryBody(lines, { promoCode: 'SUMMER25' }));
      expect(expired.promoCode).toMatchObject({ isSuccess: false, reason: 'EXPIRED' });
      expect(expired.discount).toBe(0);
      expect((await calc(deliveryBody(lines, { promoCode: 'NOPE' }))).promoCode).toMatchObject({
        isSuccess: false,
        reason: 'NOT_FOUND',
      });
      const small = await calc(
        deliveryBody([{ productId: P.philadelphiaLight, count: 1 }], { promoCode: 'DEMO10' }),
      );
      expect(small.promoCode).toMatchObject({
        isSuccess: false,
        reason: 'MIN_AMOUNT',
        minOrderAmount: 30000,
      });
      // an empty code is no code at all, not a refused one
      expect((await calc(deliveryBody(lines, { promoCode: '' }))).promoCode).toMatchObject({
        code: null,
        isSuccess: false,
        reason: null,
      });
    });
  });

  describe('customers and bonuses', () => {
    const lines = [{ productId: P.dragon, count: 2 }];
    it('spends bonuses only within the confirmed balance and half the products', async () => {
      const { customer, headers } = await createSignedInCustomer(api.database.db);
      await api.database.db.insert(bonusLedger).values([
        { customerId: customer.id, kind: 'ADJUSTMENT', points: 150 },
        { customerId: customer.id, kind: 'ACCRUAL', points: 500, isConfirmed: false },
      ]);
      const asked = deliveryBody(lines, {
        customerUuid: customer.id,
        payment: { bonusCount: 1000, paymentType: 'ONLINE' },
      });
      const r = await calc(asked, headers);
      expect(r.bonuses).toEqual({ requested: 1000, used: 150, amount: 15000, balance: 150, maxUsable: 150 });
      expect(r.amount).toBe(87800 - 15000);
      const within = await calc({ ...asked, payment: { bonusCount: 100, paymentType: 'ONLINE' } }, headers);
      expect(within.bonuses).toMatchObject({ used: 100, amount: 10000 });
    });

    it('needs a session for bonuses and for a customerUuid, and it must be the session’s own', async () => {
      const { customer, headers } = await createSignedInCustomer(api.database.db);
      const other = await createSignedInCustomer(api.database.db);
      await expectError(
        await api.post(CALC, deliveryBody(lines, { payment: { bonusCount: 10 } })),
        401,
        'UNAUTHORIZED',
      );
      await expectError(
        await api.post(CALC, deliveryBody(lines, { customerUuid: customer.id })),
        401,
        'UNAUTHORIZED',
      );
      await expectError(
        await api.post(CALC, deliveryBody(lines, { customerUuid: customer.id }), { headers: other.headers }),
        403,
        'FORBIDDEN',
      );
      await expectError(
        await api.post(CALC, deliveryBody(lines, { customerUuid: 'not-a-uuid' }), { headers }),
        400,
        'VALIDATION_ERROR',
      );
      expect(
        (await calc(deliveryBody(lines, { customerUuid: customer.id.toUpperCase() }), headers)).bonuses
          .balance,
      ).toBe(0);
    });
  });

  it('refuses an unknown network, a body that is not JSON and a missing delivery', async () => {
    await expectError(
      await api.post(CALC, deliveryBody([{ productId: P.dragon, count: 1 }], { retailNetworkId: 99 })),
      400,
      'UNKNOWN_RETAIL_NETWORK',
    );
    await expectError(await api.post(CALC, '{"retailNetworkId":'), 400, 'INVALID_JSON');
    await expectError(await api.post(CALC, { retailNetworkId: 1, products: [] }), 400, 'VALIDATION_ERROR');
  });

  it('documents the route in /docs', async () => {
    const doc = (await (await api.get('/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/order-service/api/order-checkout', '/order-service/api/http-order-create']),
    );
  });
});
