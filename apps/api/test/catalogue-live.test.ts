/**
 * The live catalogue across API instances (issue 19 item 7): a write on one instance drops every
 * catalogue cache of the others (their caches are kept 10 minutes here, so only the event can do
 * it), an order placed right after a price change is charged the new price, and the change stream
 * `GET /catalog/v1/changes` delivers a write made on another instance to a storefront.
 */
import { ZCatalogueChangeEvent, ZOrderCreated, ZProductList, ZRestaurant } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outlets } from '../src/db/schema.js';
import { eventually, OPS, ORDER_CREATE, openSse } from './board-fixtures.js';
import { OUTLET, P, pickupBody } from './checkout-fixtures.js';
import { BR, databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';
import { startSecondInstance, type SecondInstance } from './second-instance.js';

describe.each(databaseKinds())('live catalogue across instances on %s', (kind) => {
  let a: TestApi;
  let b: SecondInstance;
  let seq = 0;

  beforeAll(async () => {
    a = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '600' });
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const setPrice = async (productId: number, price: number) => {
    const res = await fetch(`${a.url}/ops/v1/products/${productId}`, {
      method: 'PATCH',
      headers: { ...OPS, 'content-type': 'application/json' },
      body: JSON.stringify({ price, businessRegionId: BR.kyiv }),
    });
    expect(res.status).toBe(200);
  };
  const menuPrice = async (base: string, productId: number) => {
    const list = await expectContract(
      await fetch(`${base}/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    return list.find((p) => p.id === productId)?.price;
  };
  const restaurantPhone = async (base: string, outletId: number) => {
    const res = await fetch(`${base}/catalog/v1/restaurants/?rn=1&br=${BR.kyiv}`);
    return (await expectContract(res, z.array(ZRestaurant))).find((r) => r.id === outletId)?.phone;
  };
  const order = async (base: string, productId: number) => {
    const res = await fetch(base + ORDER_CREATE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        pickupBody(OUTLET.khreshchatyk, [{ productId, count: 2 }], { customerComment: `live ${++seq}` }),
      ),
    });
    return expectContract(res, ZOrderCreated, 201);
  };

  it("a price set on A shows in B's menu, and B charges it", async () => {
    const before = (await menuPrice(b.url, P.dragon))!;
    expect(before).toBeGreaterThan(0);
    const charged = await order(b.url, P.dragon);
    const newPrice = before + 1300;
    await setPrice(P.dragon, newPrice);
    expect(await eventually(async () => (await menuPrice(b.url, P.dragon)) === newPrice)).toBe(true);
    const after = await order(b.url, P.dragon);
    // two of the dish: the total moves by twice the change, whatever the delivery or discounts
    expect(after.amount - charged.amount).toBe(2 * 1300);
  });

  it('an order placed on A right after its price change is charged the new price', async () => {
    const before = (await menuPrice(a.url, P.dragon))!;
    const charged = await order(a.url, P.dragon);
    await setPrice(P.dragon, before - 500);
    const after = await order(a.url, P.dragon);
    expect(after.amount - charged.amount).toBe(-2 * 500);
    const line = after.orderResponse.products.find((p) => p.productId === P.dragon);
    expect(line?.price).toBe(before - 500);
  });

  it('a catalogue change drops every cache of B, not only the products (an outlet read here)', async () => {
    const phone = await restaurantPhone(b.url, OUTLET.khreshchatyk);
    expect(phone).toBeTruthy();
    // a write that skipped the event (a hand edit in the database): B keeps its cached outlet
    await a.database.db
      .update(outlets)
      .set({ phone: '+380441112233' })
      .where(eq(outlets.id, OUTLET.khreshchatyk));
    expect(await restaurantPhone(b.url, OUTLET.khreshchatyk)).toBe(phone);
    // any catalogue change on A drops all of B's caches
    await setPrice(P.dragon, ((await menuPrice(a.url, P.dragon)) ?? 0) + 100);
    expect(
      await eventually(async () => (await restaurantPhone(b.url, OUTLET.khreshchatyk)) === '+380441112233'),
    ).toBe(true);
  });

  it('streams a change made on A to a storefront listening on B, for its network only', async () => {
    const sushi = await openSse(`${b.url}/catalog/v1/changes?rn=1`, {});
    const pizza = await openSse(`${b.url}/catalog/v1/changes?rn=2`, {});
    try {
      expect(sushi.contentType).toBe('text/event-stream; charset=utf-8');
      await setPrice(P.dragon, ((await menuPrice(a.url, P.dragon)) ?? 0) + 200);
      const change = ZCatalogueChangeEvent.parse(await sushi.next('change', 5000));
      expect(change).toMatchObject({ retailNetworkId: 1, area: 'menu', ids: [P.dragon] });
      expect(pizza.pending()).toEqual([]);
    } finally {
      await sushi.close();
      await pizza.close();
    }
  });

  it('refuses a malformed network filter', async () => {
    const res = await fetch(`${b.url}/catalog/v1/changes?rn=x`);
    expect(res.status).toBe(400);
  });
});
