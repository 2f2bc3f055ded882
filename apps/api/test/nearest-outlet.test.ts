import { ZNearestOutletResponse } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

/** Issue 17, item 31: SPEC section 3's nearest_outlet_info, from the customer's location. */
describe.each(databaseKinds())('the nearest pickup restaurant on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  const nearest = async (query: string) =>
    expectContract(await api.get(`/geo/v1/nearestOutlet?${query}`), ZNearestOutletResponse);

  it("answers the city's own restaurant nearest to the customer", async () => {
    // by the Maidan, a few hundred metres from the Khreshchatyk restaurant
    const { nearest: info } = await nearest(`rn=1&br=${BR.kyiv}&lat=50.450&lng=30.524`);
    expect(info).toMatchObject({
      outletId: 1001,
      businessRegionId: BR.kyiv,
      businessRegionSlug: 'kyiv',
      businessRegionName: 'Київ',
      isForCurrentBusinessRegionId: true,
    });
    expect(info!.distanceMeters).toBeGreaterThan(100);
    expect(info!.distanceMeters).toBeLessThan(600);
    // in Obolon: the Obolon restaurant
    expect((await nearest(`rn=1&br=${BR.kyiv}&lat=50.502&lng=30.497`)).nearest?.outletId).toBe(1002);
  });

  it('answers a restaurant of another city when the customer is there, named in their language', async () => {
    const { nearest: info } = await nearest(`rn=1&br=${BR.kyiv}&lat=49.842&lng=24.032&lang=ru`);
    expect(info).toMatchObject({
      outletId: 1011,
      businessRegionId: BR.lviv,
      businessRegionSlug: 'lviv',
      businessRegionName: 'Львов',
      isForCurrentBusinessRegionId: false,
    });
    // another brand's restaurants are never answered (pc-ua is also in Kyiv)
    expect((await nearest(`rn=2&br=${BR.pcKyiv}&lat=50.450&lng=30.524`)).nearest?.outletId).toBeGreaterThan(
      2000,
    );
  });

  it('refuses bad input with a 400', async () => {
    for (const [query, code] of [
      [`rn=1&br=${BR.kyiv}&lat=91&lng=30.5`, 'VALIDATION_ERROR'],
      [`rn=1&br=${BR.kyiv}&lat=50.4&lng=abc`, 'VALIDATION_ERROR'],
      [`rn=1&lat=50.4&lng=30.5`, 'VALIDATION_ERROR'],
      [`rn=77&br=${BR.kyiv}&lat=50.4&lng=30.5`, 'UNKNOWN_RETAIL_NETWORK'],
      [`rn=1&br=${BR.dubai}&lat=50.4&lng=30.5`, 'UNKNOWN_BUSINESS_REGION'],
    ] as const)
      await expectError(await api.get(`/geo/v1/nearestOutlet?${query}`), 400, code);
  });
});
