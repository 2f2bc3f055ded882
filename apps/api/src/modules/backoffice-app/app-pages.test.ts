import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, BACKOFFICE_POLICY, backofficePolicy, tileSource } from './app-pages.js';

const APP_SRC = path.resolve(import.meta.dirname, '../../../../backoffice/src');
const routePaths = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/<Route path="([^"]+)"( nest)?>/g)].map((m) => ({
    path: m[1]!,
    nest: Boolean(m[2]),
  }));
const served = (url: string) =>
  APP_PATHS.some((pattern) => {
    const want = pattern.split('/');
    const got = url.split('/');
    return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
  });

describe('the app’s pages', () => {
  it('are each answered with the app, so a deep link or a reload opens them', () => {
    const top = routePaths(path.join(APP_SRC, 'app/AppRoutes.tsx'));
    const urls = top.map((r) => (r.path === '/' ? '/admin' : `/admin${r.path}`));
    // a feature's own routes (features/<area>/) sit under its area's nested route
    for (const area of readdirSync(path.join(APP_SRC, 'features'))) {
      const dir = path.join(APP_SRC, 'features', area);
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
        const nested = routePaths(path.join(dir, file));
        if (!nested.length) continue;
        expect(top).toContainEqual({ path: `/${area}`, nest: true });
        urls.push(...nested.map((r) => `/admin/${area}${r.path}`));
      }
    }
    expect(urls).toContain('/admin/menu/products/new');
    expect(urls.filter((url) => !served(url))).toEqual([]);
  });
});

describe('the back office page policy', () => {
  it('allows the zone editor’s map tiles as pictures only, OpenStreetMap’s by default', () => {
    expect(BACKOFFICE_POLICY).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    const policy = backofficePolicy('https://{s}.tiles.example/{z}/{x}/{y}.png?key=1');
    expect(policy).toContain("img-src 'self' data: https://*.tiles.example;");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("script-src 'self';");
  });

  it('leaves out a tile address that is not a plain host', () => {
    expect(tileSource('https://tiles.example;script-src *;/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource('ftp://tiles.example/{z}')).toBeNull();
  });
});
