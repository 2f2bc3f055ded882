import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, postWebhook } from './delivery-http.js';

describe('sending one webhook delivery', () => {
  let server: http.Server;
  let base: string;
  const seen: Array<{ url: string; body: string; signature: string | undefined }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url!, body, signature: req.headers['x-signature'] as string | undefined });
        if (req.url === '/moved') return res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
        if (req.url === '/broken')
          return res.writeHead(500).end(`  database\n  is   down ${'x'.repeat(500)}`);
        if (req.url === '/slow') return; // never answers
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const options = { timeoutMs: 500, allowPrivate: true };

  it('posts the body with the headers given and counts a 2xx as delivered', async () => {
    const result = await postWebhook(`${base}/in`, '{"id":1}', { 'x-signature': 'sha256=ab' }, options);
    expect(result).toEqual({ statusCode: 204, error: null });
    expect(seen.at(-1)).toEqual({ url: '/in', body: '{"id":1}', signature: 'sha256=ab' });
  });

  it('does not follow a redirect, and keeps a short, tidy piece of an error answer', async () => {
    expect(await postWebhook(`${base}/moved`, '{}', {}, options)).toEqual({
      statusCode: 302,
      error: 'HTTP 302 (a redirect, not followed)',
    });
    const broken = await postWebhook(`${base}/broken`, '{}', {}, options);
    expect(broken.statusCode).toBe(500);
    expect(broken.error).toMatch(/^HTTP 500 \(not 2xx\): database is down x+$/);
    expect(broken.error!.length).toBeLessThanOrEqual(330);
  });

  it('gives up on a receiver that does not answer in time, and on one that is not there', async () => {
    const started = Date.now();
    expect(await postWebhook(`${base}/slow`, '{}', {}, options)).toEqual({
      statusCode: null,
      error: 'no answer within 0.5 s',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    const refused = await postWebhook('http://127.0.0.1:9/', '{}', {}, options);
    expect(refused.statusCode).toBeNull();
    expect(refused.error).toMatch(/^ECONNREFUSED/);
  });

  it('refuses a private address, written out or behind a name, when they are not allowed', async () => {
    const before = seen.length;
    const literal = await postWebhook(`${base}/in`, '{}', {}, { timeoutMs: 500, allowPrivate: false });
    expect(literal).toEqual({
      statusCode: null,
      error: expect.stringMatching(/loopback, private or link-local/),
    });
    expect(seen.length).toBe(before);
  });

  it('checks what a name resolves to, on the connection that is made', async () => {
    // `localhost` resolves to a loopback address everywhere (/etc/hosts)
    const resolve = (allowPrivate: boolean) =>
      new Promise<{ err: Error | null; addresses: unknown }>((done) =>
        guardedLookup(allowPrivate)('localhost', { all: true }, (err, addresses) => done({ err, addresses })),
      );
    const refused = await resolve(false);
    expect(refused.err?.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a private address$/);
    const allowed = await resolve(true);
    expect(allowed.err).toBeNull();
    expect(allowed.addresses).toEqual(
      expect.arrayContaining([expect.objectContaining({ family: expect.any(Number) })]),
    );
  });
});
