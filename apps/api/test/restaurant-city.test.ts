/**
 * Issue 17 item 27: `GET /catalog/v1/restaurants/{id}/?rn&br` answers an outlet of another city
 * than `br` as an unknown one, as the city's list leaves it out.
 */
import { ZRestaurant } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OUTLET } from './checkout-fixtures.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('one restaurant within a city on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  it('answers an outlet of another city than br with 404, like one the list of br leaves out', async () => {
    const lvivList = await expectContract(
      await api.get(`/catalog/v1/restaurants/?rn=1&br=${BR.lviv}`),
      z.array(ZRestaurant),
    );
    expect(lvivList.map((r) => r.id)).not.toContain(OUTLET.khreshchatyk);
    const error = await expectError(
      await api.get(`/catalog/v1/restaurants/${OUTLET.khreshchatyk}/?rn=1&br=${BR.lviv}`),
      404,
      'RESTAURANT_NOT_FOUND',
    );
    expect(error.message).toContain(String(OUTLET.khreshchatyk));
  });

  it('answers the outlet within its own city, and without br as before', async () => {
    const kyiv = await expectContract(
      await api.get(`/catalog/v1/restaurants/${OUTLET.khreshchatyk}/?rn=1&br=${BR.kyiv}`),
      ZRestaurant,
    );
    expect(kyiv).toMatchObject({ id: OUTLET.khreshchatyk, businessRegionId: BR.kyiv });
    const lviv = await expectContract(
      await api.get(`/catalog/v1/restaurants/${OUTLET.lviv}/?rn=1&br=${BR.lviv}`),
      ZRestaurant,
    );
    expect(lviv.businessRegionId).toBe(BR.lviv);
    const anyCity = await expectContract(
      await api.get(`/catalog/v1/restaurants/${OUTLET.khreshchatyk}/?rn=1`),
      ZRestaurant,
    );
    expect(anyCity).toEqual(kyiv);
  });

  it('keeps an unknown city a 400 and an outlet of another network a 404', async () => {
    await expectError(
      await api.get(`/catalog/v1/restaurants/${OUTLET.khreshchatyk}/?rn=1&br=${BR.dubai}`),
      400,
      'UNKNOWN_BUSINESS_REGION',
    );
    await expectError(
      await api.get(`/catalog/v1/restaurants/${OUTLET.pizzaKyiv}/?rn=1&br=${BR.kyiv}`),
      404,
      'RESTAURANT_NOT_FOUND',
    );
  });
});
