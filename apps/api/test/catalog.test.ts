import {
  ZAttribute,
  ZBanner,
  ZCity,
  ZDeliveryZone,
  ZProduct,
  ZProductList,
  ZProductSeo,
  ZRestaurant,
  ZRestaurantConfig,
  ZStopList,
  type TProduct,
} from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const q = (br: number, extra = '') => `?rn=1&br=${br}&target=WEB${extra}`;

describe.each(databaseKinds())('catalog service on %s', (kind) => {
  let api: TestApi;
  let kyivMenu: TProduct[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    kyivMenu = await expectContract(await api.get(`/catalog/v1/products/${q(BR.kyiv)}`), ZProductList);
  });
  afterAll(() => api?.close());

  describe('places', () => {
    it('lists the cities, including one without a slug', async () => {
      const cities = await expectContract(await api.get('/catalog/v1/cities/?rn=1'), z.array(ZCity));
      expect(cities.map((c) => c.slug)).toEqual(['kyiv', 'lviv', 'odesa', 'dnipro', null]);
      expect(cities[0]!.localization.map((l) => l.language)).toEqual(['uk', 'ru']);
      // the trailing slash is optional
      expect((await api.get('/catalog/v1/cities?rn=1')).status).toBe(200);
    });

    it('lists the restaurants of a city with hours, time zone and open state', async () => {
      const list = await expectContract(
        await api.get(`/catalog/v1/restaurants/?rn=1&br=${BR.kyiv}`),
        z.array(ZRestaurant),
      );
      expect(list).toHaveLength(3);
      for (const r of list) {
        expect(r.businessRegionId).toBe(BR.kyiv);
        expect(r.location.lat).toBeGreaterThan(50.3);
        expect(r.location.lat).toBeLessThan(50.6);
        expect(r.openingHours).toHaveLength(7);
        expect([2, 3]).toContain(r.timeZoneOffsetHours);
      }
      const one = await expectContract(
        await api.get(`/catalog/v1/restaurants/${list[0]!.id}/?rn=1&br=${BR.kyiv}`),
        ZRestaurant,
      );
      expect(one).toEqual(list[0]);
      const config = await expectContract(
        await api.get(`/catalog/v1/restaurants/${list[0]!.id}/config?rn=1`),
        ZRestaurantConfig,
      );
      expect(config).toMatchObject({
        outletId: list[0]!.id,
        timeZone: 'Europe/Kyiv',
        businessRegionId: BR.kyiv,
      });
      await expectError(await api.get('/catalog/v1/restaurants/3001/?rn=1'), 404, 'RESTAURANT_NOT_FOUND');
      await expectError(await api.get('/catalog/v1/restaurants/abc/?rn=1'), 400, 'VALIDATION_ERROR');
      await expectError(
        await api.get(`/catalog/v1/restaurants/?rn=1&br=${BR.dubai}`),
        400,
        'UNKNOWN_BUSINESS_REGION',
      );
    });

    it('serves delivery zones as GeoJSON polygons with their prices and minimums', async () => {
      const zones = await expectContract(
        await api.get(`/catalog/v1/deliveryZones/?rn=1&br=${BR.kyiv}`),
        z.array(ZDeliveryZone),
      );
      expect(zones.length).toBeGreaterThanOrEqual(6);
      const prices = new Set(zones.map((z) => z.deliveryPrice));
      const minimums = new Set(zones.map((z) => z.minOrderAmount));
      expect(prices.size).toBeGreaterThan(1);
      expect(minimums.size).toBeGreaterThan(1);
      for (const zone of zones) {
        const ring = zone.polygon.coordinates[0]!;
        expect(ring[0]).toEqual(ring.at(-1)); // closed
        for (const [lng, lat] of ring) {
          expect(lng).toBeGreaterThan(30.2);
          expect(lng).toBeLessThan(30.9);
          expect(lat).toBeGreaterThan(50.2);
          expect(lat).toBeLessThan(50.7);
        }
      }
    });
  });

  describe('banners and attributes', () => {
    it('serves the banners of a city: network-wide ones plus its own', async () => {
      const kyiv = await expectContract(await api.get(`/catalog/v1/banners/${q(BR.kyiv)}`), z.array(ZBanner));
      const lviv = await expectContract(await api.get(`/catalog/v1/banners/${q(BR.lviv)}`), z.array(ZBanner));
      expect(kyiv.length).toBeGreaterThanOrEqual(3);
      const everywhere = kyiv.filter((b) => b.businessRegionId === null).map((b) => b.id);
      expect(lviv.filter((b) => b.businessRegionId === null).map((b) => b.id)).toEqual(everywhere);
      for (const b of [...kyiv, ...lviv]) expect([null, BR.kyiv, BR.lviv]).toContain(b.businessRegionId);
      const one = await expectContract(await api.get(`/catalog/v1/banners/${kyiv[0]!.id}?rn=1`), ZBanner);
      expect(one.id).toBe(kyiv[0]!.id);
      await expectError(await api.get(`/catalog/v1/banners/${kyiv[0]!.id}?rn=3`), 404, 'BANNER_NOT_FOUND');
    });

    it.each(['PROPERTY', 'LABEL', 'FILTER', 'INFO'])('serves %s attributes', async (type) => {
      const list = await expectContract(
        await api.get(`/catalog/v1/attributes/${type}/?rn=1`),
        z.array(ZAttribute),
      );
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((a) => a.type === type)).toBe(true);
    });

    it('refuses an unknown attribute type', async () => {
      await expectError(await api.get('/catalog/v1/attributes/COLOUR/?rn=1'), 400, 'VALIDATION_ERROR');
    });
  });

  describe('products', () => {
    it('has a full menu with localized texts, prices and addons', () => {
      expect(kyivMenu.length).toBeGreaterThanOrEqual(120);
      expect(kyivMenu.some((p) => p.isAddon)).toBe(false);
      expect(kyivMenu.some((p) => p.oldPrice !== null && p.oldPrice > p.price)).toBe(true);
      expect(kyivMenu.some((p) => p.availability !== null)).toBe(true);
      for (const p of kyivMenu) {
        expect(p.localization.map((l) => l.language).sort()).toEqual(['ru', 'uk']);
        expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      }
      const roll = kyivMenu.find((p) => p.addons.length > 0)!;
      for (const a of roll.addons) expect(a.maxCount).toBeGreaterThanOrEqual(a.freeCount);
    });

    it('filters hot and vegan and sorts by price and weight both ways', async () => {
      const filter = (body: unknown, extra = '') =>
        api.post(`/catalog/v1/products/filter/${q(BR.kyiv, extra)}`, body);
      const hot = await expectContract(await filter({ isHot: true }), ZProductList);
      expect(hot.length).toBeGreaterThan(0);
      expect(hot.length).toBeLessThan(kyivMenu.length);
      expect(hot.every((p) => p.isHot)).toBe(true);
      const vegan = await expectContract(await filter({ isVegan: true }), ZProductList);
      expect(vegan.length).toBeGreaterThan(0);
      expect(vegan.every((p) => p.isVegan)).toBe(true);

      const category = kyivMenu.find((p) => p.categorySlug && p.categorySlug !== 'popular')!.categorySlug!;
      const asc = await expectContract(
        await filter({ sorting: { property: 'Price', direction: 'ASC' } }, `&category=${category}`),
        ZProductList,
      );
      expect(asc.length).toBeGreaterThan(1);
      expect(asc.every((p) => p.categorySlug === category)).toBe(true);
      expect(asc.map((p) => p.price)).toEqual([...asc.map((p) => p.price)].sort((a, b) => a - b));
      const desc = await expectContract(
        await filter({ sorting: { property: 'Weight', direction: 'DESC' } }, `&category=${category}`),
        ZProductList,
      );
      expect(desc.map((p) => p.weight)).toEqual([...desc.map((p) => p.weight)].sort((a, b) => b - a));
      const byBodyId = await expectContract(await filter({ id: asc[0]!.categoryId }), ZProductList);
      expect(byBodyId.map((p) => p.id).sort()).toEqual(asc.map((p) => p.id).sort());
    });

    it('refuses bad filter bodies with details and no 500', async () => {
      const url = `/catalog/v1/products/filter/${q(BR.kyiv)}`;
      const wrongType = await expectError(await api.post(url, { isHot: 'yes' }), 400, 'VALIDATION_ERROR');
      expect(wrongType.details?.length).toBeGreaterThan(0);
      await expectError(await api.post(url, { sorting: { property: 'Calories' } }), 400, 'VALIDATION_ERROR');
      await expectError(await api.post(url, { id: '1; drop table products; --' }), 400, 'VALIDATION_ERROR');
      await expectError(
        await api.post(url, { isHot: true, extra: '<script>alert(1)</script>' }),
        400,
        'VALIDATION_ERROR',
      );
      await expectError(await api.post(url, '{"isHot": tru'), 400, 'INVALID_JSON');
      await expectError(
        await api.post(url, 'isHot=true', { headers: { 'content-type': 'text/plain' } }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      await expectError(
        await api.post(url, { isHot: true, pad: 'x'.repeat(1_100_000) }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      await expectError(
        await api.post(`/catalog/v1/products/filter/${q(BR.kyiv, '&category=nope')}`, {}),
        404,
        'CATEGORY_NOT_FOUND',
      );
      await expectError(
        await api.post(`/catalog/v1/products/filter/${q(BR.kyiv)}`, { id: 999999 }),
        404,
        'CATEGORY_NOT_FOUND',
      );
      // the menu is still whole afterwards
      const again = await expectContract(await api.get(`/catalog/v1/products/${q(BR.kyiv)}`), ZProductList);
      expect(again.length).toBe(kyivMenu.length);
    });

    it('finds one product by id, slug and article, and its SEO text', async () => {
      const p = kyivMenu[5]!;
      expect(
        await expectContract(await api.get(`/catalog/v1/products/${p.id}${q(BR.kyiv)}`), ZProduct),
      ).toEqual(p);
      expect(
        await expectContract(await api.get(`/catalog/v1/products/slug/${p.slug}${q(BR.kyiv)}`), ZProduct),
      ).toEqual(p);
      expect(
        await expectContract(
          await api.get(`/catalog/v1/products/article/${p.article}${q(BR.kyiv)}`),
          ZProduct,
        ),
      ).toEqual(p);
      const ru = await expectContract(
        await api.get(`/catalog/v1/products/${p.id}${q(BR.kyiv, '&lang=ru')}`),
        ZProduct,
      );
      expect(ru.name).toBe(p.localization.find((l) => l.language === 'ru')!.name);
      const seo = await expectContract(
        await api.get(`/catalog/v1/products/slug/${p.slug}/seo${q(BR.kyiv, '&lang=ru')}`),
        ZProductSeo,
      );
      expect(seo).toMatchObject({ productId: p.id, language: 'ru' });
      expect(seo.seoText.length).toBeGreaterThan(40);
      await expectError(await api.get(`/catalog/v1/products/999999${q(BR.kyiv)}`), 404, 'PRODUCT_NOT_FOUND');
      await expectError(
        await api.get(`/catalog/v1/products/slug/no-such-roll${q(BR.kyiv)}`),
        404,
        'PRODUCT_NOT_FOUND',
      );
      await expectError(
        await api.get(`/catalog/v1/products/article/NOPE-1${q(BR.kyiv)}`),
        404,
        'PRODUCT_NOT_FOUND',
      );
      await expectError(
        await api.get(`/catalog/v1/products/${p.id}?rn=1&target=WEB`),
        400,
        'VALIDATION_ERROR',
      );
    });

    it('prices by city, and leaves out what a city does not sell', async () => {
      const dnipro = await expectContract(
        await api.get(`/catalog/v1/products/${q(BR.dnipro)}`),
        ZProductList,
      );
      expect(dnipro.length).toBeLessThan(kyivMenu.length);
      const missing = kyivMenu.find((p) => !dnipro.some((d) => d.id === p.id))!;
      await expectError(
        await api.get(`/catalog/v1/products/${missing.id}${q(BR.dnipro)}`),
        404,
        'PRODUCT_NOT_FOUND',
      );
      const same = dnipro.find((d) => d.id === kyivMenu[0]!.id)!;
      expect(same.price).toBeLessThan(kyivMenu[0]!.price);
      expect(same.price % 100).toBe(0);
    });

    it('with an outlet: its own price and its stop list', async () => {
      const restaurants = await expectContract(
        await api.get(`/catalog/v1/restaurants/?rn=1&br=${BR.kyiv}`),
        z.array(ZRestaurant),
      );
      const [first, second] = restaurants;
      const atFirst = await expectContract(
        await api.get(`/catalog/v1/products/${q(BR.kyiv, `&res=${first!.id}`)}`),
        ZProductList,
      );
      const dearer = atFirst.filter((p) => p.price !== kyivMenu.find((k) => k.id === p.id)!.price);
      expect(dearer).toHaveLength(1);
      expect(dearer[0]!.price).toBeGreaterThan(kyivMenu.find((k) => k.id === dearer[0]!.id)!.price);

      const stop = await expectContract(await api.get(`/catalog/v1/stopList/${second!.id}/?rn=1`), ZStopList);
      expect(stop.items).toHaveLength(1);
      const atSecond = await expectContract(
        await api.get(`/catalog/v1/products/${q(BR.kyiv, `&res=${second!.id}`)}`),
        ZProductList,
      );
      expect(atSecond.filter((p) => p.isOnStop).map((p) => p.id)).toEqual([stop.items[0]!.productId]);
      expect(stop.items[0]!.product.name.length).toBeGreaterThan(0);
      await expectError(
        await api.get(`/catalog/v1/products/${q(BR.lviv, `&res=${first!.id}`)}`),
        404,
        'RESTAURANT_NOT_FOUND',
      );
      await expectError(await api.get('/catalog/v1/stopList/2001/?rn=1'), 404, 'RESTAURANT_NOT_FOUND');
    });

    it('returns products by ids, skipping unknown ones and duplicates', async () => {
      const ids = [kyivMenu[0]!.id, kyivMenu[3]!.id, kyivMenu[0]!.id, 424242];
      const list = await expectContract(
        await api.post(`/catalog/v1/products/${q(BR.kyiv)}`, { ids }),
        ZProductList,
      );
      expect(list.map((p) => p.id)).toEqual([kyivMenu[0]!.id, kyivMenu[3]!.id]);
      await expectError(
        await api.post(`/catalog/v1/products/${q(BR.kyiv)}`, { ids: [] }),
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        await api.post(`/catalog/v1/products/${q(BR.kyiv)}`, { ids: ['1'] }),
        400,
        'VALIDATION_ERROR',
      );
    });

    it('keeps each brand to its own catalogue and currency', async () => {
      const dubai = await expectContract(
        await api.get(`/catalog/v1/products/?rn=3&br=${BR.dubai}&target=WEB`),
        ZProductList,
      );
      expect(dubai.length).toBeGreaterThanOrEqual(120);
      expect(dubai[0]!.localization.map((l) => l.language)).toEqual(['en']);
      const kyivIds = new Set(kyivMenu.map((p) => p.id));
      expect(dubai.filter((p) => kyivIds.has(p.id))).toEqual([]);
      await expectError(
        await api.get(`/catalog/v1/products/${kyivMenu[0]!.id}?rn=3&br=${BR.dubai}&target=WEB`),
        404,
        'PRODUCT_NOT_FOUND',
      );
    });
  });
});
