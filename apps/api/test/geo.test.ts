import { ZIpLocationResponse } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('geo by IP on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  it('finds the city of an address in the CIDR table, per network', async () => {
    const kyiv = await expectContract(
      await api.get('/geo/v1/ipLocation?rn=1&ip=93.72.15.4'),
      ZIpLocationResponse,
    );
    expect(kyiv).toEqual({
      ip: '93.72.15.4',
      retailNetworkId: 1,
      businessRegionId: BR.kyiv,
      businessRegionSlug: 'kyiv',
    });
    const pizzaKyiv = await expectContract(
      await api.get('/geo/v1/ipLocation?rn=2&ip=93.72.15.4'),
      ZIpLocationResponse,
    );
    expect(pizzaKyiv.businessRegionId).toBe(BR.pcKyiv);
    const lviv = await expectContract(
      await api.get('/geo/v1/ipLocation?rn=1&ip=91.200.3.77'),
      ZIpLocationResponse,
    );
    expect(lviv.businessRegionSlug).toBe('lviv');
    const v6 = await expectContract(
      await api.get('/geo/v1/ipLocation?rn=1&ip=2a02:2378:1::5'),
      ZIpLocationResponse,
    );
    expect(v6.businessRegionSlug).toBe('kyiv');
  });

  it('uses X-Forwarded-For from the trusted local proxy when no ip is given', async () => {
    const res = await api.get('/geo/v1/ipLocation?rn=1', { headers: { 'x-forwarded-for': '37.57.200.1' } });
    const body = await expectContract(res, ZIpLocationResponse);
    expect(body).toMatchObject({ ip: '37.57.200.1', businessRegionSlug: 'odesa' });
  });

  it('answers nulls for an address outside every known network (the caller itself here)', async () => {
    const body = await expectContract(await api.get('/geo/v1/ipLocation?rn=1'), ZIpLocationResponse);
    expect(body).toEqual({
      ip: '127.0.0.1',
      retailNetworkId: 1,
      businessRegionId: null,
      businessRegionSlug: null,
    });
    const dubaiForUa = await expectContract(
      await api.get('/geo/v1/ipLocation?rn=1&ip=94.200.1.1'),
      ZIpLocationResponse,
    );
    expect(dubaiForUa.businessRegionId).toBeNull();
  });

  it('refuses malformed addresses and unknown networks with a 400', async () => {
    for (const ip of ['999.1.1.1', 'kyiv', "1.1.1.1' or '1'='1", '1.2.3', '']) {
      await expectError(
        await api.get(`/geo/v1/ipLocation?rn=1&ip=${encodeURIComponent(ip)}`),
        400,
        'VALIDATION_ERROR',
      );
    }
    await expectError(await api.get('/geo/v1/ipLocation?rn=77&ip=93.72.15.4'), 400, 'UNKNOWN_RETAIL_NETWORK');
  });
});
