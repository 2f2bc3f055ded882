import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardRequestIds, runWithRequestId } from './request-context.mjs';

/** Two real servers: the API, and another host that must never see the id. */
async function echoServer() {
  const server = http.createServer((req, res) => res.end(String(req.headers['x-request-id'] ?? '')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the page request’s id on its calls to the API (Node’s fetch)', () => {
  let api: Awaited<ReturnType<typeof echoServer>>;
  let other: Awaited<ReturnType<typeof echoServer>>;
  let stop: () => void;
  beforeAll(async () => {
    [api, other] = [await echoServer(), await echoServer()];
    stop = forwardRequestIds(`${api.url}/`);
  });
  afterAll(() => {
    stop();
    api.server.close();
    other.server.close();
  });

  const idSeenBy = async (url: string, init?: RequestInit) => (await fetch(`${url}/x`, init)).text();

  it('is added to each call a render makes to the API, each render its own', async () => {
    const [a, b] = await Promise.all([
      runWithRequestId('render-a-0001', () => idSeenBy(api.url)),
      runWithRequestId('render-b-0002', async () => {
        await new Promise((r) => setTimeout(r, 5));
        return idSeenBy(api.url, { method: 'POST', body: '{}' });
      }),
    ]);
    expect([a, b]).toEqual(['render-a-0001', 'render-b-0002']);
  });

  it('never goes to another host, nor replaces an id the call names, nor exists outside a render', async () => {
    expect(await runWithRequestId('render-c-0003', () => idSeenBy(other.url))).toBe('');
    expect(
      await runWithRequestId('render-d-0004', () =>
        idSeenBy(api.url, { headers: { 'x-request-id': 'own-0005' } }),
      ),
    ).toBe('own-0005');
    expect(await idSeenBy(api.url)).toBe('');
  });
});
