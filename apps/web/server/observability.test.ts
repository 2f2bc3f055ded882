import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObservability, kindOf, mayReadMetrics, requestIdOf } from './observability.mjs';

describe('the storefront request id', () => {
  it('keeps a plausible caller id and makes a UUID for anything else', () => {
    expect(requestIdOf({ 'x-request-id': 'b7e1c1d2a0f94e3b' })).toBe('b7e1c1d2a0f94e3b');
    for (const bad of [undefined, 'short', 'has spaces in it', 'x'.repeat(129), 'a\nforged-log-line']) {
      expect(requestIdOf({ 'x-request-id': bad })).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('what a request is for', () => {
  it.each([
    ['GET', '/_next/static/chunks/app.js', {}, 'static'],
    ['GET', '/api/catalog/v1/images/roll.dragon?w=400', {}, 'image'],
    ['POST', '/api/order-service/api/order-checkout', {}, 'api'],
    ['GET', '/menu/rolls?_rsc=1', { rsc: '1' }, 'rsc'],
    ['GET', '/menu/rolls?sort=price', {}, 'page'],
    ['POST', '/menu/rolls', {}, 'other'],
  ])('%s %s is %s', (method, url, headers, kind) => {
    expect(kindOf(method, url, headers)).toBe(kind);
  });
});

describe('who may read the storefront’s /metrics', () => {
  it('is the machine itself, or a scraper with the token', () => {
    expect(mayReadMetrics('127.0.0.1', undefined, undefined)).toBe(true);
    expect(mayReadMetrics('10.1.2.3', undefined, undefined)).toBe(false);
    expect(mayReadMetrics('10.1.2.3', 'Bearer metrics-token-0123456789', 'metrics-token-0123456789')).toBe(
      true,
    );
    expect(mayReadMetrics('10.1.2.3', 'Bearer nope', 'metrics-token-0123456789')).toBe(false);
  });
});

describe('the access log and the request histogram, on a real server', () => {
  const lines: string[] = [];
  const observability = createObservability({ write: (line) => lines.push(line) });
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      observability.observe(req, res, '203.0.113.5');
      if (req.url?.startsWith('/slow')) {
        res.write('partial');
        return; // the client goes away before the end
      }
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' });
      res.end(`id ${req.headers['x-request-id']}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('writes one JSON line per request, with the id the request and the answer carry', async () => {
    const res = await fetch(`${base}/menu/rolls?phone=380501234567`, {
      headers: { 'x-request-id': 'edge-0000abcd' },
    });
    expect(res.headers.get('x-request-id')).toBe('edge-0000abcd');
    // what the app behind (Next, its /api rewrite) sees on the request
    expect(await res.text()).toBe('id edge-0000abcd');
    await expect.poll(() => lines.length).toBe(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      msg: 'request',
      reqId: 'edge-0000abcd',
      method: 'GET',
      path: '/menu/rolls',
      kind: 'page',
      status: 200,
      ip: '203.0.113.5',
    });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    // the query, which may hold a phone or a token, is not written
    expect(lines[0]).not.toContain('380501234567');
  });

  it('counts answers by kind and status, and a cut-off answer as 499', async () => {
    await fetch(`${base}/missing`);
    const aborting = new AbortController();
    const cut = await fetch(`${base}/slow`, { signal: aborting.signal });
    aborting.abort();
    await cut.text().catch(() => {});
    await expect.poll(() => lines.some((l) => JSON.parse(l).status === 499)).toBe(true);
    const { body, contentType } = await observability.render();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toMatch(
      /storefront_request_duration_seconds_count\{method="GET",kind="page",status_code="404"\} 1/,
    );
    expect(body).toMatch(
      /storefront_request_duration_seconds_count\{method="GET",kind="page",status_code="499"\} 1/,
    );
    expect(body).toContain('process_resident_memory_bytes');
  });
});
