import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * What the operator sees (issue 22 item 5): the storefront and the API each answer /metrics to a
 * scraper on their machine, and a request id given at the edge stays the same through the
 * storefront and its /api proxy to the API.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4200'}`;
/** the bare host (the BRAND brand): Node, unlike Chromium, does not resolve `kyiv.localhost` */
const bareHost = (baseURL: string | undefined) => baseURL!.replace('//kyiv.localhost', '//localhost');

test.describe('metrics and request ids', () => {
  test('the storefront counts a page it served and answers with the id it was given', async ({
    request,
    baseURL,
  }) => {
    const page = await request.get(`${bareHost(baseURL)}/`, {
      headers: { 'x-request-id': 'edge-e2e-page-0001' },
      // the bare host sends a visitor on to a city's host, which Node cannot resolve
      maxRedirects: 0,
    });
    expect(page.status()).toBeLessThan(400);
    expect(page.headers()['x-request-id']).toBe('edge-e2e-page-0001');
    const metrics = await request.get(`${bareHost(baseURL)}/metrics`);
    expect(metrics.status()).toBe(200);
    expect(await metrics.text()).toMatch(
      /storefront_request_duration_seconds_count\{method="GET",kind="page",status_code="\d+"\} [1-9]/,
    );
  });

  test('an id given at the edge reaches the API through the storefront’s /api', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(`${bareHost(baseURL)}/api/config/v1/brands`, {
      headers: { 'x-request-id': 'edge-e2e-api-0002' },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-request-id']).toBe('edge-e2e-api-0002');
    const metrics = await (await request.get(`${API}/metrics`)).text();
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/config\/v1\/brands",status_code="200"\} [1-9]/,
    );
  });
});

/** One span as OTLP/HTTP's JSON carries it (ids in hex). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string;
}
const SERVER = 2;
const CLIENT = 3;
const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : String(v.intValue));
};

/** A collector in the test: takes the exporters' POST /v1/traces (http/json) and keeps the spans. */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const rs of body.resourceSpans) {
          const service =
            rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A child process whose output lines are kept (JSON lines parsed) for the test to read. */
function startProcess(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const lines: Record<string, unknown>[] = [];
  const child: ChildProcess = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let rest = '';
  const take = (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a JSON line (a banner)
      }
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  return { child, lines };
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

test.describe('traces and request ids through a page render', () => {
  // its own API (fresh database) and storefront (a copy of the suite's build), both tracing
  test.setTimeout(240_000);

  test('one page request: one trace from the storefront through the API route to a query, one id in both logs', async ({
    request,
  }, testInfo) => {
    const root = path.resolve(import.meta.dirname, '..');
    const webPort = Number(process.env.E2E_WEB_PORT ?? 3200);
    const suiteBuild = path.join(root, 'apps/web', webPort === 3200 ? '.next-e2e' : `.next-e2e-${webPort}`);
    const build = `${path.basename(suiteBuild)}-otel-${testInfo.project.name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-e2e-otel-'));
    const receiver = await startReceiver();
    const [apiPort, port] = [await freePort(), await freePort()];
    const otel = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const api = startProcess(['apps/api/dist/server.mjs'], root, {
      ...process.env,
      ...otel,
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
      LOG_LEVEL: 'info',
      OPS_TOKEN: 'e2e-otel-ops-token-0123456789',
    });
    let web: ReturnType<typeof startProcess> | undefined;
    try {
      // while the API seeds its database: the suite's build without its cached pages and
      // reads, so the page renders and asks the API
      fs.rmSync(path.join(root, 'apps/web', build), { recursive: true, force: true });
      fs.cpSync(suiteBuild, path.join(root, 'apps/web', build), {
        recursive: true,
        filter: (src) => !/[\\/](route-)?cache[\\/]/.test(src),
      });
      web = startProcess(['server.mjs'], path.join(root, 'apps/web'), {
        ...process.env,
        ...otel,
        PORT: String(port),
        API_PORT: String(apiPort),
        NEXT_DIST_DIR: build,
        PUBLIC_API_URL: `http://localhost:${apiPort}`,
        PUBLIC_SITE_URL: `http://localhost:${port}`,
      });
      await waitUntilUp(`http://127.0.0.1:${apiPort}/readyz`, api.child);
      await waitUntilUp(`http://127.0.0.1:${port}/healthz`, web.child);

      const id = `page-render-${testInfo.project.name}-0001`;
      const res = await request.get(`http://127.0.0.1:${port}/`, {
        headers: { host: `lviv.ws-ua.localhost:${port}`, 'x-request-id': id },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(200);
      expect(res.headers()['x-request-id']).toBe(id);

      // the storefront's access line and the API's lines of the calls the render made: one id
      const webLines = web.lines;
      await expect.poll(() => webLines.filter((l) => l.msg === 'request' && l.reqId === id).length).toBe(1);
      const apiLines = api.lines.filter((l) => l.reqId === id);
      expect(apiLines.length).toBeGreaterThan(0);
      expect(
        apiLines.some((l) => (l.req as { url?: string } | undefined)?.url?.startsWith('/config/v1/init')),
      ).toBe(true);

      // one trace: the storefront's request, its call, the API's route, the route's queries
      await expect
        .poll(
          () =>
            receiver.spans.some((s) => s.service === 'food-storefront' && attr(s, 'http.request.id') === id),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      const pageSpan = receiver.spans.find(
        (s) => s.service === 'food-storefront' && s.kind === SERVER && attr(s, 'http.request.id') === id,
      )!;
      expect(pageSpan.parentSpanId || undefined).toBeUndefined();
      const inTrace = () => receiver.spans.filter((s) => s.traceId === pageSpan.traceId);
      await expect
        .poll(() => inTrace().some((s) => s.service === 'food-api' && s.kind === CLIENT), { timeout: 15_000 })
        .toBe(true);
      const spans = inTrace();
      const apiRoute = spans.find(
        (s) => s.service === 'food-api' && s.kind === SERVER && s.name === 'GET /config/v1/init',
      );
      expect(apiRoute, spans.map((s) => `${s.service} ${s.name}`).join('\n')).toBeDefined();
      // the API's span is a child of the storefront's call to it
      const call = spans.find((s) => s.spanId === apiRoute!.parentSpanId)!;
      expect(call.service).toBe('food-storefront');
      expect(call.kind).toBe(CLIENT);
      expect(attr(apiRoute!, 'http.request.id')).toBe(id);
      const query = spans.find(
        (s) => s.service === 'food-api' && s.kind === CLIENT && s.parentSpanId === apiRoute!.spanId,
      );
      expect(query, 'a query of the init route').toBeDefined();
      expect(attr(query!, 'db.system.name')).toBe('postgresql');
      expect(attr(query!, 'db.query.text')).toMatch(/^select /i);
    } finally {
      const children = web ? [web.child, api.child] : [api.child];
      for (const c of children) c.kill('SIGTERM');
      receiver.close();
      await Promise.all(
        children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(path.join(root, 'apps/web', build), { recursive: true, force: true });
    }
  });
});
