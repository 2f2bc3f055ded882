import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, expectError, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('health and docs on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  it('answers /healthz and /readyz with the database kind', async () => {
    expect(await (await api.get('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await api.get('/readyz')).json()).toEqual({ status: 'ok', database: kind });
  });

  it('publishes OpenAPI with every route of this issue', async () => {
    const doc = (await (await api.get('/docs/json')).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/config/v1/init',
      '/config/v1/seo/',
      '/config/v1/brands',
      '/geo/v1/ipLocation',
      '/catalog/v1/cities/',
      '/catalog/v1/restaurants/',
      '/catalog/v1/restaurants/{id}/',
      '/catalog/v1/restaurants/{id}/config',
      '/catalog/v1/deliveryZones/',
      '/catalog/v1/banners/',
      '/catalog/v1/banners/{id}',
      '/catalog/v1/attributes/{type}/',
      '/catalog/v1/products/filter/',
      '/catalog/v1/products/',
      '/catalog/v1/products/{id}',
      '/catalog/v1/products/slug/{slug}',
      '/catalog/v1/products/slug/{slug}/seo',
      '/catalog/v1/products/article/{article}',
      '/catalog/v1/stopList/{outletId}/',
      '/catalog/v1/images/{key}',
      '/site/api/public-oferta',
      '/site/api/privacy',
      '/site/api/web-requisites',
      '/site/api/city-areas',
      '/site/feedbacks',
    ]) {
      expect(paths).toContain(p);
    }
    expect((await api.get('/docs')).status).toBe(200);
  });

  it('answers unknown routes with the JSON error', async () => {
    await expectError(await api.get('/nope'), 404, 'ROUTE_NOT_FOUND');
  });
});
