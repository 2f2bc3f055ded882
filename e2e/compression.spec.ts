import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** Node does not resolve *.localhost: ask 127.0.0.1 and name the city's host. */
function get(request: APIRequestContext, baseURL: string, path: string, acceptEncoding?: string) {
  const { host, port } = new URL(baseURL);
  return request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

/**
 * apps/web/server.mjs: browsers that take Brotli get it for pages and the build's scripts (on a
 * menu page, a fifth fewer HTML and a seventh fewer script bytes than gzip); others get gzip or
 * nothing.
 */
test.describe('compression', () => {
  // the answers do not depend on the screen: once is enough
  test.skip(({ isMobile }) => isMobile, 'desktop project only');

  test('a page comes as Brotli, gzip or plain, as the client asks', async ({ request, baseURL }) => {
    for (const [asked, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get(request, baseURL!, '/menu/philadelphia', asked);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe(expected);
      expect(await res.text()).toContain('Філадельфія');
    }
  });

  test('the build scripts come as Brotli with their year-long cache, and read the same', async ({
    request,
    baseURL,
  }) => {
    const html = await (await get(request, baseURL!, '/menu/philadelphia')).text();
    const script = html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const brotli = await get(request, baseURL!, script!, 'br');
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['vary']).toMatch(/Accept-Encoding/i);
    const plain = await get(request, baseURL!, script!, 'identity');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await brotli.body()).equals(await plain.body())).toBe(true);
  });

  test('every script a page starts with carries the compile hint that moves its compiling off the main thread', async ({
    request,
    baseURL,
  }) => {
    // apps/web/scripts/compile-hints.mjs, run by the storefront's build
    const html = await (await get(request, baseURL!, '/')).text();
    // every script the page names (they start after the first paint, from an inline script), but
    // the legacy browsers' polyfills (`noModule`), which a browser that reads the hint never runs
    const legacy = new Set(
      [...html.matchAll(/<script\b[^>]*\bnomodule\b[^>]*>/gi)].map(
        ([tag]) => tag.match(/src="([^"]+)"/)?.[1],
      ),
    );
    const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))].filter(
      (s) => !legacy.has(s),
    );
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const text = await (await get(request, baseURL!, script)).text();
      expect(text.split('\n')[0], script).toBe('//# allFunctionsCalledOnLoad');
    }
  });
});
