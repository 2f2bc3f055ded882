import {
  ZPromotion,
  ZPromotionSummary,
  ZProductList,
  type TPromotionSummary,
  type TProduct,
} from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { promotionProducts, promotions } from '../src/db/schema.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const DAY = 86_400_000;
const list = (rn: number, br: number, extra = '') => `/catalog/v1/promotions/?rn=${rn}&br=${br}${extra}`;
const one = (ref: string, rn: number, br: number, extra = '') =>
  `/catalog/v1/promotions/${ref}?rn=${rn}&br=${br}${extra}`;

describe.each(databaseKinds())('promotions on %s', (kind) => {
  let api: TestApi;
  let kyivMenu: TProduct[];

  beforeAll(async () => {
    api = await startTestApi(kind);
    kyivMenu = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    // promotions around "now", written before the first promotions read fills the cache
    const now = Date.now();
    const base = { retailNetworkId: 1, imageKey: 'promo.sushi-test', promoCode: null, sortOrder: 50 };
    await api.database.db.insert(promotions).values([
      {
        ...base,
        id: 190,
        slug: 'ended-yesterday',
        businessRegionId: null,
        title: { uk: 'Скінчилася' },
        body: { uk: '<p>old</p>' },
        startsAt: new Date(now - 30 * DAY),
        endsAt: new Date(now - DAY),
      },
      {
        ...base,
        id: 191,
        slug: 'starts-tomorrow',
        businessRegionId: null,
        title: { uk: 'Завтра' },
        body: { uk: '<p>soon</p>' },
        startsAt: new Date(now + DAY),
        endsAt: null,
      },
      {
        ...base,
        id: 192,
        slug: 'odesa-only',
        businessRegionId: BR.odesa,
        title: { uk: 'Тільки Одеса', ru: 'Только Одесса' },
        body: { uk: '<p>Одеса</p>' },
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
      },
      {
        ...base,
        id: 193,
        slug: 'kyiv-first',
        businessRegionId: BR.kyiv,
        sortOrder: -1,
        title: { uk: 'Київ: перша', ru: 'Киев: первая' },
        body: {
          uk: '<p>Текст<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
          ru: '<p>Текст по-русски</p>',
        },
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + 10 * DAY),
      },
    ]);
    // one product sold in Kyiv, one archived-or-unsold id left out by the catalogue
    await api.database.db.insert(promotionProducts).values([
      { promotionId: 193, productId: kyivMenu[1]!.id },
      { promotionId: 193, productId: kyivMenu[0]!.id },
    ]);
  });
  afterAll(() => api?.close());

  it('lists the city’s running promotions in the operator’s order, network-wide and its own', async () => {
    const kyiv = await expectContract(await api.get(list(1, BR.kyiv)), z.array(ZPromotionSummary));
    const slugs = kyiv.map((p) => p.slug);
    expect(slugs[0]).toBe('kyiv-first');
    expect(slugs).toEqual(expect.arrayContaining(['welcome-10', 'baked-rolls']));
    expect(slugs).not.toContain('ended-yesterday');
    expect(slugs).not.toContain('starts-tomorrow');
    expect(slugs).not.toContain('odesa-only');
    // Lviv's own seeded promotion is Lviv's only
    expect(slugs).not.toContain('lviv-warm-days');
    const odesa = await expectContract(await api.get(list(1, BR.odesa)), z.array(ZPromotionSummary));
    expect(odesa.map((p) => p.slug)).toContain('odesa-only');
    expect(odesa.map((p) => p.slug)).not.toContain('kyiv-first');
    for (const p of kyiv) {
      expect(p.imageUrl).toMatch(/^https?:\/\/.+\/catalog\/v1\/images\//);
      expect(p.localization.map((l) => l.language)).toContain('uk');
    }
    const welcome = kyiv.find((p) => p.slug === 'welcome-10')!;
    expect(welcome).toMatchObject({ promoCode: 'DEMO10', endsAt: null, businessRegionId: null });
    expect(welcome.productCount).toBeGreaterThan(0);
    expect(kyiv.find((p) => p.slug === 'kyiv-first')!.productCount).toBe(2);
  });

  it('answers in the asked language, else the brand’s default', async () => {
    const ru = await expectContract(await api.get(list(1, BR.kyiv, '&lang=ru')), z.array(ZPromotionSummary));
    expect(ru.find((p) => p.id === 193)!.title).toBe('Киев: первая');
    const en = await expectContract(await api.get(list(1, BR.kyiv, '&lang=en')), z.array(ZPromotionSummary));
    expect(en.find((p) => p.id === 193)!.title).toBe('Київ: перша');
  });

  it('serves one promotion by slug or id with its products sold in the city', async () => {
    const bySlug = await expectContract(await api.get(one('kyiv-first', 1, BR.kyiv)), ZPromotion);
    const byId = await expectContract(await api.get(one('193', 1, BR.kyiv)), ZPromotion);
    expect(byId).toEqual(bySlug);
    expect(bySlug.products.map((p) => p.id)).toEqual(
      [kyivMenu[0]!.id, kyivMenu[1]!.id].sort((a, b) => a - b),
    );
    // the products carry the city's prices, as the menu does
    const menuPrice = new Map(kyivMenu.map((p) => [p.id, p.price]));
    for (const p of bySlug.products) expect(p.price).toBe(menuPrice.get(p.id));
    // the body is the operator's text as stored: storefronts sanitise it before showing it
    expect(bySlug.body).toContain('<p>Текст');
    const ru = await expectContract(await api.get(one('kyiv-first', 1, BR.kyiv, '&lang=ru')), ZPromotion);
    expect(ru.body).toBe('<p>Текст по-русски</p>');

    const welcome = await expectContract(await api.get(one('welcome-10', 1, BR.kyiv)), ZPromotion);
    expect(welcome.products.length).toBe(welcome.productCount);
    expect(welcome.products.every((p) => !p.isArchived)).toBe(true);
  });

  it('answers 404 for an unknown, ended, future, other city’s or other brand’s promotion', async () => {
    const list1 = await expectContract(await api.get(list(2, BR.pcKyiv)), z.array(ZPromotionSummary));
    const otherBrand: TPromotionSummary = list1[0]!;
    for (const ref of [
      'no-such-promotion',
      '999999',
      'ended-yesterday',
      '190',
      'starts-tomorrow',
      'odesa-only',
      'lviv-warm-days',
      String(otherBrand.id),
    ]) {
      await expectError(await api.get(one(ref, 1, BR.kyiv)), 404, 'PROMOTION_NOT_FOUND');
    }
  });

  it('refuses malformed requests with a 400 and never a 500', async () => {
    await expectError(await api.get(one('Bad%20Slug', 1, BR.kyiv)), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(one('%3Cscript%3E', 1, BR.kyiv)), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(one('-leading-dash', 1, BR.kyiv)), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(one('x'.repeat(121), 1, BR.kyiv)), 400, 'VALIDATION_ERROR');
    await expectError(await api.get('/catalog/v1/promotions/?rn=1'), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(list(1, BR.kyiv, '&lang=de')), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(list(9, BR.kyiv)), 400, 'UNKNOWN_RETAIL_NETWORK');
    await expectError(await api.get(list(1, BR.dubai)), 400, 'UNKNOWN_BUSINESS_REGION');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await api.get('/docs/json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/catalog/v1/promotions/', '/catalog/v1/promotions/{ref}']),
    );
  });
});
