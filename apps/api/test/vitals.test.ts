/**
 * Real-user speed metrics over real HTTP (issue 20 item 4): the storefront's reports are stored
 * one row per metric, refused reports store nothing, and owners (only owners) read the p75 per
 * page type and metric, the same figure the database's own percentile gives over the rows.
 */
import { ZVitalsP75, type TVitalsBody } from '@food/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const report = (over: Partial<TVitalsBody> = {}): TVitalsBody => ({
  retailNetworkId: RN.smUa,
  businessRegionId: BR.kyiv,
  pageType: 'category',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 1800 },
    { name: 'CLS', value: 0.02 },
  ],
  ...over,
});

describe.each(databaseKinds())('web vitals on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let manager: TestStaff;
  let outletStaff: TestStaff;

  /** both drivers' results have `rows` (CONTRIBUTING.md) */
  const query = async <R>(statement: SQL) =>
    (await api.database.db.execute(statement)) as unknown as { rows: R[] };
  const rowCount = async () => {
    const { rows } = await query<{ n: number }>(sql`select count(*)::int as n from web_vitals`);
    return Number(rows[0]!.n);
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await createStaff(api, 'OWNER');
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('stores one row per metric of a report and answers 204, with nothing of the visitor', async () => {
    const lcps = [1200, 1800, 2500, 3100, 4000, 900, 2200];
    for (const [i, value] of lcps.entries()) {
      const res = await api.post(
        '/site/v1/vitals',
        report({
          device: i % 2 ? 'desktop' : 'mobile',
          metrics: [
            { name: 'LCP', value },
            { name: 'INP', value: 40 + i * 30 },
            { name: 'CLS', value: i / 100 },
          ],
        }),
      );
      expect(res.status).toBe(204);
    }
    expect(
      (await api.post('/site/v1/vitals', report({ pageType: 'home', businessRegionId: undefined }))).status,
    ).toBe(204);
    expect(await rowCount()).toBe(lcps.length * 3 + 2);
    const columns = await query<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'web_vitals' order by 1`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'business_region_id',
      'device',
      'id',
      'metric',
      'page_type',
      'recorded_at',
      'retail_network_id',
      'value',
    ]);
  });

  it('refuses bad reports with a 400 naming the field and stores nothing', async () => {
    const before = await rowCount();
    const bad: Array<[unknown, string]> = [
      [{ ...report(), pageType: '/menu/<script>' }, 'pageType'],
      [{ ...report(), device: 'fridge' }, 'device'],
      [{ ...report(), metrics: [{ name: 'FID', value: 10 }] }, 'metrics'],
      [{ ...report(), metrics: [{ name: 'LCP', value: -1 }] }, 'metrics'],
      [{ ...report(), metrics: [{ name: 'LCP', value: 400_000 }] }, 'metrics'],
      [{ ...report(), metrics: [{ name: 'CLS', value: 101 }] }, 'metrics'],
      [
        {
          ...report(),
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        },
        'metrics',
      ],
      [{ ...report(), metrics: [] }, 'metrics'],
      [{ ...report(), ip: '10.0.0.1' }, ''],
      [{ ...report(), retailNetworkId: 'one' }, 'retailNetworkId'],
    ];
    for (const [body, field] of bad) {
      const error = await expectError(await api.post('/site/v1/vitals', body), 400);
      expect(JSON.stringify(error.details ?? [])).toContain(field);
    }
    await expectError(
      await api.post('/site/v1/vitals', report({ retailNetworkId: 99 })),
      400,
      'UNKNOWN_RETAIL_NETWORK',
    );
    await expectError(
      await api.post('/site/v1/vitals', report({ businessRegionId: BR.pcKyiv })),
      400,
      'UNKNOWN_BUSINESS_REGION',
    );
    expect(await rowCount()).toBe(before);
  });

  it("answers the owner p75 per page type and metric, equal to the database's own percentile", async () => {
    await api.post('/site/v1/vitals', report({ retailNetworkId: RN.pcUa, businessRegionId: BR.pcKyiv }));
    const rows = await expectContract(await owner.get(`/admin/v1/vitals?rn=${RN.smUa}`), ZVitalsP75);
    const direct = await query<{ page_type: string; metric: string; p75: number; n: number }>(
      sql`select page_type, metric, percentile_cont(0.75) within group (order by value) as p75,
                 count(*)::int as n
          from web_vitals where retail_network_id = ${RN.smUa} group by 1, 2 order by 1, 2`,
    );
    expect(rows).toEqual(
      direct.rows.map((r) => ({
        pageType: r.page_type,
        metric: r.metric,
        p75: Number(r.p75),
        count: Number(r.n),
      })),
    );
    const categoryLcp = rows.find((r) => r.pageType === 'category' && r.metric === 'LCP');
    // 900 1200 1800 2200 2500 3100 4000: the 0.75 point is at index 4.5, halfway from 2500 to 3100
    expect(categoryLcp).toEqual({ pageType: 'category', metric: 'LCP', p75: 2800, count: 7 });
    expect(rows.find((r) => r.pageType === 'home' && r.metric === 'LCP')?.count).toBe(1);

    // every brand when none is named; the pizza brand's row joins the category's count
    const all = await expectContract(await owner.get('/admin/v1/vitals'), ZVitalsP75);
    expect(all.find((r) => r.pageType === 'category' && r.metric === 'LCP')?.count).toBe(8);
  });

  it('reads only the period asked for', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    const later = new Date(Date.now() + 7200_000).toISOString();
    const none = await expectContract(
      await owner.get(`/admin/v1/vitals?from=${encodeURIComponent(future)}&to=${encodeURIComponent(later)}`),
      ZVitalsP75,
    );
    expect(none).toEqual([]);
    await expectError(
      await owner.get(`/admin/v1/vitals?from=${encodeURIComponent(later)}&to=${encodeURIComponent(future)}`),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await owner.get('/admin/v1/vitals?from=yesterday'), 400, 'VALIDATION_ERROR');
  });

  it('answers 401 without a session and 403 to anyone but an owner', async () => {
    await expectError(await api.get('/admin/v1/vitals'), 401, 'UNAUTHORIZED');
    await expectError(await manager.get(`/admin/v1/vitals?rn=${RN.smUa}`), 403, 'FORBIDDEN');
    await expectError(await outletStaff.get('/admin/v1/vitals'), 403, 'FORBIDDEN');
  });
});
