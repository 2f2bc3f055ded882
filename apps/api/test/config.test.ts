import { ZBrandsResponse, ZInitResponse, ZSeoResponse } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoPages } from '../src/db/schema.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('config service on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  it('lists the 24 storefront variants of SPEC section 1, each network’s first brand first', async () => {
    const brands = await expectContract(await api.get('/config/v1/brands'), ZBrandsResponse);
    expect(brands.map((b) => b.slug).sort()).toEqual(
      [
        'ck-ae',
        'dp-ua-dzidzio',
        'dp-ua',
        'ee-ua',
        'es-ua',
        'gs-ru',
        'gs-ua',
        'hb-ua',
        'mp-ua',
        'ms-ru',
        'ms-ua',
        'pc-ua',
        'rr-ru',
        'sm-ae',
        'sm-by',
        'sm-hu',
        'sm-kz',
        'sm-ru',
        'sm-ua',
        'sm-us',
        'sp-ru',
        'vs-ua',
        'ws-ae',
        'ws-ua',
      ].sort(),
    );
    const first = (rn: number) => brands.find((b) => b.retailNetworkId === rn);
    expect(first(1)).toEqual({
      slug: 'sm-ua',
      retailNetworkId: 1,
      name: 'Sushi Moon',
      domains: [],
      underConstruction: false,
    });
    expect(first(2)).toEqual({
      slug: 'pc-ua',
      retailNetworkId: 2,
      name: 'Pizza Corner',
      domains: [],
      underConstruction: false,
    });
    expect(first(3)).toEqual({
      slug: 'sm-ae',
      retailNetworkId: 3,
      name: 'Sushi Moon UAE',
      domains: [],
      underConstruction: false,
    });
    expect(new Set(brands.map((b) => b.retailNetworkId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('serves a variant that shares a network’s menu with its own name, look, languages and flags', async () => {
    const main = await expectContract(await api.get('/config/v1/init?rn=1&target=WEB'), ZInitResponse);
    const wok = await expectContract(
      await api.get('/config/v1/init?rn=1&brand=ws-ua&target=WEB'),
      ZInitResponse,
    );
    expect(wok.config).toMatchObject({ brandSlug: 'ws-ua', name: 'Wok Street', languages: ['uk'] });
    expect(wok.businessRegion.slug).toBe('lviv');
    expect(wok.config.env.USE_BONUSES_FEATURE).toBe(false);
    expect(wok.config.ui.colors.primary).not.toBe(main.config.ui.colors.primary);
    expect(wok.categories.map((c) => c.id)).toEqual(main.categories.map((c) => c.id));
    expect(wok.retailNetwork.country.currency.code).toBe('UAH');
    // another network's variant, or a made-up one, is the caller's mistake
    await expectError(
      await api.get('/config/v1/init?rn=2&brand=ws-ua&target=WEB'),
      400,
      'UNKNOWN_RETAIL_NETWORK',
    );
    await expectError(await api.get('/config/v1/init?rn=1&brand=nope&target=WEB'), 400, 'VALIDATION_ERROR');
  });

  it.each([
    ['sm-ru', 4, 'moscow', 'RUB', 'ru'],
    ['sm-by', 5, 'minsk', 'BYN', 'ru'],
    ['sm-kz', 6, 'almaty', 'KZT', 'ru'],
    ['sm-hu', 7, 'budapest', 'HUF', 'en'],
    ['sm-us', 8, 'new-york', 'USD', 'en'],
  ])(
    'serves %s on a network of its own: its city, currency and language',
    async (slug, rn, city, currency, lang) => {
      const init = await expectContract(await api.get(`/config/v1/init?rn=${rn}&target=WEB`), ZInitResponse);
      expect(init.config).toMatchObject({ brandSlug: slug, languages: [lang] });
      expect(init.businessRegion.slug).toBe(city);
      expect(init.retailNetwork.country.currency.code).toBe(currency);
      expect(init.categories.length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each([
    [RN.smUa, 'kyiv', ['uk', 'ru'], 'UAH', 'грн'],
    [RN.pcUa, 'kyiv', ['uk', 'ru'], 'UAH', 'грн'],
    [RN.smAe, 'dubai', ['en'], 'AED', 'AED'],
  ])(
    'serves init for network %i: default city, languages, currency, categories',
    async (rn, city, languages, currency, shortName) => {
      const init = await expectContract(await api.get(`/config/v1/init?rn=${rn}&target=WEB`), ZInitResponse);
      expect(init.businessRegion.slug).toBe(city);
      expect(init.config.languages).toEqual(languages);
      expect(init.retailNetwork.country.currency.code).toBe(currency);
      expect(init.common.currencies[currency]?.shortName[languages[0]!]).toBe(shortName);
      expect(init.categories.length).toBeGreaterThanOrEqual(8);
      expect(init.categories.filter((c) => c.isDefault)).toHaveLength(1);
      for (const c of init.categories) {
        expect(c.localization.map((l) => l.language).sort()).toEqual([...languages].sort());
        expect(c.imageUrl).toMatch(/^http:\/\/localhost:4000\/catalog\/v1\/images\//);
      }
      expect(init.config.ui.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(init.config.ui.images.LOGO).toContain(`logo.`);
      expect(init.config.env.RETAIL_NETWORK_ID).toBe(rn);
      expect(init.common.paymentTypes).toContain('ONLINE');
    },
  );

  it('serves a named city with its localization and the spec flags', async () => {
    const init = await expectContract(
      await api.get('/config/v1/init?rn=1&slug=lviv&target=WEB'),
      ZInitResponse,
    );
    expect(init.businessRegion).toMatchObject({ id: BR.lviv, slug: 'lviv', timeZone: 'Europe/Kyiv' });
    expect(init.businessRegion.localization.find((l) => l.language === 'uk')?.seo.prepositionalCase).toBe(
      'у Львові',
    );
    expect(init.config.env).toMatchObject({
      USE_BONUSES_FEATURE: true,
      PICKUP_AVAILABLE: true,
      USE_RECAPTCHA: false,
    });
    expect(init.config.headerBanner?.text.desktop.uk).toContain('DEMO10');
    expect(init.config.supportContact?.phone).toBe('+380443332727');
  });

  it('answers 400 for an unknown or malformed rn and 404 for an unknown city', async () => {
    await expectError(await api.get('/config/v1/init?rn=999&target=WEB'), 400, 'UNKNOWN_RETAIL_NETWORK');
    await expectError(await api.get('/config/v1/init?rn=abc'), 400, 'VALIDATION_ERROR');
    await expectError(await api.get('/config/v1/init'), 400, 'VALIDATION_ERROR');
    await expectError(await api.get('/config/v1/init?rn=1&slug=atlantis'), 404, 'CITY_NOT_FOUND');
    await expectError(await api.get("/config/v1/init?rn=1&slug=kyiv'%20or%201=1--"), 400, 'VALIDATION_ERROR');
    await expectError(await api.get('/config/v1/init?rn=1&target=TV'), 400, 'VALIDATION_ERROR');
  });

  it('serves stored home SEO and writes category SEO from names', async () => {
    const home = await expectContract(
      await api.get(`/config/v1/seo/?rn=1&br=${BR.odesa}&target=WEB&lang=ru`),
      ZSeoResponse,
    );
    expect(home.title).toContain('в Одессе');
    expect(home.language).toBe('ru');
    const init = await expectContract(await api.get('/config/v1/init?rn=1'), ZInitResponse);
    const category = init.categories.find((c) => c.slug && !c.isDefault)!;
    const seo = await expectContract(
      await api.get(`/config/v1/seo/?rn=1&br=${BR.kyiv}&target=WEB&category=${category.slug}&lang=uk`),
      ZSeoResponse,
    );
    expect(seo.title).toContain(category.localization.find((l) => l.language === 'uk')!.name);
    expect(seo.title).toContain('у Києві');
    await expectError(
      await api.get(`/config/v1/seo/?rn=1&br=${BR.kyiv}&category=nope`),
      404,
      'CATEGORY_NOT_FOUND',
    );
    await expectError(await api.get(`/config/v1/seo/?rn=1&br=${BR.dubai}`), 400, 'UNKNOWN_BUSINESS_REGION');
  });

  it('serves a city’s own stored text before the network-wide one, and that one elsewhere', async () => {
    const init = await expectContract(await api.get('/config/v1/init?rn=1'), ZInitResponse);
    const category = init.categories.filter((c) => c.slug && !c.isDefault).at(-1)!;
    const page = { retailNetworkId: RN.smUa, categoryId: category.id, language: 'uk', description: '' };
    await api.database.db.insert(seoPages).values([
      { ...page, businessRegionId: null, title: 'Для всієї мережі' },
      { ...page, businessRegionId: BR.kyiv, title: 'Для Києва' },
    ]);
    const seoIn = async (br: number) =>
      (
        await expectContract(
          await api.get(`/config/v1/seo/?rn=1&br=${br}&category=${category.slug}&lang=uk`),
          ZSeoResponse,
        )
      ).title;
    expect(await seoIn(BR.kyiv)).toBe('Для Києва');
    expect(await seoIn(BR.lviv)).toBe('Для всієї мережі');
  });
});
