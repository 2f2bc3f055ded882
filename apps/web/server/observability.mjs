/**
 * What the storefront tells its operator (issue 22 item 5): a structured access log line per
 * request, a request id carried to the API, and Prometheus metrics at /metrics.
 *
 * - Request id: the caller's `X-Request-Id` when it looks like one (a proxy's `$request_id`; the
 *   same rule as the API's, apps/api/src/modules/metrics/request-id.ts), else a new UUID. It is
 *   set on the request before Next sees it, so the `/api` rewrite passes it to the API, whose
 *   logs then carry the same `reqId`; it goes back to the browser as `X-Request-Id`.
 * - Access log: one JSON line on stdout per answered request (`ACCESS_LOG=off` silences it), the
 *   path without its query (which may carry a token or a phone number).
 * - Metrics: `storefront_request_duration_seconds{method,kind,status_code}` (kind: page, rsc,
 *   static, image, api, other) and Node's own, for a scraper on the machine or one showing
 *   `Authorization: Bearer $METRICS_TOKEN`.
 */
import crypto from 'node:crypto';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const CALLER_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The request's id: the caller's when plausible, else a new one. */
export function requestIdOf(headers) {
  const given = headers['x-request-id'];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : crypto.randomUUID();
}

/** What a request is for, in a handful of kinds (a label per URL would make endless series). */
export function kindOf(method, url, headers) {
  const path = (url ?? '/').split('?')[0];
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/_next/image') || path.startsWith('/api/catalog/v1/images/')) return 'image';
  if (path.startsWith('/api/')) return 'api';
  if (headers.rsc === '1') return 'rsc';
  if (method === 'GET' || method === 'HEAD') return 'page';
  return 'other';
}

const digest = (s) => crypto.createHash('sha256').update(s).digest();

/** Same rule as the API's /metrics: the machine itself, or the bearer token when one is set. */
export function mayReadMetrics(socketAddress, authorization, token) {
  if (token && typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    return crypto.timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
  }
  return LOOPBACK.has(socketAddress ?? '');
}

/**
 * The storefront's metrics and access log. `observe(req, res)` starts both for one request: it
 * settles the request id on the request and the answer, and on the answer's end times it and
 * writes its line.
 */
export function createObservability({ accessLog = true, write = (line) => process.stdout.write(line) } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'storefront_request_duration_seconds',
    help: 'Storefront requests by kind and status, and how long they took',
    labelNames: ['method', 'kind', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  function observe(req, res, clientAddress) {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req.headers);
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    const kind = kindOf(req.method, req.url, req.headers);
    // a proxied /api answer already carries Next's, compression's and the pipe's ten close
    // listeners: ours is the eleventh, which Node would report as a leak on every such answer
    res.setMaxListeners(res.getMaxListeners() + 1);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // an answer cut off before it was sent (the visitor left) is logged as such
      const status = res.writableFinished ? res.statusCode : 499;
      requests.observe({ method: req.method, kind, status_code: String(status) }, seconds);
      if (!accessLog) return;
      write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          msg: 'request',
          reqId: id,
          method: req.method,
          host: req.headers.host,
          path: (req.url ?? '/').split('?')[0],
          kind,
          status,
          ms: Math.round(seconds * 10000) / 10,
          ip: clientAddress,
        })}\n`,
      );
    });
  }

  async function render() {
    return { contentType: registry.contentType, body: await registry.metrics() };
  }

  return { observe, render };
}
