/**
 * The HTTP client's limits (SPEC section 7) against a real HTTP server on this machine: a chain of
 * redirects, answers of a given size with and without a declared length.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpLimitError,
  MAX_CONTENT_BYTES,
  MAX_REDIRECTS,
  fetchFollowingRedirects,
  readTextWithin,
} from './http-limits';

let server: http.Server;
let base = '';
const seen: Array<{ method: string; url: string; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      seen.push({ method: req.method!, url: url.pathname, body });
      // /hops/N/STATUS redirects N more times with STATUS, then answers
      const hop = /^\/hops\/(\d+)\/(\d+)$/.exec(url.pathname);
      if (hop) {
        const left = Number(hop[1]);
        if (left === 0) return res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return res.writeHead(Number(hop[2]), { location: `/hops/${left - 1}/${hop[2]}` }).end();
      }
      if (url.pathname === '/to-ftp') return res.writeHead(302, { location: 'ftp://example.com/x' }).end();
      // /bytes/N streams N bytes with no declared length
      const bytes = /^\/bytes\/(\d+)$/.exec(url.pathname);
      if (bytes) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        let left = Number(bytes[1]);
        const write = () => {
          while (left > 0) {
            const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
            left -= part.length;
            if (!res.write(part)) return res.once('drain', write);
          }
          res.end();
        };
        res.on('error', () => {});
        return write();
      }
      if (url.pathname === '/declared-huge') {
        res.writeHead(200, { 'content-length': String(MAX_CONTENT_BYTES + 1) });
        return res.write('a'); // and never the rest: the client must not wait for it
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpLimitError);
  return (err as HttpLimitError).code;
};

describe('the HTTP client follows at most five redirects', () => {
  it('follows five', async () => {
    expect(MAX_REDIRECTS).toBe(5);
    const res = await fetchFollowingRedirects(`${base}/hops/5/302`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('refuses a sixth', async () => {
    expect(await refusal(fetchFollowingRedirects(`${base}/hops/6/302`, {}))).toBe('TOO_MANY_REDIRECTS');
    expect(await refusal(fetchFollowingRedirects(`${base}/hops/6/308`, {}))).toBe('TOO_MANY_REDIRECTS');
  });

  it('keeps a POST through 307 and 308 and turns it into a GET through 302 and 303', async () => {
    for (const [status, method, body] of [
      [307, 'POST', '{"a":1}'],
      [308, 'POST', '{"a":1}'],
      [302, 'GET', ''],
      [303, 'GET', ''],
    ] as const) {
      seen.length = 0;
      const res = await fetchFollowingRedirects(`${base}/hops/1/${status}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      expect(res.status).toBe(200);
      expect(seen.at(-1), String(status)).toEqual({ method, url: '/hops/0/' + status, body });
    }
  });

  it('goes to http(s) addresses only', async () => {
    expect(await refusal(fetchFollowingRedirects(`${base}/to-ftp`, {}))).toBe('BAD_REDIRECT');
  });
});

describe('the HTTP client reads at most 50 MB', () => {
  it('reads an answer of exactly 50 MB', async () => {
    const text = await readTextWithin(await fetch(`${base}/bytes/${MAX_CONTENT_BYTES}`));
    expect(text.length).toBe(MAX_CONTENT_BYTES);
  });

  it('stops reading past 50 MB', async () => {
    expect(await refusal(readTextWithin(await fetch(`${base}/bytes/${MAX_CONTENT_BYTES + 1}`)))).toBe(
      'CONTENT_TOO_LARGE',
    );
  });

  it('refuses a declared length over 50 MB before reading it', async () => {
    expect(await refusal(readTextWithin(await fetch(`${base}/declared-huge`)))).toBe('CONTENT_TOO_LARGE');
  });
});
