import { ZCityAreas, ZFeedbacksResponse, ZSiteText, type TFeedbacksResponse } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('site API on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  it.each(['/site/api/public-oferta', '/site/api/privacy', '/site/api/web-requisites', '/site/api/about'])(
    'serves %s in the asked language, else the brand default',
    async (path) => {
      const uk = await expectContract(
        await api.post(path, { retailNetworkId: 1, businessRegionId: BR.kyiv }),
        ZSiteText,
      );
      expect(uk.language).toBe('uk');
      expect(uk.html.length).toBeGreaterThan(100);
      const ru = await expectContract(
        await api.post(path, { retailNetworkId: 1, businessRegionId: BR.kyiv, language: 'ru' }),
        ZSiteText,
      );
      expect(ru.language).toBe('ru');
      expect(ru.html).not.toBe(uk.html);
      const en = await expectContract(
        await api.post(path, { retailNetworkId: 3, businessRegionId: BR.dubai, language: 'uk' }),
        ZSiteText,
      );
      expect(en.language).toBe('en');
    },
  );

  it('refuses bad site text requests', async () => {
    await expectError(
      await api.post('/site/api/privacy', { retailNetworkId: 9, businessRegionId: BR.kyiv }),
      400,
      'UNKNOWN_RETAIL_NETWORK',
    );
    await expectError(
      await api.post('/site/api/privacy', { retailNetworkId: 1, businessRegionId: BR.dubai }),
      400,
      'UNKNOWN_BUSINESS_REGION',
    );
    await expectError(await api.post('/site/api/privacy', { retailNetworkId: '1' }), 400, 'VALIDATION_ERROR');
    await expectError(await api.post('/site/api/privacy', {}), 400, 'VALIDATION_ERROR');
  });

  it('serves the districts of a city by slug', async () => {
    const areas = await expectContract(
      await api.post('/site/api/city-areas', { retailNetworkId: 1, slug: 'kyiv' }),
      ZCityAreas,
    );
    expect(areas.businessRegionId).toBe(BR.kyiv);
    expect(areas.areas.length).toBe(10);
    expect(areas.areas.map((a) => a.settings.uk?.areaName)).toContain('Печерський район');
    await expectError(
      await api.post('/site/api/city-areas', { retailNetworkId: 1, slug: 'paris' }),
      404,
      'CITY_NOT_FOUND',
    );
    await expectError(
      await api.post('/site/api/city-areas', { retailNetworkId: 1, slug: '<script>' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('pages feedbacks newest first with a continuation token, one by default, without repeats', async () => {
    const first = await expectContract(
      await api.post('/site/feedbacks', { retailNetworkId: 1 }),
      ZFeedbacksResponse,
    );
    expect(first.items).toHaveLength(1);
    expect(first.continuationToken).not.toBeNull();

    const seen: TFeedbacksResponse['items'] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page: TFeedbacksResponse = await expectContract(
        await api.post('/site/feedbacks', { retailNetworkId: 1, pageSize: 7, continuationToken: token }),
        ZFeedbacksResponse,
      );
      seen.push(...page.items);
      token = page.continuationToken;
      pages++;
    } while (token && pages < 50);
    expect(seen.length).toBeGreaterThanOrEqual(30);
    expect(new Set(seen.map((f) => f.id)).size).toBe(seen.length);
    const times = seen.map((f) => Date.parse(f.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen[0]!.id).toBe(first.items[0]!.id);
  });

  it('filters by city and language and sorts by score', async () => {
    const lviv = await expectContract(
      await api.post('/site/feedbacks', {
        retailNetworkId: 1,
        businessRegionId: BR.lviv,
        pageSize: 50,
        lang: 'uk',
      }),
      ZFeedbacksResponse,
    );
    expect(lviv.items.every((f) => f.businessRegionId === BR.lviv && f.language === 'uk')).toBe(true);
    const byScore = await expectContract(
      await api.post('/site/feedbacks', {
        retailNetworkId: 1,
        sortProperty: 'score',
        sortDirection: 'asc',
        pageSize: 50,
      }),
      ZFeedbacksResponse,
    );
    const scores = byScore.items.map((f) => f.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores[0]).toBeLessThan(4);
  });

  it('refuses forged tokens and out-of-range page sizes', async () => {
    await expectError(
      await api.post('/site/feedbacks', { retailNetworkId: 1, continuationToken: 'Zm9v' }),
      400,
      'INVALID_CONTINUATION_TOKEN',
    );
    await expectError(
      await api.post('/site/feedbacks', { retailNetworkId: 1, pageSize: 0 }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await api.post('/site/feedbacks', { retailNetworkId: 1, pageSize: 10_000 }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await api.post('/site/feedbacks', { retailNetworkId: 1, sortProperty: 'date; drop table feedbacks' }),
      400,
      'VALIDATION_ERROR',
    );
    const stillThere = await expectContract(
      await api.post('/site/feedbacks', { retailNetworkId: 1, pageSize: 50 }),
      ZFeedbacksResponse,
    );
    expect(stillThere.items.length).toBeGreaterThanOrEqual(30);
  });
});
