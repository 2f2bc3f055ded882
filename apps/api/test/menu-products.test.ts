/**
 * The product editor (issue 19 items 1 and 9) through the real server: a brand manager publishes a
 * price and the storefront's menu shows it at once; drafts are previewed on the storefront's
 * preview route and published or discarded; every version can be restored; bad input is refused
 * with its code and writes nothing; other brands' managers and outlet staff get 403; API keys do
 * the same through /ops/v1.
 */
import {
  ZDraftSaved,
  ZProduct,
  ZProductEditor,
  ZProductList,
  ZProductVersions,
  type TProductEditor,
} from '@food/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../src/db/schema.js';
import { OUTLET, P } from './checkout-fixtures.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

/** The editor view without what a write does not take. */
const bodyOf = (view: TProductEditor) => {
  const {
    id: _id,
    retailNetworkId: _rn,
    imageUrl: _u,
    isArchived: _a,
    draft: _d,
    version: _v,
    ...body
  } = view;
  return body;
};

describe.each(databaseKinds())('the product editor on %s', (kind) => {
  let api: TestApi;
  let manager: TestStaff;
  let pizzaManager: TestStaff;
  let outletStaff: TestStaff;

  beforeAll(async () => {
    api = await startTestApi(kind);
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    pizzaManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
  });
  afterAll(async () => {
    await api?.close();
  });

  const editor = async (id: number) =>
    expectContract(await manager.get(`/admin/v1/products/${id}`), ZProductEditor);
  const menuPrice = async (id: number, br: number = BR.kyiv) => {
    const list = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${br}&target=WEB`),
      ZProductList,
    );
    return list.find((p) => p.id === id)?.price;
  };
  const auditKinds = async (id: number) =>
    (
      await api.database.db
        .select({ kind: auditLog.kind })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.id))
    ).map((r) => r.kind);

  it('publishes a new Kyiv price that the storefront shows at once, as version 2 over the seed', async () => {
    const view = await editor(P.philadelphiaLight);
    expect(view.version).toBe(0);
    const before = view.prices.find((p) => p.businessRegionId === BR.kyiv && p.outletId === null)!;
    expect(await menuPrice(P.philadelphiaLight)).toBe(before.price);
    const prices = view.prices.map((p) =>
      p === before ? { ...p, price: before.price + 1000, oldPrice: null } : p,
    );

    const published = await expectContract(
      await manager.put(`/admin/v1/products/${P.philadelphiaLight}`, { ...bodyOf(view), prices }),
      ZProductEditor,
    );
    expect(published.version).toBe(2);
    expect(await menuPrice(P.philadelphiaLight)).toBe(before.price + 1000);
    // Lviv keeps its own price
    const lviv = view.prices.find((p) => p.businessRegionId === BR.lviv && p.outletId === null);
    if (lviv) expect(await menuPrice(P.philadelphiaLight, BR.lviv)).toBe(lviv.price);

    const versions = await expectContract(
      await manager.get(`/admin/v1/products/${P.philadelphiaLight}/versions`),
      ZProductVersions,
    );
    expect(versions.map((v) => [v.version, v.by])).toEqual([
      [2, expect.stringMatching(/^Test brand_manager/)],
      [1, null],
    ]);
    expect(await auditKinds(P.philadelphiaLight)).toEqual(['menu.product.update']);

    // restoring the seed's state publishes it again as version 3, audited as a restore
    const restored = await expectContract(
      await manager.post(`/admin/v1/products/${P.philadelphiaLight}/versions/1/restore`),
      ZProductEditor,
    );
    expect(restored.version).toBe(3);
    expect(await menuPrice(P.philadelphiaLight)).toBe(before.price);
    expect(await auditKinds(P.philadelphiaLight)).toEqual(['menu.product.restore', 'menu.product.update']);
    await expectError(
      await manager.post(`/admin/v1/products/${P.philadelphiaLight}/versions/9/restore`),
      404,
      'VERSION_NOT_FOUND',
    );
  });

  it('previews a draft on the storefront route without selling it, then publishes it', async () => {
    const view = await editor(P.dragon);
    const live = (await menuPrice(P.dragon))!;
    const body = bodyOf(view);
    const draftBody = {
      ...body,
      translations: { ...body.translations, uk: { ...body.translations.uk!, name: 'Дракон (новий)' } },
      prices: body.prices.map((p) =>
        p.outletId === null ? { ...p, price: p.price + 500, oldPrice: null } : p,
      ),
    };
    const saved = await expectContract(
      await manager.put(`/admin/v1/products/${P.dragon}/draft`, draftBody),
      ZDraftSaved,
    );
    expect(saved.previewUrl).toMatch(new RegExp(`/preview/${saved.previewToken}$`));

    const preview = await api.get(`/catalog/v1/preview/${saved.previewToken}?lang=uk&br=${BR.kyiv}`);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const shown = await expectContract(preview, ZProduct);
    expect(shown).toMatchObject({ id: P.dragon, name: 'Дракон (новий)', price: live + 500 });
    // not on sale yet
    expect(await menuPrice(P.dragon)).toBe(live);
    expect((await editor(P.dragon)).draft?.payload.translations.uk?.name).toBe('Дракон (новий)');

    const published = await expectContract(
      await manager.post(`/admin/v1/products/${P.dragon}/draft/publish`),
      ZProductEditor,
    );
    expect(published.draft).toBeNull();
    expect(await menuPrice(P.dragon)).toBe(live + 500);
    await expectError(await api.get(`/catalog/v1/preview/${saved.previewToken}`), 404, 'PREVIEW_NOT_FOUND');
    expect((await auditKinds(P.dragon)).slice(0, 2)).toEqual([
      'menu.product.draft.publish',
      'menu.product.draft.save',
    ]);
  });

  it('discards a draft once', async () => {
    const view = await editor(P.redDragon);
    await expectContract(
      await manager.put(`/admin/v1/products/${P.redDragon}/draft`, bodyOf(view)),
      ZDraftSaved,
    );
    expect((await manager.del(`/admin/v1/products/${P.redDragon}/draft`)).status).toBe(204);
    await expectError(await manager.del(`/admin/v1/products/${P.redDragon}/draft`), 404, 'DRAFT_NOT_FOUND');
    await expectError(
      await manager.post(`/admin/v1/products/${P.redDragon}/draft/publish`),
      404,
      'DRAFT_NOT_FOUND',
    );
  });

  it('creates a product in the brand and refuses its article a second time', async () => {
    const base = bodyOf(await editor(P.philadelphiaLight));
    const body = {
      ...base,
      retailNetworkId: RN.smUa,
      article: 'NEW-ROLL-1',
      slug: 'new-roll-1',
      translations: { uk: { name: 'Новий рол', description: '', composition: 'рис', seoText: '' } },
      prices: [{ businessRegionId: BR.kyiv, outletId: null, price: 19_900, oldPrice: null }],
      optionGroups: [],
    };
    const created = await expectContract(await manager.post('/admin/v1/products', body), ZProductEditor, 201);
    expect(created.id).toBeGreaterThan(100_000);
    expect(created.id).toBeLessThan(200_000);
    expect(created.version).toBe(1);
    expect(await menuPrice(created.id)).toBe(19_900);
    expect(await auditKinds(created.id)).toEqual(['menu.product.create']);

    const countProducts = async () => (await api.database.db.select({ n: count() }).from(products))[0]?.n;
    const before = await countProducts();
    await expectError(
      await manager.post('/admin/v1/products', { ...body, slug: 'another-slug' }),
      409,
      'DUPLICATE_ARTICLE',
    );
    await expectError(
      await manager.post('/admin/v1/products', { ...body, article: 'NEW-ROLL-2' }),
      409,
      'DUPLICATE_SLUG',
    );
    expect(await countProducts()).toBe(before);

    const list = await manager.get('/admin/v1/products?retailNetworkId=1&q=new-roll&size=5');
    const found = (await list.json()) as {
      data: Array<{ id: number; minPrice: number }>;
      pagination: { total: number };
    };
    expect(found.data.map((r) => [r.id, r.minPrice])).toEqual([[created.id, 19_900]]);
  });

  it('refuses every bad write with its code and leaves the product as it was', async () => {
    const view = await editor(P.businessLunch);
    const body = bodyOf(view);
    const city = body.prices[0]!;
    const bad: Array<[string, unknown, number, string]> = [
      ['zero price', { ...body, prices: [{ ...city, price: 0 }] }, 422, 'PRICE_NOT_POSITIVE'],
      ['negative price', { ...body, prices: [{ ...city, price: -100 }] }, 422, 'PRICE_NOT_POSITIVE'],
      [
        "another brand's city",
        { ...body, prices: [{ ...city, businessRegionId: BR.pcKyiv }] },
        400,
        'UNKNOWN_BUSINESS_REGION',
      ],
      [
        "another brand's outlet",
        { ...body, prices: [{ ...city, businessRegionId: BR.kyiv, outletId: OUTLET.pizzaKyiv }] },
        422,
        'UNKNOWN_OUTLET',
      ],
      [
        'no default-language name',
        { ...body, translations: { ru: { name: 'Ланч', description: '', composition: '', seoText: '' } } },
        422,
        'DEFAULT_LANGUAGE_REQUIRED',
      ],
      [
        'free addons over the cap',
        { ...body, addons: [{ addonProductId: P.soy, freeCount: 3, maxCount: 2 }] },
        422,
        'MENU_RULE_VIOLATED',
      ],
      ["another brand's category", { ...body, categoryId: 2001 }, 422, 'UNKNOWN_CATEGORY'],
      [
        'an option group asking more than it allows',
        {
          ...body,
          optionGroups: [
            {
              name: { uk: 'Розмір' },
              minChoices: 2,
              maxChoices: 1,
              options: [{ name: { uk: '30 см' }, price: 0, linkedProductId: null, isDefault: true }],
            },
          ],
        },
        422,
        'INVALID_OPTION_GROUPS',
      ],
      [
        "another product's article",
        { ...body, article: view.article === 'X' ? 'Y' : (await editor(P.philadelphiaLight)).article },
        409,
        'DUPLICATE_ARTICLE',
      ],
    ];
    for (const [what, payload, status, code] of bad) {
      const res = await manager.put(`/admin/v1/products/${P.businessLunch}`, payload);
      await expect(expectError(res, status, code), what).resolves.toBeTruthy();
      // a draft is held to the same rules
      await expectError(
        await manager.put(`/admin/v1/products/${P.businessLunch}/draft`, payload),
        status,
        code,
      );
    }
    const after = await editor(P.businessLunch);
    expect(bodyOf(after)).toEqual(body);
    expect(after.version).toBe(0);
    expect(await auditKinds(P.businessLunch)).toEqual([]);
  });

  it("answers 403 to another brand's manager and to outlet staff, even with a bad body", async () => {
    await expectError(
      await pizzaManager.put(`/admin/v1/products/${P.philadelphiaLight}`, {}),
      403,
      'FORBIDDEN',
    );
    await expectError(await pizzaManager.get(`/admin/v1/products/${P.philadelphiaLight}`), 403, 'FORBIDDEN');
    await expectError(await pizzaManager.get('/admin/v1/products?retailNetworkId=1'), 403, 'FORBIDDEN');
    await expectError(
      await pizzaManager.post('/admin/v1/products', { retailNetworkId: 1 }),
      403,
      'FORBIDDEN',
    );
    await expectError(await outletStaff.get('/admin/v1/menu?retailNetworkId=1'), 403, 'FORBIDDEN');
    await expectError(
      await outletStaff.put(`/admin/v1/products/${P.philadelphiaLight}/draft`, {}),
      403,
      'FORBIDDEN',
    );
    await expectError(await outletStaff.post('/admin/v1/products', {}), 403, 'FORBIDDEN');
    await expectError(await manager.get('/admin/v1/products/999999'), 404, 'PRODUCT_NOT_FOUND');
  });

  it('archives a product: off the menu, still in the editor, back on publish', async () => {
    const view = await editor(P.mallSet);
    const archived = await expectContract(
      await manager.del(`/admin/v1/products/${P.mallSet}`),
      ZProductEditor,
    );
    expect(archived.isArchived).toBe(true);
    expect(await menuPrice(P.mallSet)).toBeUndefined();
    const back = await expectContract(
      await manager.put(`/admin/v1/products/${P.mallSet}`, bodyOf(view)),
      ZProductEditor,
    );
    expect(back.isArchived).toBe(false);
    expect(await menuPrice(P.mallSet)).toBe(
      view.prices.find((p) => p.businessRegionId === BR.kyiv && !p.outletId)?.price,
    );
  });

  it('lets an API key of the brand create and publish by article through /ops/v1', async () => {
    const key = { authorization: (await createApiKey(api, { retailNetworkIds: [RN.smUa] })).authorization };
    const pizzaKey = {
      authorization: (await createApiKey(api, { retailNetworkIds: [RN.pcUa] })).authorization,
    };
    const put = (article: string, body: unknown, headers = key, rn = 1) =>
      fetch(`${api.url}/ops/v1/products/by-article/${encodeURIComponent(article)}?retailNetworkId=${rn}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const base = bodyOf(await editor(P.cola));
    const body = {
      ...base,
      article: 'POS-777',
      slug: 'pos-777',
      translations: { uk: { name: 'Лимонад', description: '', composition: '', seoText: '' } },
      prices: [{ businessRegionId: BR.kyiv, outletId: null, price: 5_900, oldPrice: null }],
      addons: [],
      optionGroups: [],
    };
    const created = await expectContract(await put('POS-777', body), ZProductEditor, 201);
    expect(await menuPrice(created.id)).toBe(5_900);
    const updated = await expectContract(
      await put('POS-777', { ...body, prices: [{ ...body.prices[0], price: 6_400 }] }),
      ZProductEditor,
    );
    expect(updated.id).toBe(created.id);
    expect(updated.version).toBe(2);
    expect(await menuPrice(created.id)).toBe(6_400);
    await expectError(await put('POS-777', { ...body, article: 'OTHER' }), 400, 'VALIDATION_ERROR');
    await expectError(await put('POS-777', {}, pizzaKey), 403, 'FORBIDDEN');
    const [entry] = await api.database.db
      .select({ kind: auditLog.kind, apiKeyId: auditLog.apiKeyId })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ kind: 'menu.product.update', apiKeyId: expect.any(String) });

    const viaId = await fetch(`${api.url}/ops/v1/products/${created.id}`, {
      method: 'PUT',
      headers: { ...pizzaKey, 'content-type': 'application/json' },
      body: '{}',
    });
    await expectError(viaId, 403, 'FORBIDDEN');
  });
});
