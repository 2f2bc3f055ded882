import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.js';
import { PAYMENT_ENV, orderSteps } from './board-fixtures.js';
import { databaseKinds, startTestApi, type TestApi } from './harness.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** One sample's value from Prometheus's text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = (match[2] ?? '').split(',');
    if (wanted.every((w) => has.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe.each(databaseKinds())('metrics and request ids on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { ...PAYMENT_ENV, METRICS_TOKEN: TOKEN });
  });
  afterAll(() => api?.close());

  const scrape = async () => {
    const res = await api.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('counts requests by route pattern and status, never by the raw address', async () => {
    const healthz = { method: 'GET', route: '/healthz', status_code: '200' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', healthz) ?? 0;
    await api.get('/healthz');
    await api.get('/healthz');
    expect((await api.get('/catalog/v1/products/999999?rn=1&br=101')).status).toBe(404);
    expect((await api.get('/catalog/v1/products/123?rn=oops')).status).toBe(400);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', healthz)).toBe(before + 2);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/catalog/v1/products/:id',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="[^"]*999999/);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/catalog/v1/products/:id',
        status_code: '400',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Node's own figures come along
    expect(sample(text, 'process_resident_memory_bytes', {})).toBeGreaterThan(0);
  });

  it('tells orders of the last day by status and the job queue by state, as the database has them', async () => {
    const order = await orderSteps(() => api).pickup();
    expect(order.orderId).toBeTruthy();
    await api.database.db.insert(jobs).values([
      { kind: 'metrics-test', key: 'dead', state: 'DEAD', payload: {}, maxAttempts: 1, runAt: new Date() },
      {
        kind: 'metrics-test',
        key: 'later',
        state: 'PENDING',
        payload: {},
        maxAttempts: 1,
        runAt: new Date(Date.now() + 3_600_000),
      },
    ]);
    // the business gauges are read at most every 10 s: a fresh service reads now
    const { MetricsService } = await import('../src/modules/metrics/index.js');
    const text = await new MetricsService(api.database, { now: () => new Date() })
      .render()
      .then((r) => r.body);
    const { rows: byStatus } = (await api.database.db.execute(
      sql`select status_id, count(*)::int as n from orders where created_at > now() - interval '24 hours' group by status_id`,
    )) as unknown as { rows: { status_id: number; n: number }[] };
    const names = ['NEW', 'COOKING', 'ON_THE_WAY', 'COMPLETED', 'CANCELLED'];
    expect(byStatus.length).toBeGreaterThan(0);
    for (const row of byStatus) {
      expect(sample(text, 'food_orders_last_24h', { status: names[row.status_id]! })).toBe(row.n);
    }
    const { rows: byState } = (await api.database.db.execute(
      sql`select state, count(*)::int as n from jobs where state in ('PENDING', 'RUNNING', 'DEAD') group by state`,
    )) as unknown as { rows: { state: string; n: number }[] };
    expect(byState.find((r) => r.state === 'DEAD')?.n).toBeGreaterThanOrEqual(1);
    for (const state of ['PENDING', 'RUNNING', 'DEAD']) {
      expect(sample(text, 'food_jobs', { state })).toBe(byState.find((r) => r.state === state)?.n ?? 0);
    }
    if (kind === 'postgres') {
      expect(sample(text, 'food_db_pool_connections', { state: 'max' })).toBe(4);
      expect(sample(text, 'food_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('food_db_pool_connections{');
    }
  });

  it('answers a wrong token as if there were nothing, the right one with the figures', async () => {
    const wrong = await api.get('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain('http_request_duration_seconds');
    const right = await api.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_request_duration_seconds_bucket');
  });

  it('is in the OpenAPI with the other health routes', async () => {
    const doc = (await (await api.get('/docs/json')).json()) as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    expect(doc.paths['/metrics']?.get?.tags).toEqual(['health']);
  });

  it('carries the caller’s request id, or gives one, in the answer', async () => {
    const given = await api.get('/healthz', { headers: { 'x-request-id': 'web-3f9c2a71.1' } });
    expect(given.headers.get('x-request-id')).toBe('web-3f9c2a71.1');
    for (const bad of ['short', 'has spaces in it', `${'x'.repeat(129)}`]) {
      const res = await api.get('/healthz', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const errorAnswer = await api.get('/catalog/v1/products/123?rn=oops', {
      headers: { 'x-request-id': 'trace-0000abcd' },
    });
    expect(errorAnswer.status).toBe(400);
    expect(errorAnswer.headers.get('x-request-id')).toBe('trace-0000abcd');
  });
});
