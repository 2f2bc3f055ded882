import { ZOpsProductPriceChanged, ZProduct, ZProductList, ZSearchResponse } from '@food/contracts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { auditLog, businessRegions, productPrices, products } from '../src/db/schema.js';
import { P } from './checkout-fixtures.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey } from './staff-fixtures.js';
import { eventually } from './webhooks-receiver.js';

describe.each(databaseKinds())('PATCH /ops/v1/products/{productId} on %s', (kind) => {
  let api: TestApi;
  let sushiKey: Record<string, string>;
  let pizzaKey: Record<string, string>;
  let outletKey: Record<string, string>;
  let second: { app: App; url: string };

  beforeAll(async () => {
    api = await startTestApi(kind);
    sushiKey = { authorization: (await createApiKey(api, { retailNetworkIds: [1] })).authorization };
    pizzaKey = { authorization: (await createApiKey(api, { retailNetworkIds: [2] })).authorization };
    outletKey = { authorization: (await createApiKey(api, { outletIds: [1001] })).authorization };
    // a second API instance on the same database, as behind a load balancer
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', OPS_TOKEN: 'test-ops-token-0123456789' }),
      database: api.database,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    second = { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  });
  afterAll(async () => {
    await second?.app.close();
    await api?.close();
  });

  const patch = (productId: number | string, body: unknown, headers = sushiKey) =>
    fetch(`${api.url}/ops/v1/products/${productId}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const productIn = async (id: number, br: number, base = api.url, res?: number) =>
    expectContract(
      await fetch(`${base}/catalog/v1/products/${id}?rn=1&br=${br}&target=WEB${res ? `&res=${res}` : ''}`),
      ZProduct,
    );
  const menuPriceIn = async (id: number, br: number, base = api.url) => {
    const list = await expectContract(
      await fetch(`${base}/catalog/v1/products/?rn=1&br=${br}&target=WEB`),
      ZProductList,
    );
    return list.find((p) => p.id === id)?.price;
  };
  const cityRows = (productId: number) =>
    api.database.db
      .select({
        br: productPrices.businessRegionId,
        price: productPrices.price,
        oldPrice: productPrices.oldPrice,
      })
      .from(productPrices)
      .where(and(eq(productPrices.productId, productId), isNull(productPrices.outletId)))
      .orderBy(productPrices.businessRegionId);

  it("sets one city's price, and the menu, the product and search show it at once", async () => {
    const [kyivBefore, lvivBefore] = await Promise.all([
      productIn(P.dragon, BR.kyiv),
      productIn(P.dragon, BR.lviv),
    ]);
    // warm every cache that holds the price: the menu list and a search answer
    expect(await menuPriceIn(P.dragon, BR.kyiv)).toBe(kyivBefore.price);
    const search = () =>
      api.post('/search/v1/search', {
        query: kyivBefore.article,
        retailNetworkId: 1,
        businessRegionId: BR.kyiv,
        size: 5,
      });
    const found = await expectContract(await search(), ZSearchResponse);
    expect(found.data.find((p) => p.id === P.dragon)?.price).toBe(kyivBefore.price);

    const newPrice = kyivBefore.price + 1_000;
    const changed = await expectContract(
      await patch(P.dragon, { price: newPrice, businessRegionId: BR.kyiv }),
      ZOpsProductPriceChanged,
    );
    expect(changed).toEqual({
      productId: P.dragon,
      retailNetworkId: 1,
      prices: [{ businessRegionId: BR.kyiv, price: newPrice, oldPrice: kyivBefore.oldPrice ?? null }],
    });
    expect((await productIn(P.dragon, BR.kyiv)).price).toBe(newPrice);
    expect(await menuPriceIn(P.dragon, BR.kyiv)).toBe(newPrice);
    const foundAfter = await expectContract(await search(), ZSearchResponse);
    expect(foundAfter.data.find((p) => p.id === P.dragon)?.price).toBe(newPrice);
    // another city keeps its own price
    expect((await productIn(P.dragon, BR.lviv)).price).toBe(lvivBefore.price);
  });

  it('reaches every instance: the other one drops its cached catalogue too', async () => {
    const before = await productIn(P.philadelphiaLight, BR.kyiv, second.url);
    expect(await menuPriceIn(P.philadelphiaLight, BR.kyiv, second.url)).toBe(before.price);
    const newPrice = before.price + 700;
    await expectContract(
      await patch(P.philadelphiaLight, { price: newPrice, businessRegionId: BR.kyiv }),
      ZOpsProductPriceChanged,
    );
    const started = Date.now();
    await eventually(
      async () =>
        (await menuPriceIn(P.philadelphiaLight, BR.kyiv, second.url)) === newPrice ? true : undefined,
      5000,
      'the second instance to show the new price',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await productIn(P.philadelphiaLight, BR.kyiv, second.url)).price).toBe(newPrice);
  });

  it("sets every city's price without a city, and an outlet's own price stays", async () => {
    const db = api.database.db;
    const [override] = await db
      .select()
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(and(isNotNull(productPrices.outletId), eq(products.retailNetworkId, 1)));
    const productId = override!.product_prices.productId;
    const outletId = override!.product_prices.outletId!;
    const outletPrice = override!.product_prices.price;
    const br = override!.product_prices.businessRegionId;
    expect((await productIn(productId, br, api.url, outletId)).price).toBe(outletPrice);

    const rowsBefore = await cityRows(productId);
    expect(rowsBefore.length).toBeGreaterThan(1);
    const newPrice = 77_700;
    const changed = await expectContract(
      await patch(productId, { price: newPrice }),
      ZOpsProductPriceChanged,
    );
    expect(changed.prices.map((p) => p.businessRegionId)).toEqual(rowsBefore.map((r) => r.br));
    expect((await cityRows(productId)).every((r) => r.price === newPrice)).toBe(true);
    for (const row of rowsBefore) expect((await productIn(productId, row.br)).price).toBe(newPrice);
    // the outlet's own price overrides the city's, and is left alone
    expect((await productIn(productId, br, api.url, outletId)).price).toBe(outletPrice);
    const [outletRow] = await db
      .select({ price: productPrices.price })
      .from(productPrices)
      .where(and(eq(productPrices.productId, productId), eq(productPrices.outletId, outletId)));
    expect(outletRow!.price).toBe(outletPrice);
  });

  it('keeps the crossed-out price only while it is above the new price', async () => {
    const db = api.database.db;
    const [withOld] = await db
      .select({
        productId: productPrices.productId,
        br: productPrices.businessRegionId,
        oldPrice: productPrices.oldPrice,
      })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(
        and(
          isNotNull(productPrices.oldPrice),
          isNull(productPrices.outletId),
          eq(products.retailNetworkId, 1),
        ),
      );
    const { productId, br, oldPrice } = withOld!;
    const below = await expectContract(
      await patch(productId, { price: oldPrice! - 100, businessRegionId: br }),
      ZOpsProductPriceChanged,
    );
    expect(below.prices[0]).toEqual({ businessRegionId: br, price: oldPrice! - 100, oldPrice });
    const above = await expectContract(
      await patch(productId, { price: oldPrice! + 100, businessRegionId: br }),
      ZOpsProductPriceChanged,
    );
    expect(above.prices[0]).toEqual({ businessRegionId: br, price: oldPrice! + 100, oldPrice: null });
    expect((await productIn(productId, br)).oldPrice).toBeNull();
  });

  it('records who changed which prices, before and after', async () => {
    const before = await cityRows(P.redDragon);
    await expectContract(await patch(P.redDragon, { price: 51_500 }), ZOpsProductPriceChanged);
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'product.price'), eq(auditLog.entityId, String(P.redDragon))));
    expect(entry).toMatchObject({ entityType: 'product', retailNetworkId: 1, staffId: null });
    expect(entry!.apiKeyId).not.toBeNull();
    expect(entry!.before).toEqual({
      prices: before.map((r) => ({ businessRegionId: r.br, price: r.price, oldPrice: r.oldPrice })),
    });
    expect(
      (entry!.after as { prices: Array<{ price: number }> }).prices.every((p) => p.price === 51_500),
    ).toBe(true);
  });

  it('needs a key that covers the whole brand', async () => {
    const before = await cityRows(P.unagi);
    await expectError(await patch(P.unagi, { price: 1_000 }, outletKey), 403, 'FORBIDDEN');
    await expectError(
      await patch(P.unagi, { price: 1_000, businessRegionId: BR.kyiv }, outletKey),
      403,
      'FORBIDDEN',
    );
    await expectError(await patch(P.unagi, { price: 1_000 }, pizzaKey), 403, 'FORBIDDEN');
    // scope before the body: another brand's product is a 403 whatever was sent
    await expectError(await patch(P.unagi, { price: 'free' }, pizzaKey), 403, 'FORBIDDEN');
    await expectError(await patch(P.unagi, { price: 1_000 }, {}), 401, 'UNAUTHORIZED');
    expect(await cityRows(P.unagi)).toEqual(before);
    // the owner-scoped OPS_TOKEN covers every brand
    await expectContract(
      await patch(P.pizza, { price: 25_000 }, { authorization: 'Bearer test-ops-token-0123456789' }),
      ZOpsProductPriceChanged,
    );
  });

  it('refuses a bad price, an unknown product or city, and changes nothing', async () => {
    const before = await cityRows(P.businessLunch);
    for (const body of [
      { price: 0 },
      { price: -100 },
      { price: 125.5 },
      { price: '12500' },
      { price: 100_000_001 },
      {},
      { price: 12_500, businessRegionId: 'kyiv' },
    ])
      await expectError(await patch(P.businessLunch, body), 400, 'VALIDATION_ERROR');
    await expectError(
      await patch(P.businessLunch, { price: 12_500, businessRegionId: BR.pcKyiv }),
      400,
      'UNKNOWN_BUSINESS_REGION',
    );
    await expectError(
      await patch(P.businessLunch, { price: 12_500, businessRegionId: 999 }),
      400,
      'UNKNOWN_BUSINESS_REGION',
    );
    await expectError(await patch(999_999, { price: 12_500 }), 404, 'PRODUCT_NOT_FOUND');
    await expectError(await patch('dragon', { price: 12_500 }), 400, 'VALIDATION_ERROR');
    expect(await cityRows(P.businessLunch)).toEqual(before);
  });

  it('does not start selling a product in a city that does not sell it', async () => {
    const db = api.database.db;
    const [missing] = await db
      .select({ productId: products.id, br: businessRegions.id })
      .from(products)
      .innerJoin(businessRegions, eq(businessRegions.retailNetworkId, products.retailNetworkId))
      .where(
        and(
          eq(products.retailNetworkId, 1),
          sql`not exists (select 1 from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.businessRegionId} = ${businessRegions.id})`,
        ),
      )
      .limit(1);
    await expectError(
      await patch(missing!.productId, { price: 9_900, businessRegionId: missing!.br }),
      404,
      'PRODUCT_NOT_FOUND',
    );
    const rows = await db
      .select()
      .from(productPrices)
      .where(
        and(eq(productPrices.productId, missing!.productId), eq(productPrices.businessRegionId, missing!.br)),
      );
    expect(rows).toEqual([]);
  });
});
