import { describe, expect, it } from 'vitest';
import { isInternalHeader, pagePolicy, sourceOfUrlTemplate, workerPolicy } from './security-headers.mjs';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('the storefront page policy', () => {
  const policy = pagePolicy({
    PUBLIC_API_URL: 'https://api.shop.example/',
    MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
  })('AAECAwQFBgcICQoLDA0ODw==');

  it('lets only this answer’s nonce and the scripts they add run, and nothing frame the page', () => {
    expect(directive(policy, 'script-src')!.slice(0, 2)).toEqual([
      "'nonce-AAECAwQFBgcICQoLDA0ODw=='",
      "'strict-dynamic'",
    ]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });

  it('lets the page register its own service worker and read its own manifest, no one else’s', () => {
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'manifest-src')).toEqual(["'self'"]);
  });

  it('allows the pictures of the API, the map tiles and the features that call out', () => {
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://api.shop.example',
        'https://*.tiles.example',
      ]),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.google.com/recaptcha/']),
    );
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/']),
    );
  });

  it('defaults to the addresses the API and the map use by default', () => {
    const fallback = pagePolicy({ API_PORT: '4300' })('AAECAwQFBgcICQoLDA0ODw==');
    expect(directive(fallback, 'img-src')).toEqual(
      expect.arrayContaining(['http://localhost:4300', 'https://tile.openstreetmap.org']),
    );
  });

  it('reads a source from an address template, or nothing from what is not one', () => {
    expect(sourceOfUrlTemplate('http://localhost:4000')).toBe('http://localhost:4000');
    expect(sourceOfUrlTemplate('HTTPS://{s}.Tile.example/{z}')).toBe('https://*.tile.example');
    expect(sourceOfUrlTemplate("https://x.example'; script-src *")).toBeNull();
    expect(sourceOfUrlTemplate('javascript:alert(1)')).toBeNull();
    expect(sourceOfUrlTemplate(undefined)).toBeNull();
  });

  it('names the headers that would tell a visitor about the servers behind', () => {
    expect(isInternalHeader('x-middleware-rewrite')).toBe(true);
    expect(isInternalHeader('x-powered-by')).toBe(true);
    expect(isInternalHeader('x-nextjs-stale-time')).toBe(false);
    expect(isInternalHeader('content-type')).toBe(false);
  });
});

describe('the service worker policy', () => {
  it('runs only its own script and fetches the pages and the pictures it keeps for the offline menu', () => {
    const policy = workerPolicy({ PUBLIC_API_URL: 'http://localhost:4321' });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https:', 'http://localhost:4321']),
    );
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https:', 'http://localhost:4321']);
  });
});
