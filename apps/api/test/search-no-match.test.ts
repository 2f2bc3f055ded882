import {
  SEARCH_MAX_PAGE_SIZE,
  ZSearchResponse,
  ZSuggestResponse,
  type TSearchResponse,
} from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, RN, databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';

const names = (r: TSearchResponse) => r.data.map((p) => p.name);

/*
 * Issue 17, item 23: "zzzzzz" found 33 dishes. Its key folded to "ts" (zz → ts, tsts → ts), a
 * two-letter prefix, and its layout reading "яяяяяя" made the search read compositions, so every
 * dish with цибуля or цукор inside came back. A query that matches nothing must say so.
 */
describe.each(databaseKinds())('a search that matches nothing, on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '0' });
  });
  afterAll(() => api?.close());

  const post = (route: 'search' | 'suggest', query: string) =>
    api.post(`/search/v1/${route}`, {
      target: 'WEB',
      query,
      retailNetworkId: RN.smUa,
      businessRegionId: BR.kyiv,
      size: SEARCH_MAX_PAGE_SIZE,
    });
  const search = async (query: string) => expectContract(await post('search', query), ZSearchResponse);

  it('answers 200 with no results for keyboard mashing, on search and suggest', async () => {
    for (const query of ['zzzzzz', 'qqqqqq', 'ъъъъъъ', 'xyzxyz', 'яяяяяя']) {
      const found = await search(query);
      expect(found, query).toEqual({
        query,
        data: [],
        pagination: { page: 1, size: SEARCH_MAX_PAGE_SIZE, total: 0, totalPages: 0 },
      });
      const suggested = await expectContract(await post('suggest', query), ZSuggestResponse);
      expect(suggested.data, query).toEqual([]);
      expect(suggested.pagination.total, query).toBe(0);
    }
  });

  it('still finds a dish through a typo, the other keyboard layout and a transliteration', async () => {
    expect(names(await search('дрвкон'))[0]).toBe('Дракон');
    expect(names(await search('lhfrjy'))[0]).toBe('Дракон');
    expect(names(await search('drakon'))[0]).toBe('Дракон');
    const philadelphia = names(await search('filadelfiya'));
    expect(philadelphia.length).toBeGreaterThanOrEqual(10);
    expect(philadelphia.slice(0, 10).every((n) => n.startsWith('Філадельфія'))).toBe(true);
    // a double letter in a real word is not a letter held down ("pepperoni", "піцца" folds to "pitsa")
    const pizza = await expectContract(
      await api.post('/search/v1/search', {
        query: 'pepperoni',
        retailNetworkId: RN.pcUa,
        businessRegionId: BR.pcKyiv,
        size: 5,
      }),
      ZSearchResponse,
    );
    expect(names(pizza)[0]).toBe('Пепероні');
    expect(names(await search('kaliforniya z krabom'))[0]).toBe('Каліфорнія з крабом');
  });
});
