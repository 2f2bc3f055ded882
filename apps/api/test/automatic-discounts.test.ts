/**
 * Automatic promotions through the real server (issue 17 item 22): the demo's "−20% on sets every
 * weekend, 10:00–23:00, no code" lowers the menu's and the checkout's price of a set (not of a
 * roll) while it runs in the outlet's time zone, a created order charges what the calculation
 * showed, a promo code leaves discounted sets alone, and the cached menu drops the weekend price
 * the minute the window ends. The API's clock is the test's (buildApp's `clock`).
 */
import {
  ZCheckoutResponse,
  ZOrderCreated,
  ZProduct,
  ZProductList,
  ZPromotion,
  type TCalculation,
  type TProduct,
} from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../src/db/schema.js';
import type { Clock } from '../src/lib/clock.js';
import { AT_LVIV, OUTLET, P, deliveryBody, onTime, pickupBody } from './checkout-fixtures.js';
import { BR, databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';

const CALC = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';
// Kyiv is UTC+2 in November
const WEDNESDAY_NOON = '2026-11-25T10:00:00Z';
const FRIDAY_2230 = '2026-11-27T20:30:00Z';
const SATURDAY_NOON = '2026-11-28T10:00:00Z';
const SATURDAY_2259 = '2026-11-28T20:59:00Z';
const SATURDAY_2300 = '2026-11-28T21:00:00Z';
const MONDAY_NOON = '2026-11-30T10:00:00Z';

describe.each(databaseKinds())('automatic promotions on %s', (kind) => {
  let api: TestApi;
  let now = new Date(WEDNESDAY_NOON);
  const clock: Clock = { now: () => now };
  let weekdayMenu: TProduct[];
  let set: TProduct;
  let roll: TProduct;

  beforeAll(async () => {
    api = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '30' }, { clock });
    weekdayMenu = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    // a set the Khreshchatyk outlet prices as the city does, and the Dragon roll
    set = weekdayMenu.find((p) => p.categorySlug === 'sets' && p.id !== P.mallSet)!;
    roll = weekdayMenu.find((p) => p.id === P.dragon)!;
    expect(set).toBeDefined();
  });
  beforeEach(() => {
    now = new Date(WEDNESDAY_NOON);
  });
  afterAll(() => api?.close());

  const menu = async (br: number = BR.kyiv) =>
    expectContract(await api.get(`/catalog/v1/products/?rn=1&br=${br}&target=WEB`), ZProductList);
  const calc = async (body: unknown): Promise<TCalculation> =>
    (await expectContract(await api.post(CALC, body), ZCheckoutResponse)).orderResponse;
  const lineOf = (c: TCalculation, id: number) => c.products.find((p) => p.productId === id)!;
  const weekendPrice = (price: number) => price - Math.round(price * 0.2);

  it('shows sets at −20% on the menu during the weekend window, and rolls at their price', async () => {
    expect(set.oldPrice === null || set.oldPrice > set.price).toBe(true);
    now = new Date(SATURDAY_NOON);
    const saturday = await menu();
    const saturdaySet = saturday.find((p) => p.id === set.id)!;
    expect(saturdaySet).toMatchObject({ price: weekendPrice(set.price), oldPrice: set.price });
    expect(saturday.find((p) => p.id === roll.id)).toMatchObject({
      price: roll.price,
      oldPrice: roll.oldPrice,
    });
    // every set of the category, and the product page too
    for (const p of saturday.filter((x) => x.categorySlug === 'sets')) {
      const weekday = weekdayMenu.find((x) => x.id === p.id)!;
      expect(p.price, p.slug).toBe(weekendPrice(weekday.price));
    }
    const page = await expectContract(
      await api.get(`/catalog/v1/products/${set.id}?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProduct,
    );
    expect(page.price).toBe(weekendPrice(set.price));
    // in every city of the network
    const lviv = await menu(BR.lviv);
    const lvivSet = lviv.find((p) => p.categorySlug === 'sets')!;
    expect(lvivSet.oldPrice).not.toBeNull();
    expect(lvivSet.price).toBe(weekendPrice(lvivSet.oldPrice!));
  });

  it('drops the weekend price the minute the window ends, whatever the cache', async () => {
    now = new Date(SATURDAY_2259);
    expect((await menu()).find((p) => p.id === set.id)!.price).toBe(weekendPrice(set.price));
    // within CATALOG_CACHE_SECONDS of the read above
    now = new Date(SATURDAY_2300);
    expect((await menu()).find((p) => p.id === set.id)).toMatchObject({
      price: set.price,
      oldPrice: set.oldPrice,
    });
    now = new Date(MONDAY_NOON);
    expect((await menu()).find((p) => p.id === set.id)).toMatchObject({
      price: set.price,
      oldPrice: set.oldPrice,
    });
    now = new Date(FRIDAY_2230);
    expect((await menu()).find((p) => p.id === set.id)!.price).toBe(set.price);
  });

  it('prices an order for Saturday at the weekend price, and creating it charges exactly that', async () => {
    const lines = [
      { productId: set.id, count: 2 },
      { productId: roll.id, count: 1 },
    ];
    const weekday = await calc(deliveryBody(lines, { customerPhone: '+380671110001' }));
    expect(lineOf(weekday, set.id)).toMatchObject({ price: set.price, isPromo: false });

    // asked on Wednesday for Saturday 12:00 in Kyiv: the order is made in the window
    const body = deliveryBody(lines, {
      customerPhone: '+380671110001',
      delivery: { ...(deliveryBody(lines).delivery as object), ...onTime(SATURDAY_NOON) },
    });
    const saturday = await calc(body);
    expect(lineOf(saturday, set.id)).toMatchObject({
      price: weekendPrice(set.price),
      oldPrice: set.price,
      amount: 2 * weekendPrice(set.price),
      isPromo: true,
      promo: true,
    });
    expect(lineOf(saturday, roll.id)).toMatchObject({ price: roll.price, isPromo: false });
    expect(saturday.productsPrice).toBe(weekday.productsPrice - 2 * (set.price - weekendPrice(set.price)));

    const created = await expectContract(await api.post(CREATE, body), ZOrderCreated, 201);
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order!.amount).toBe(saturday.amount);
    expect(order!.productsAmount).toBe(saturday.productsPrice);
    const stored = await api.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.orderId));
    expect(stored.find((l) => l.productId === set.id)).toMatchObject({
      price: weekendPrice(set.price),
      oldPrice: set.price,
    });
  });

  it('prices an ASAP order by the time it is made, in each outlet’s zone', async () => {
    const lines = [{ productId: set.id, count: 1 }];
    now = new Date(FRIDAY_2230);
    expect(lineOf(await calc(pickupBody(OUTLET.khreshchatyk, lines)), set.id).price).toBe(set.price);
    now = new Date(SATURDAY_NOON);
    expect(lineOf(await calc(pickupBody(OUTLET.khreshchatyk, lines)), set.id).price).toBe(
      weekendPrice(set.price),
    );
    // Lviv's delivery, the same Saturday
    const lviv = await calc(
      deliveryBody(lines, {
        delivery: {
          type: 0,
          timeIndication: 'ASAP',
          city: 'Львів',
          street: 'пл. Ринок',
          house: '1',
          isPrivateHouse: false,
          location: { type: 'Point', coordinates: AT_LVIV },
        },
      }),
    );
    expect(lineOf(lviv, set.id)).toMatchObject({ isPromo: true });
    expect(lineOf(lviv, set.id).price).toBe(weekendPrice(lineOf(lviv, set.id).oldPrice!));
  });

  it('does not stack a promo code on discounted sets: it lowers the rest, or is refused', async () => {
    now = new Date(SATURDAY_NOON);
    const phone = { customerPhone: '+380671110002' };
    const setsOnly = await calc(
      deliveryBody([{ productId: set.id, count: 1 }], { ...phone, promoCode: 'DEMO10' }),
    );
    expect(setsOnly.promoCode).toMatchObject({ isSuccess: false, reason: 'NOT_COMBINABLE' });
    expect(setsOnly.discount).toBe(0);

    const mixed = await calc(
      deliveryBody(
        [
          { productId: set.id, count: 1 },
          { productId: roll.id, count: 2 },
        ],
        { ...phone, promoCode: 'DEMO10' },
      ),
    );
    expect(mixed.promoCode).toMatchObject({ isSuccess: true });
    expect(mixed.discount).toBe(Math.round(2 * roll.price * 0.1));
    expect(lineOf(mixed, set.id).price).toBe(weekendPrice(set.price));

    // on Wednesday the code lowers the whole cart
    now = new Date(WEDNESDAY_NOON);
    const weekday = await calc(
      deliveryBody([{ productId: set.id, count: 1 }], { ...phone, promoCode: 'DEMO10' }),
    );
    expect(weekday.discount).toBe(Math.round(set.price * 0.1));
  });

  it("lowers exactly the dishes Lviv's warm-days page lists, every day, in Lviv only", async () => {
    // a Wednesday before it started (2 November): Lviv's menu is at its list prices
    now = new Date('2026-10-28T10:00:00Z');
    const before = new Map((await menu(BR.lviv)).map((p) => [p.id, p]));
    now = new Date(WEDNESDAY_NOON); // the weekend sets rule is not running, the Lviv one is
    const page = await expectContract(
      await api.get(`/catalog/v1/promotions/lviv-warm-days?rn=1&br=${BR.lviv}&target=WEB`),
      ZPromotion,
    );
    const listed = new Set(page.products.map((p) => p.id));
    expect(listed.size).toBeGreaterThan(0);
    const lviv = await menu(BR.lviv);
    for (const p of lviv) {
      const list = before.get(p.id)!;
      if (listed.has(p.id))
        expect(p, p.slug).toMatchObject({
          price: list.price - Math.round(list.price * 0.15),
          oldPrice: list.price,
        });
      else expect(p.price, p.slug).toBe(list.price);
    }
    // Kyiv's menu has no such discount
    const kyiv = await menu();
    expect(
      kyiv
        .filter((p) => listed.has(p.id))
        .every((p) => weekdayMenu.find((w) => w.id === p.id)?.price === p.price),
    ).toBe(true);
  });
});
