import { ZIpLocationResponse } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

// The tests reach the API from 127.0.0.1, which TRUST_PROXY trusts by default: they play the
// storefront's proxy. Proxies append the address they saw, so only the right-most entries
// written by trusted proxies count; whatever the visitor wrote before them is ignored.
describe.each(databaseKinds())('geo by IP behind a proxy on %s', (kind) => {
  let api: TestApi;
  let untrusting: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
    // a deployment whose proxy is elsewhere: X-Forwarded-For from 127.0.0.1 is not believed
    untrusting = await startTestApi(kind, { TRUST_PROXY: '10.9.9.9' });
  });
  afterAll(async () => {
    await api?.close();
    await untrusting?.close();
  });

  const locate = async (target: TestApi, xff: string, query = '') =>
    expectContract(
      await target.get(`/geo/v1/ipLocation?rn=1${query}`, { headers: { 'x-forwarded-for': xff } }),
      ZIpLocationResponse,
    );

  it('takes the address the trusted proxy saw, not one the visitor wrote before it', async () => {
    const spoofed = await locate(api, '91.200.1.1, 93.72.15.4');
    expect(spoofed).toMatchObject({ ip: '93.72.15.4', businessRegionId: BR.kyiv });
    const chain = await locate(api, '93.72.15.4, 10.0.0.7');
    // 10.0.0.7 is not a trusted proxy: it is the client as far as we can tell
    expect(chain).toMatchObject({ ip: '10.0.0.7', businessRegionId: null });
  });

  it('reads addresses that proxies write with a port or in brackets', async () => {
    expect(await locate(api, '91.200.3.77:51234')).toMatchObject({
      ip: '91.200.3.77',
      businessRegionSlug: 'lviv',
    });
    expect(await locate(api, '[2a02:2378:1::5]:443')).toMatchObject({
      ip: '2a02:2378:1::5',
      businessRegionSlug: 'kyiv',
    });
    expect(await locate(api, '::ffff:37.57.200.1')).toMatchObject({
      ip: '37.57.200.1',
      businessRegionSlug: 'odesa',
    });
  });

  it('prefers an explicit ip over the header', async () => {
    expect(await locate(api, '93.72.15.4', '&ip=37.57.200.1')).toMatchObject({ businessRegionSlug: 'odesa' });
  });

  it('answers 400 for a forwarded address that is not an IP, never a 500', async () => {
    for (const xff of ['garbage', '999.1.1.1', '93.72.15.4; drop table ip_locations', '[kyiv]']) {
      const error = await expectError(
        await api.get('/geo/v1/ipLocation?rn=1', { headers: { 'x-forwarded-for': xff } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(error.message).toContain('X-Forwarded-For');
    }
    // and the table is still there
    expect((await locate(api, '93.72.15.4')).businessRegionSlug).toBe('kyiv');
  });

  it('ignores X-Forwarded-For from a proxy it does not trust', async () => {
    expect(await locate(untrusting, '93.72.15.4')).toEqual({
      ip: '127.0.0.1',
      retailNetworkId: 1,
      businessRegionId: null,
      businessRegionSlug: null,
    });
    expect(await locate(untrusting, 'garbage')).toMatchObject({ ip: '127.0.0.1' });
  });
});
