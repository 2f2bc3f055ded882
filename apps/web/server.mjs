#!/usr/bin/env node
/**
 * The storefront's production server (`npm start` runs it after the build): Next's own request
 * handler, behind compression that speaks Brotli. `next start` only gzips, and it gzips every
 * script again on every request. Here the build's scripts and styles are Brotli-compressed once,
 * at the highest quality, when the server starts; pages and API answers are compressed as they
 * stream. A first visit to the menu page downloads 178 KB of gzipped scripts, or 153 KB of Brotli;
 * its HTML is 36 KB gzipped and 29 KB as Brotli. Pages are rewritten as they stream so that the
 * framework's scripts start after the largest picture is painted (server/scripts-after-paint.mjs)
 * and carry the answer's CSP nonce (server/script-nonce.mjs, server/security-headers.mjs). Before
 * Next sees a request, its forwarding headers are settled to the client the storefront believes
 * (server/client-address.mjs), so a visitor cannot name its own address to the API.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import next from 'next';
import onHeaders from 'on-headers';
import { createSites, parseBrandDomains, resolveHost } from './server/brand-hosts.mjs';
import { createObservability, kindOf, mayReadMetrics } from './server/observability.mjs';
import { forwardRequestIds, runWithRequestId } from './server/request-context.mjs';
import { tracesExporterOf } from './server/trace-settings.mjs';
import { parseTrustedProxies, settleClientHeaders, TRUST_SETTING } from './server/client-address.mjs';
import { createScriptNonce } from './server/script-nonce.mjs';
import { createScriptsAfterPaint } from './server/scripts-after-paint.mjs';
import {
  COMMON_HEADERS,
  HSTS,
  isInternalHeader,
  NON_PAGE_POLICY,
  pagePolicy,
} from './server/security-headers.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const brotli = promisify(zlib.brotliCompress);
const STATIC_PREFIX = '/_next/static/';
const STATIC_TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

let trustedProxies;
let brandDomains;
let tracesExporter;
try {
  trustedProxies = parseTrustedProxies(process.env[TRUST_SETTING]);
  brandDomains = parseBrandDomains(process.env.BRAND_DOMAINS);
  tracesExporter = tracesExporterOf(process.env);
} catch (err) {
  console.error(`Invalid storefront configuration:\n  - ${err.message}`);
  process.exit(78);
}
const pagePolicyWith = pagePolicy();

/**
 * Which brand and city each host is (server/brand-hosts.mjs): the brands and their domains come
 * from the API's brand list, read at start and every BRAND_LIST_REFRESH_SECONDS (30; a domain or
 * under-construction switch set in the back office answers within that), the BRAND_DOMAINS setting first. Until the list first arrives, any
 * brand-shaped label under the site's domain is taken for a brand.
 */
const BRANDS_REFRESH_MS = 1000 * Number(process.env.BRAND_LIST_REFRESH_SECONDS || 30);
const siteUrl = process.env.PUBLIC_SITE_URL || `http://localhost:${port}`;
const apiUrl = (process.env.API_INTERNAL_URL || `http://127.0.0.1:${process.env.API_PORT || 4000}`).replace(
  /\/$/,
  '',
);
const brandsUrl = `${(process.env.CONFIG_SERVICE_URL || `${apiUrl}/config`).replace(/\/$/, '')}/v1/brands`;
const sitesOf = (brands) =>
  createSites({
    siteDomain: new URL(siteUrl).hostname,
    defaultBrand: process.env.BRAND || 'sm-ua',
    configured: brandDomains,
    brands,
  });
let sites = sitesOf([]);
/** brands under construction (IS_UNDER_CONSTRUCTION, set in the back office): their pages answer 503 */
let closedBrands = new Set();
async function refreshSites() {
  try {
    const res = await fetch(brandsUrl, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${brandsUrl} answered ${res.status}`);
    const brands = await res.json();
    if (!Array.isArray(brands)) throw new Error(`${brandsUrl} answered no list`);
    closedBrands = new Set(brands.filter((b) => b.underConstruction === true).map((b) => String(b.slug)));
    sites = sitesOf(
      brands.map((b) => ({ slug: String(b.slug), domains: Array.isArray(b.domains) ? b.domains : [] })),
    );
  } catch (err) {
    // the last good list stays; the pages say what failed when they ask the API themselves
    if (sites.brandsKnown) console.error('storefront: brand list refresh failed', err);
  }
}
const BRAND_HEADER = 'x-storefront-brand';
const CITY_HEADER = 'x-storefront-city';
const UNKNOWN_SITE =
  '<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>404</title><h1>404</h1>';

/**
 * Tells Next the request's brand and city (src/lib/routing/host-routing.ts reads them), after
 * dropping whatever the visitor sent under those names. False when the host names no brand
 * (answered 404 here).
 */
function settleSite(req, res) {
  delete req.headers[BRAND_HEADER];
  delete req.headers[CITY_HEADER];
  const site = resolveHost(req.headers.host, sites);
  if (!site) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : UNKNOWN_SITE);
    return false;
  }
  req.headers[BRAND_HEADER] = site.brand;
  if (site.city) req.headers[CITY_HEADER] = site.city;
  if (closedBrands.has(site.brand)) answerUnderConstruction(res);
  return true;
}

/**
 * A brand under construction: its pages (which the layout renders as the under-construction
 * page, features/errors) answer 503 with Retry-After, so crawlers keep the site's index and
 * come back; the rest (scripts, the API) answers as usual.
 */
function answerUnderConstruction(res) {
  onHeaders(res, () => {
    if (res.statusCode !== 200 || !String(res.getHeader('content-type') ?? '').startsWith('text/html'))
      return;
    res.statusCode = 503;
    res.setHeader('retry-after', '3600');
    res.setHeader('cache-control', 'no-store');
  });
}

/** URL path → the file's Brotli bytes; filled in the background, so the first seconds gzip. */
const precompressed = new Map();

async function precompressStatic() {
  const root = path.join(dir, distDir, 'static');
  const files = fs.readdirSync(root, { recursive: true }).filter((f) => path.extname(f) in STATIC_TYPES);
  for (const file of files) {
    const bytes = await fs.promises.readFile(path.join(root, file));
    const compressed = await brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    precompressed.set(STATIC_PREFIX + file.split(path.sep).join('/'), compressed);
  }
}

/** Answers a build script or style from memory when the browser takes Brotli. */
function servePrecompressed(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0];
  const body = precompressed.get(pathname);
  if (!body || new Negotiator(req).encoding(['br']) !== 'br') return false;
  res.writeHead(200, {
    'content-type': STATIC_TYPES[path.extname(pathname)],
    'content-encoding': 'br',
    'content-length': body.length,
    // the file names carry their content's hash, as for `next start`
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Headers every answer carries (security-headers.mjs); those that tell a visitor about the servers
 * behind the storefront (the API's address in `x-middleware-rewrite`) are taken off as the
 * headers go out. An answer that is not a page and has no policy of its own (an API answer
 * through /api keeps the API's) gets one that lets nothing run or frame it.
 */
function startSecurityHeaders(res, tls) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
  if (tls) res.setHeader('strict-transport-security', HSTS);
  onHeaders(res, () => {
    for (const name of res.getHeaderNames()) if (isInternalHeader(name)) res.removeHeader(name);
    // Next 16 sends a redirect rendered afresh (a page's `redirect()`) with its Location twice;
    // one is what HTTP allows
    const location = res.getHeader('location');
    if (Array.isArray(location)) res.setHeader('location', location[0]);
    if (!res.hasHeader('content-security-policy')) res.setHeader('content-security-policy', NON_PAGE_POLICY);
  });
}

/**
 * Rewrites an HTML answer as it streams: the framework's scripts start after the largest picture
 * is painted (server/scripts-after-paint.mjs), then every script tag gets this answer's nonce, which
 * its Content-Security-Policy asks for (server/script-nonce.mjs). Sits inside the compression.
 */
function startHtmlRewrite(res) {
  let rewriters; // undefined until the answer's type is known, null when it is not HTML
  const decide = () => {
    if (rewriters === undefined) {
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
      // an HTML answer with a policy of its own (none of Next's pages) is left with it
      const nonce =
        html && !res.hasHeader('content-security-policy') ? crypto.randomBytes(16).toString('base64') : null;
      rewriters = html ? [createScriptsAfterPaint(), ...(nonce ? [createScriptNonce(nonce)] : [])] : null;
      if (html && !res.headersSent) {
        res.removeHeader('content-length');
        if (nonce) res.setHeader('content-security-policy', pagePolicyWith(nonce));
      }
    }
    return rewriters;
  };
  /** The bytes to send for `chunk` (null: the end), through each rewriter in turn. */
  const rewrite = (chunk) =>
    rewriters.reduce(
      (parts, r) => [...parts.flatMap((part) => r.push(part)), ...(chunk == null ? r.end() : [])],
      chunk == null ? [] : [chunk],
    );
  // headers given to writeHead directly are only seen here
  onHeaders(res, decide);
  const { write, end } = res;
  const bytes = (chunk, encoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
  res.write = function (chunk, encoding, callback) {
    if (!decide() || chunk == null) return write.call(this, chunk, encoding, callback);
    const parts = rewrite(bytes(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    const cb = typeof encoding === 'function' ? encoding : callback;
    let ok = true;
    // the slices of one chunk leave in one system call (without compression in between)
    this.cork();
    parts.forEach((part, i) => (ok = write.call(this, part, i === parts.length - 1 ? cb : undefined)));
    this.uncork();
    return ok;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!decide()) return end.call(this, chunk, encoding, callback);
    const parts = [...(chunk == null ? [] : rewrite(bytes(chunk, encoding ?? 'utf8'))), ...rewrite(null)];
    this.cork();
    for (const part of parts.slice(0, -1)) write.call(this, part);
    this.uncork();
    return end.call(this, parts.at(-1), callback);
  };
}

/**
 * OpenTelemetry (server/tracing.mjs), loaded only when an exporter is configured
 * (server/trace-settings.mjs): before Next, so its own spans find the provider.
 */
const tracing = tracesExporter
  ? (await import('./server/tracing.mjs')).startTracing(tracesExporter, process.env)
  : null;
// the page request's X-Request-Id on each call to the API while it renders (server/request-context.mjs)
forwardRequestIds(apiUrl);

const app = next({ dev: false, dir, port });
await app.prepare();
const handle = app.getRequestHandler();
// quality 4: as fast as gzip's default and a quarter smaller on these pages
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });

// access log, request ids and /metrics (server/observability.mjs)
const observability = createObservability({ accessLog: process.env.ACCESS_LOG !== 'off' });
const metricsToken = process.env.METRICS_TOKEN || undefined;

/** GET /metrics for the operator's scraper; anyone else goes on to Next's 404. */
function serveMetrics(req, res) {
  if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return false;
  if (!mayReadMetrics(req.socket.remoteAddress, req.headers.authorization, metricsToken)) return false;
  observability.render().then(
    ({ contentType, body }) => {
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(body);
    },
    (err) => {
      console.error('storefront: metrics failed', err);
      res.writeHead(500).end();
    },
  );
  return true;
}

const server = http.createServer((req, res) => {
  // once, before anything reads them: Next's proxy to the API passes the request's headers on
  const { client, tls } = settleClientHeaders(req, trustedProxies);
  observability.observe(req, res, client);
  startSecurityHeaders(res, tls);
  if (serveMetrics(req, res)) return;
  if (req.url?.startsWith(STATIC_PREFIX) && servePrecompressed(req, res)) return;
  if (!settleSite(req, res)) return;
  const serve = () =>
    runWithRequestId(req.headers['x-request-id'], () =>
      compress(req, res, () => {
        startHtmlRewrite(res);
        handle(req, res);
      }),
    );
  if (tracing) tracing.around(req, res, kindOf(req.method, req.url, req.headers), serve);
  else serve();
});
server.listen(port, () => process.stdout.write(`storefront on http://localhost:${port}\n`));
precompressStatic().catch((err) => console.error('precompressing the build failed', err));
await refreshSites();
setInterval(refreshSites, BRANDS_REFRESH_MS).unref();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => (tracing ? tracing.shutdown() : Promise.resolve()).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
