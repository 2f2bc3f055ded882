import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { startTracing, type Tracing } from '../src/lib/tracing.js';
import { createPostgresDatabase, databaseKinds } from './harness.js';

/**
 * Traces through the real app on each database (issue 22 item 5): the caller's `traceparent`
 * continued by the route's span, each query a span under it, transactions included, sent to a
 * collector in the test as OTLP/HTTP JSON.
 */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
const SERVER = 2;
const CLIENT = 3;
const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : String(v.intValue));
};

const spans: OtlpSpan[] = [];
let collector: http.Server;
let tracing: Tracing | null;

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const rs of body.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  // the exporter reads its endpoint and batching from the environment, as in production
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  process.env.OTEL_BSP_SCHEDULE_DELAY = '50';
  tracing = await startTracing(process.env, 'food-api');
});

afterAll(async () => {
  await tracing?.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  delete process.env.OTEL_BSP_SCHEDULE_DELAY;
  collector.close();
});

describe.each(databaseKinds())('traces on %s', (kind) => {
  let url: string;
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const pgDb = kind === 'postgres' ? await createPostgresDatabase(inject('postgresTemplate')) : null;
    database = await openDatabase(
      pgDb
        ? { kind: 'postgres', url: pgDb.url, poolSize: 4 }
        : { kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) },
    );
    const config = loadConfig({ LOG_LEVEL: 'silent', OPS_TOKEN: 'test-ops-token-0123456789' });
    const app = await buildApp({ config, database, tracer: tracing!.tracer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    close = async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
    };
  });
  afterAll(() => close?.());

  /** A trace id of the test's own, as a storefront would send it. */
  const traceparentOf = (n: number) => {
    const traceId = `${kind === 'postgres' ? 'ab' : 'cd'}${String(n).padStart(30, '0')}`;
    return { traceId, parentId: 'b7ad6b7169203331', header: `00-${traceId}-b7ad6b7169203331-01` };
  };
  const inTrace = async (traceId: string, until: (s: OtlpSpan[]) => boolean) => {
    await expect
      .poll(() => until(spans.filter((s) => s.traceId === traceId)), { timeout: 10_000 })
      .toBe(true);
    return spans.filter((s) => s.traceId === traceId);
  };

  it('continues the caller’s trace: the route’s span, and its queries under it', async () => {
    const { traceId, parentId, header } = traceparentOf(1);
    const res = await fetch(`${url}/config/v1/init?rn=1&target=WEB`, {
      headers: { traceparent: header, 'x-request-id': 'trace-test-0001' },
    });
    expect(res.status).toBe(200);
    const got = await inTrace(traceId, (s) => s.some((x) => x.kind === SERVER));
    const route = got.find((s) => s.kind === SERVER)!;
    expect(route.name).toBe('GET /config/v1/init');
    expect(route.parentSpanId).toBe(parentId);
    expect(attr(route, 'http.route')).toBe('/config/v1/init');
    expect(attr(route, 'http.response.status_code')).toBe('200');
    expect(attr(route, 'http.request.id')).toBe('trace-test-0001');
    const queries = got.filter((s) => s.kind === CLIENT);
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) {
      expect(q.parentSpanId).toBe(route.spanId);
      expect(attr(q, 'db.system.name')).toBe('postgresql');
      expect(attr(q, 'db.client')).toBe(kind === 'postgres' ? 'pg' : 'pglite');
      expect(q.name).toBe('SELECT');
    }
  });

  it('traces the queries of a transaction, and a refused request with its status', async () => {
    const { traceId, header } = traceparentOf(2);
    // a sign-in code: its quotas are counted in a transaction under advisory locks
    const res = await fetch(`${url}/customer/mobile/v1/SendCode`, {
      method: 'POST',
      headers: { traceparent: header, 'content-type': 'application/json' },
      body: JSON.stringify({ retailNetworkId: 1, recipient: '+380671230077', source: 'WEB' }),
    });
    expect(res.status).toBe(200);
    const got = await inTrace(traceId, (s) => s.some((x) => x.kind === SERVER));
    const route = got.find((s) => s.kind === SERVER)!;
    const names = got.filter((s) => s.kind === CLIENT && s.parentSpanId === route.spanId).map((s) => s.name);
    expect(names).toContain('INSERT');
    expect(names.some((n) => n === 'BEGIN' || n === 'COMMIT' || n === 'SELECT')).toBe(true);

    const bad = traceparentOf(3);
    const refused = await fetch(`${url}/customer/mobile/v1/SendCode`, {
      method: 'POST',
      headers: { traceparent: bad.header, 'content-type': 'application/json' },
      body: '{"retailNetworkId":1}',
    });
    expect(refused.status).toBe(400);
    const [span] = await inTrace(bad.traceId, (s) => s.some((x) => x.kind === SERVER));
    expect(attr(span!, 'http.response.status_code')).toBe('400');
  });

  it('makes no trace of queries outside a request (the job queue, the clean-up)', async () => {
    await database.db.execute(sql`select 424242 as outside`);
    // a request after it: its spans are sent, the lone query's would have been by then
    const { traceId, header } = traceparentOf(4);
    await fetch(`${url}/readyz`, { headers: { traceparent: header } });
    await inTrace(traceId, (s) => s.some((x) => x.kind === SERVER));
    await new Promise((r) => setTimeout(r, 200));
    expect(spans.some((s) => attr(s, 'db.query.text')?.includes('424242'))).toBe(false);
    expect(spans.filter((s) => !s.parentSpanId).every((s) => s.kind === SERVER)).toBe(true);
  });
});
