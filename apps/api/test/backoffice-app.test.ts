import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/lib/error-handler.js';
import { registerSecurityHeaders } from '../src/lib/security-headers.js';
import { APP_PATHS, BACKOFFICE_POLICY } from '../src/modules/backoffice-app/app-pages.js';
import { backofficeAppRoutes } from '../src/modules/backoffice-app/routes.js';
import { databaseKinds, expectError, startTestApi, type TestApi } from './harness.js';

// The back office's single-page app served by the API at /admin/ (modules/backoffice-app).
const INDEX =
  '<!doctype html><html><head><script type="module" src="/admin/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `document.title = ${JSON.stringify('x'.repeat(2000))};`;

function makeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  return dir;
}

async function serve(distDir: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, { STOREFRONT_URL: 'http://localhost:3000' });
  await app.register(cookie);
  await app.register(backofficeAppRoutes({ distDir }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('the back office app at /admin/', () => {
  let dist: string;
  let server: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    dist = makeDist();
    server = await serve(dist);
  });
  afterAll(async () => {
    await server?.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html at /admin/ and at every deep link, never cached stale, under a strict policy', async () => {
    for (const page of [
      '/admin',
      '/admin/',
      '/admin/stop-list',
      '/admin/day',
      '/admin/link/abcDEF_123-x',
      '/admin/sign-in?next=%2Fday',
    ]) {
      const res = await fetch(server.url + page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(BACKOFFICE_POLICY);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(await res.text()).toBe(INDEX);
    }
    // only the app's own scripts; nothing inline, nothing framed
    expect(BACKOFFICE_POLICY).toContain("script-src 'self';");
    expect(BACKOFFICE_POLICY).not.toContain('unsafe');
    expect(BACKOFFICE_POLICY).toContain("frame-ancestors 'none'");
  });

  it('answers 304 to a browser that has the current index.html', async () => {
    const first = await fetch(`${server.url}/admin/`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${server.url}/admin/day`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // a new build is a new tag
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX.replace('abc123', 'def456'));
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dist, 'index.html'), future, future);
    const rebuilt = await fetch(`${server.url}/admin/day`, { headers: { 'if-none-match': etag! } });
    expect(rebuilt.status).toBe(200);
    expect(await rebuilt.text()).toContain('def456');
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  });

  it('sends hashed files as immutable, pre-compressed when the browser takes it', async () => {
    const br = await fetch(`${server.url}/admin/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(SCRIPT); // fetch decodes it
    const plain = await fetch(`${server.url}/admin/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers 404 for files that are not in the build and for paths that are not the app’s', async () => {
    for (const missing of [
      '/admin/assets/nope-123.js',
      '/admin/assets/..%2Findex.html',
      '/admin/no-such-page',
      // the build's own bookkeeping is not served
      '/admin/.vite/manifest.json',
      '/admin/.build-hash',
    ]) {
      const res = await fetch(server.url + missing);
      expect(res.status, missing).toBeGreaterThanOrEqual(400);
      expect(res.status, missing).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
  });
});

describe('the back office app before it is built', () => {
  let server: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    server = await serve(path.join(os.tmpdir(), 'backoffice-dist-that-does-not-exist'));
  });
  afterAll(() => server?.app.close());

  it('answers a 503 page that says how to build it', async () => {
    for (const page of APP_PATHS.map((p) => p.replace(':token', 'abc'))) {
      const res = await fetch(server.url + page);
      expect(res.status, page).toBe(503);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
      const html = await res.text();
      expect(html).toContain('npm run build -w @food/backoffice');
      expect(html).toContain('npm start');
    }
  });
});

describe.each(databaseKinds())('the app beside /admin/v1 in the whole API, on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  it('keeps /admin/v1 the API: an unknown API path is its JSON 404, a route its own answer', async () => {
    await expectError(await api.get('/admin/v1/no-such-route'), 404);
    await expectError(await api.get('/admin/v1/me'), 401, 'UNAUTHORIZED');
    const page = await api.get('/admin/stop-list');
    // built or not, the page is the app's HTML (200) or the build notice (503), never the API's 404
    expect([200, 503]).toContain(page.status);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});
