import {
  SEARCH_MAX_PAGE,
  SEARCH_MAX_PAGE_SIZE,
  ZProduct,
  ZProductList,
  ZSearchResponse,
  ZSuggestResponse,
  type TProduct,
  type TSearchResponse,
} from '@food/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const names = (r: TSearchResponse) => r.data.map((p) => p.name);

describe.each(databaseKinds())('search service on %s', (kind) => {
  let api: TestApi;
  let kyivMenu: TProduct[];

  // results are kept for CATALOG_CACHE_SECONDS: 0 lets a test see a catalogue change at once
  beforeAll(async () => {
    api = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '0' });
    kyivMenu = await expectContract(
      await api.get(`/catalog/v1/products/?rn=${RN.smUa}&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
  });
  afterAll(() => api?.close());

  const search = async (query: string, extra: Record<string, unknown> = {}) =>
    expectContract(
      await api.post('/search/v1/search', {
        target: 'WEB',
        query,
        retailNetworkId: RN.smUa,
        businessRegionId: BR.kyiv,
        size: SEARCH_MAX_PAGE_SIZE,
        ...extra,
      }),
      ZSearchResponse,
    );
  const suggest = async (query: string, extra: Record<string, unknown> = {}) =>
    expectContract(
      await api.post('/search/v1/suggest', {
        target: 'WEB',
        query,
        retailNetworkId: RN.smUa,
        businessRegionId: BR.kyiv,
        size: 10,
        ...extra,
      }),
      ZSuggestResponse,
    );
  const product = (name: string) => {
    const found = kyivMenu.find((p) => p.name === name);
    if (!found) throw new Error(`no ${name} on the kyiv menu`);
    return found;
  };

  describe('ranking', () => {
    it('puts the exact name first, then names holding the word', async () => {
      const found = await search('дракон');
      expect(names(found)[0]).toBe('Дракон');
      expect(names(found).slice(1, 4).sort()).toEqual(['Зелений дракон', 'Сет Дракон', 'Червоний дракон']);
      expect(found.pagination.total).toBe(found.data.length);
    });

    it('puts names starting with the query before names holding it, and those before compositions', async () => {
      const found = names(await search('Філадельфія'));
      const startsWith = found.filter((n) => n.startsWith('Філадельфія'));
      expect(startsWith.length).toBeGreaterThanOrEqual(10);
      expect(found.slice(0, startsWith.length)).toEqual(startsWith);
      // then "Сет Філадельфія Люкс" (the word inside the name), then sets with it inside
      expect(found[startsWith.length]).toBe('Сет Філадельфія Люкс');
      expect(found.length).toBeGreaterThan(startsWith.length + 1);
      const rest = found.slice(startsWith.length + 1);
      for (const name of rest) expect(name).not.toMatch(/Філадельфія/);
    });

    it('keeps the menu order between equals', async () => {
      const found = (await search('Каліфорнія з')).data.map((p) => p.id);
      const menuOrder = kyivMenu.filter((p) => found.includes(p.id)).map((p) => p.id);
      const prefixes = found.filter((id) =>
        kyivMenu.find((p) => p.id === id)!.name.startsWith('Каліфорнія з'),
      );
      expect(prefixes).toEqual(menuOrder.filter((id) => prefixes.includes(id)));
    });

    it('finds every word of a longer query, in the name or the composition', async () => {
      const found = await search('каліфорнія краб');
      expect(names(found)[0]).toBe('Каліфорнія з крабом');
      for (const p of found.data) {
        const texts = `${p.name} ${p.composition} ${p.localization.map((l) => `${l.name} ${l.composition}`).join(' ')}`;
        expect(texts).toMatch(/Каліфорн|Калифорн/);
        expect(texts).toMatch(/краб/i);
      }
    });

    it('finds the dishes of a category by its name in any language of the brand', async () => {
      const desserts = kyivMenu.filter((p) => p.categorySlug === 'desserts' && !p.isAddon).map((p) => p.id);
      expect(desserts.length).toBeGreaterThan(2);
      for (const query of ['десерти', 'десерты', 'desserts', 'дксерти']) {
        const found = (await search(query)).data;
        expect(found.length, query).toBeGreaterThanOrEqual(desserts.length);
        expect(
          found.filter((p) => p.categorySlug === 'desserts').map((p) => p.id),
          query,
        ).toEqual(expect.arrayContaining(desserts));
      }
    });

    it('finds a dish by its article', async () => {
      const mango = product('Філадельфія з манго');
      const found = await search(mango.article.toLowerCase().replace('-', ' '));
      expect(found.data.map((p) => p.id)).toEqual([mango.id]);
      // an article ending in 9 or z is read by a range that ends past it
      const nine = kyivMenu.find((p) => /9$/.test(p.article))!;
      expect((await search(nine.article)).data.map((p) => p.id)).toContain(nine.id);
    });
  });

  describe('typos, keyboard layouts and transliteration', () => {
    it('forgives a one-letter typo', async () => {
      expect(names(await search('дрвкон'))[0]).toBe('Дракон');
      expect(names(await search('калфорнія з крабом'))[0]).toBe('Каліфорнія з крабом');
      const philadelphia = names(await search('фідадельфія'));
      expect(philadelphia.length).toBeGreaterThanOrEqual(10);
      expect(philadelphia.slice(0, 10).every((n) => n.startsWith('Філадельфія'))).toBe(true);
    });

    it('reads Latin letters typed on the Ukrainian or Russian layout', async () => {
      expect(names(await search('lhfrjy'))[0]).toBe('Дракон');
      // "філадельфія" on the Ukrainian layout and "филадельфия" on the Russian one
      for (const typed of ['askfltkmasz', 'abkfltkmabz'])
        expect(
          names(await search(typed))
            .slice(0, 5)
            .every((n) => n.startsWith('Філадельфія')),
        ).toBe(true);
    });

    it('reads Cyrillic letters typed on the Latin layout', async () => {
      const dubai = { retailNetworkId: RN.smAe, businessRegionId: BR.dubai };
      expect(names(await search('вкфпщт', dubai))[0]).toBe('Dragon');
      expect(
        names(await search('сфдшащктшф', dubai))
          .slice(0, 5)
          .every((n) => n.startsWith('California')),
      ).toBe(true);
    });

    it('finds brand-language names written in Latin letters', async () => {
      expect(
        names(await search('filadelfiya'))
          .slice(0, 10)
          .every((n) => n.startsWith('Філадельфія')),
      ).toBe(true);
      expect(names(await search('kaliforniya z krabom'))[0]).toBe('Каліфорнія з крабом');
      expect(names(await search('drakon'))[0]).toBe('Дракон');
    });

    it('finds English names written in Cyrillic letters', async () => {
      const dubai = { retailNetworkId: RN.smAe, businessRegionId: BR.dubai };
      expect(
        names(await search('калифорния', dubai))
          .slice(0, 5)
          .every((n) => n.startsWith('California')),
      ).toBe(true);
      expect(names(await search('драгон', dubai))[0]).toBe('Dragon');
    });

    it('finds a name in any language of the brand and answers in the asked one', async () => {
      const ru = await search('угорь', { language: 'ru' });
      expect(names(ru).length).toBeGreaterThan(3);
      expect(ru.data.some((p) => p.name.includes('угрём'))).toBe(true);
      const uk = await search('угорь');
      expect(uk.data.map((p) => p.id)).toEqual(ru.data.map((p) => p.id));
      expect(uk.data.some((p) => p.name.includes('вугрем'))).toBe(true);
    });

    it('searches the pizza brand too', async () => {
      const pizza = { retailNetworkId: RN.pcUa, businessRegionId: BR.pcKyiv };
      expect(names(await search('пепероні', pizza))[0]).toBe('Пепероні');
      expect(names(await search('пеперони', pizza))[0]).toBe('Пепероні');
      expect(names(await search('pepperoni', pizza))[0]).toBe('Пепероні');
    });
  });

  describe('what is shown', () => {
    it('answers with the same product objects as the catalogue', async () => {
      const found = await search('Дракон', { size: 1 });
      const dragon = await expectContract(
        await api.get(`/catalog/v1/products/${found.data[0]!.id}?rn=${RN.smUa}&br=${BR.kyiv}&target=WEB`),
        ZProduct,
      );
      expect(found.data[0]).toEqual(dragon);
    });

    it('shows only products sold in the city', async () => {
      const dnipro = await expectContract(
        await api.get(`/catalog/v1/products/?rn=${RN.smUa}&br=${BR.dnipro}&target=WEB`),
        ZProductList,
      );
      const notInDnipro = kyivMenu.find((p) => !dnipro.some((d) => d.id === p.id))!;
      expect(notInDnipro).toBeDefined();
      expect((await search(notInDnipro.name)).data.map((p) => p.id)).toContain(notInDnipro.id);
      const inDnipro = await search(notInDnipro.name, { businessRegionId: BR.dnipro });
      expect(inDnipro.data.map((p) => p.id)).not.toContain(notInDnipro.id);
    });

    it('follows catalogue changes: archived products go, renamed products are found by the new name', async () => {
      const dragon = product('Дракон');
      const { db } = api.database;
      await db.execute(sql`update products set is_archived = true where id = ${dragon.id}`);
      try {
        expect((await search('дракон')).data.map((p) => p.id)).not.toContain(dragon.id);
      } finally {
        await db.execute(sql`update products set is_archived = false where id = ${dragon.id}`);
      }
      expect(names(await search('дракон'))[0]).toBe('Дракон');

      // "вогняний" is remembered as reaching no index word until the rename adds it
      expect((await search('вогняний')).data).toEqual([]);
      await db.execute(
        sql`update product_translations set name = 'Вогняний дракон' where product_id = ${dragon.id} and language = 'uk'`,
      );
      try {
        expect(names(await search('вогняний'))).toEqual(['Вогняний дракон']);
      } finally {
        await db.execute(
          sql`update product_translations set name = 'Дракон' where product_id = ${dragon.id} and language = 'uk'`,
        );
      }
      expect((await search('вогняний')).data).toEqual([]);
    });

    it('pages the results', async () => {
      const all = await search('філадельфія');
      const total = all.pagination.total;
      expect(total).toBeGreaterThan(10);
      const first = await search('філадельфія', { page: 1, size: 5 });
      const second = await search('філадельфія', { page: 2, size: 5 });
      expect(first.pagination).toEqual({ page: 1, size: 5, total, totalPages: Math.ceil(total / 5) });
      expect([...first.data, ...second.data].map((p) => p.id)).toEqual(
        all.data.slice(0, 10).map((p) => p.id),
      );
      const past = await search('філадельфія', { page: 1000, size: 5 });
      expect(past.data).toEqual([]);
      expect(past.pagination.total).toBe(total);
    });

    it('answers one result on page 1 by default (SPEC section 9)', async () => {
      const found = await expectContract(
        await api.post('/search/v1/search', {
          query: 'дракон',
          retailNetworkId: RN.smUa,
          businessRegionId: BR.kyiv,
        }),
        ZSearchResponse,
      );
      expect(found.data).toHaveLength(1);
      expect(found.pagination).toMatchObject({ page: 1, size: 1, total: 4, totalPages: 4 });
    });
  });

  describe('suggestions', () => {
    it('completes a beginning with the category and the products it starts', async () => {
      const found = await suggest('філ');
      expect(found.data[0]).toMatchObject({ kind: 'category', text: 'Філадельфія', productId: null });
      const products = found.data.filter((s) => s.kind === 'product');
      expect(products.length).toBeGreaterThan(5);
      for (const s of products) {
        expect(s.text.startsWith('Філадельфія')).toBe(true);
        const p = kyivMenu.find((m) => m.id === s.productId)!;
        expect(s).toMatchObject({
          text: p.name,
          slug: p.slug,
          categoryId: p.categoryId,
          categorySlug: p.categorySlug,
        });
      }
    });

    it('completes typos and other layouts, and names in the asked language', async () => {
      expect((await suggest('lhfr')).data.map((s) => s.text)).toContain('Дракон');
      expect((await suggest('дрвкон')).data[0]!.text).toBe('Дракон');
      const ru = await suggest('филад', { language: 'ru' });
      expect(ru.data[0]).toMatchObject({ kind: 'category', text: 'Филадельфия' });
      const dubai = await suggest('вкфп', { retailNetworkId: RN.smAe, businessRegionId: BR.dubai });
      expect(dubai.data.map((s) => s.text)).toContain('Dragon');
    });

    it('reads names only, and answers one suggestion by default', async () => {
      // "лосось" is inside many compositions but starts no name: only names count here
      for (const s of (await suggest('лосось')).data) expect(s.text.toLowerCase()).toMatch(/лосос/);
      const one = await expectContract(
        await api.post('/search/v1/suggest', {
          query: 'сет',
          retailNetworkId: RN.smUa,
          businessRegionId: BR.kyiv,
        }),
        ZSuggestResponse,
      );
      expect(one.data).toEqual([
        {
          kind: 'category',
          text: 'Сети',
          productId: null,
          slug: null,
          categoryId: expect.any(Number),
          categorySlug: 'sets',
        },
      ]);
      expect(one.pagination.total).toBeGreaterThan(5);
    });
  });

  describe('bad input', () => {
    const body = (extra: Record<string, unknown>) => ({
      query: 'дракон',
      retailNetworkId: RN.smUa,
      businessRegionId: BR.kyiv,
      ...extra,
    });

    it('finds nothing, with a 200, for empty, blank, emoji-only and symbol-only queries', async () => {
      for (const query of ['', '   ', '\t\n', '🍣🍕🔥', '😀 😀', '%', '_', '\\', "'", '"', 'ф']) {
        for (const route of ['search', 'suggest']) {
          const found = await expectContract(
            await api.post(`/search/v1/${route}`, body({ query, size: 10 })),
            route === 'search' ? ZSearchResponse : ZSuggestResponse,
          );
          expect(found.data).toEqual([]);
          expect(found.pagination.total).toBe(0);
        }
      }
    });

    it('treats SQL-looking and regex-looking queries as text', async () => {
      for (const query of [
        "'; drop table products; --",
        "дракон' or '1'='1",
        '1; select pg_sleep(10)',
        '.*',
        '(a+)+$',
        '[a-z]{1,100000}',
        '%дракон%',
        'дракон\\',
      ]) {
        const started = Date.now();
        const found = await search(query);
        expect(found.query).toBe(query.trim());
        expect(Date.now() - started).toBeLessThan(5000);
      }
      // the "sql" reached nothing: the menu is all there
      expect((await search('дракон')).pagination.total).toBe(4);
      const menu = await expectContract(
        await api.get(`/catalog/v1/products/?rn=${RN.smUa}&br=${BR.kyiv}&target=WEB`),
        ZProductList,
      );
      expect(menu).toHaveLength(kyivMenu.length);
    });

    it('refuses a 10,000-character query and searches at most 100 characters of a long one', async () => {
      const long = await api.post('/search/v1/search', body({ query: 'дракон '.repeat(1500) }));
      const error = await expectError(long, 400, 'VALIDATION_ERROR');
      expect(error.message).toMatch(/query/);
      const capped = await search(`дракон ${'x'.repeat(190)}`);
      expect(capped.query).toHaveLength(100);
    });

    it('refuses 10,000 characters of letters, spaces, emoji or "sql" on both routes, at once', async () => {
      for (const query of [
        'x'.repeat(10_000),
        ' '.repeat(10_000),
        '🍣'.repeat(5_000), // 10,000 UTF-16 units
        `' or 1=1; -- ${'.*'.repeat(4_994)}`.slice(0, 10_000),
      ]) {
        expect(query).toHaveLength(10_000);
        for (const route of ['search', 'suggest']) {
          const started = Date.now();
          const res = await api.post(`/search/v1/${route}`, body({ query }));
          const error = await expectError(res, 400, 'VALIDATION_ERROR');
          expect(error.message).toMatch(/query must be at most 200 characters/);
          expect(Date.now() - started).toBeLessThan(1000);
        }
      }
    });

    it('suggests nothing harmful for SQL-looking and regex-looking queries', async () => {
      for (const query of ["'; drop table products; --", '.*', '(a+)+$', '[a-z]{1,100000}', '%_%']) {
        const found = await suggest(query);
        expect(found.query).toBe(query);
        expect(found.data).toEqual([]);
      }
      expect((await suggest('дракон')).data.map((s) => s.text)).toContain('Дракон');
    });

    it('answers a page past the end as an empty page, and a page of the largest size', async () => {
      const last = await search('лосось', { page: SEARCH_MAX_PAGE, size: SEARCH_MAX_PAGE_SIZE });
      expect(last.data).toEqual([]);
      expect(last.pagination).toMatchObject({ page: SEARCH_MAX_PAGE, size: SEARCH_MAX_PAGE_SIZE });
      expect(last.pagination.total).toBeGreaterThan(24);
      const full = await search('лосось', { size: SEARCH_MAX_PAGE_SIZE });
      expect(full.data).toHaveLength(Math.min(last.pagination.total, SEARCH_MAX_PAGE_SIZE));
      expect(full.pagination.totalPages).toBe(Math.ceil(last.pagination.total / SEARCH_MAX_PAGE_SIZE));
      const suggestions = await suggest('сет', { page: SEARCH_MAX_PAGE });
      expect(suggestions.data).toEqual([]);
    });

    it.each([
      ['page 0', { page: 0 }],
      ['a negative page', { page: -1 }],
      ['a fractional page', { page: 1.5 }],
      ['a page past 1000', { page: 1001 }],
      ['size 0', { size: 0 }],
      [`size ${SEARCH_MAX_PAGE_SIZE + 1}`, { size: SEARCH_MAX_PAGE_SIZE + 1 }],
      ['a size as text', { size: '10' }],
      ['a query that is not text', { query: 42 }],
      ['no query', { query: undefined }],
      ['an unknown target', { target: 'TV' }],
      ['an unknown language', { language: 'de' }],
      ['an unknown field', { sort: 'price' }],
    ])('refuses %s with a 400', async (_what, extra) => {
      for (const route of ['search', 'suggest'])
        await expectError(await api.post(`/search/v1/${route}`, body(extra)), 400, 'VALIDATION_ERROR');
    });

    it('refuses an unknown network or a city of another network', async () => {
      await expectError(
        await api.post('/search/v1/search', body({ retailNetworkId: 999 })),
        400,
        'UNKNOWN_RETAIL_NETWORK',
      );
      await expectError(
        await api.post('/search/v1/suggest', body({ businessRegionId: BR.dubai })),
        400,
        'UNKNOWN_BUSINESS_REGION',
      );
      // even when the query has nothing to search
      await expectError(
        await api.post('/search/v1/search', body({ query: '', retailNetworkId: 999 })),
        400,
        'UNKNOWN_RETAIL_NETWORK',
      );
    });

    it('refuses a body that is not JSON', async () => {
      const res = await api.post('/search/v1/search', '{"query": "дракон"', {});
      expect(res.status).toBe(400);
      const text = await api.get('/search/v1/search');
      expect(text.status).toBeGreaterThanOrEqual(400);
      expect(text.status).toBeLessThan(500);
    });
  });
});
