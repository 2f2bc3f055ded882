/**
 * Issue 17, item 4: before the customer gives an address or picks a restaurant the storefront
 * prices the cart with no outlet (SPEC section 5: no outlet, no street or house, stop list off).
 * Such a calculation prices at the city's prices, the ones the menu shows, not at some default
 * restaurant's own prices (the Khreshchatyk outlet sells the set dearer).
 *
 * The API's clock is a Wednesday noon: at night an ASAP order is priced for the morning it will
 * be cooked, and from Friday night on that is a weekend, when the sets are automatically 20% off
 * while the menu, read at night, still shows their full price (automatic-discounts.test.ts).
 */
import { ZCheckoutResponse, ZProduct, type TCalculation } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/lib/clock.js';
import { OUTLET, P, deliveryBody, pickupBody } from './checkout-fixtures.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const CALC = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';
const WEDNESDAY_NOON: Clock = { now: () => new Date('2026-11-25T10:00:00Z') };

/** What the cart page sends before an address or a restaurant is known. */
const previewBody = (products: Array<{ productId: number; count: number }>, city = 'Київ') => ({
  retailNetworkId: 1,
  checkStopList: false,
  target: 'WEB',
  outletId: null,
  products,
  payment: { bonusCount: 0, paymentType: 'ONLINE' },
  delivery: { type: 0, timeIndication: 'ASAP', city, location: null },
});

describe.each(databaseKinds())('a calculation before the address on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {}, { clock: WEDNESDAY_NOON });
  });
  afterAll(() => api?.close());

  const calc = async (body: unknown): Promise<TCalculation> =>
    (await expectContract(await api.post(CALC, body), ZCheckoutResponse)).orderResponse;
  const menuPrice = async (productId: number) =>
    (
      await expectContract(
        await api.get(`/catalog/v1/products/${productId}?rn=1&br=${BR.kyiv}&target=WEB`),
        ZProduct,
      )
    ).price;

  it("prices at the city's prices, the menu's, with no outlet, zone or delivery price", async () => {
    const lines = [{ productId: P.mallSet, count: 1 }];
    const preview = await calc(previewBody(lines));
    const atOutlet = await calc(pickupBody(OUTLET.khreshchatyk, lines));
    const menu = await menuPrice(P.mallSet);

    expect(preview).toMatchObject({
      businessRegionId: BR.kyiv,
      outletId: null,
      deliveryType: 0,
      productsPrice: menu,
      amount: menu,
      delivery: { price: 0, zoneId: null, minOrderAmount: 0, isMinOrderReached: true },
      timeZone: 'Europe/Kyiv',
    });
    expect(preview.products[0]!.price).toBe(menu);
    // the default restaurant sells the set dearer: that price is the outlet's, not the cart's
    expect(atOutlet.products[0]!.price).toBeGreaterThan(menu);
  });

  it('checks no stop list without an outlet, whatever the body asks', async () => {
    // Dragon is on the Obolon outlet's stop list only
    const preview = await calc({ ...previewBody([{ productId: P.dragon, count: 1 }]), checkStopList: true });
    expect(preview.products.map((p) => p.productId)).toEqual([P.dragon]);
    expect(preview.outletId).toBeNull();
  });

  it('applies a promo code the same way as with an outlet', async () => {
    // rolls, not the set: on weekends the set's automatic discount takes no code (item 22)
    const preview = await calc({
      ...previewBody([{ productId: P.dragon, count: 2 }]),
      promoCode: 'demo10',
    });
    expect(preview.promoCode).toMatchObject({ isSuccess: true, code: 'DEMO10' });
    expect(preview.discount).toBeGreaterThan(0);
    expect(preview.amount).toBe(preview.productsPrice - preview.discount);
  });

  it('refuses a city the network does not have, and never creates an order without a place', async () => {
    const err = await expectError(
      await api.post(CALC, previewBody([{ productId: P.dragon, count: 1 }], 'Атлантида')),
      400,
      'VALIDATION_ERROR',
    );
    expect(err.details).toEqual([expect.objectContaining({ path: '/delivery/city' })]);

    const order = {
      ...deliveryBody([{ productId: P.dragon, count: 1 }]),
      delivery: { type: 0, timeIndication: 'ASAP', city: 'Київ', location: null },
    };
    const refused = await expectError(await api.post(CREATE, order), 400, 'VALIDATION_ERROR');
    expect(refused.message).toContain('/delivery/location');
  });
});
