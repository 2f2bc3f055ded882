import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../scripts/generate-server-error-pages.mjs';
import { brandOrigin, createSites, parseBrandDomains, resolveHost } from './brand-hosts.mjs';

/** The 24 variants of SPEC section 1, as GET /config/v1/brands lists them (the error pages' list). */
const SLUGS = VARIANTS;
const brands = SLUGS.map((slug) => ({ slug, domains: slug === 'pc-ua' ? ['pizzacorner.example'] : [] }));

const demo = createSites({ siteDomain: 'localhost', defaultBrand: 'sm-ua', configured: new Map(), brands });

describe('which brand and city a host names', () => {
  it.each(SLUGS)('serves %s at <slug>.localhost, its cities one label below', (slug) => {
    expect(resolveHost(`${slug}.localhost:3000`, demo)).toEqual({ brand: slug, city: null });
    expect(resolveHost(`kyiv.${slug}.localhost:3000`, demo)).toEqual({ brand: slug, city: 'kyiv' });
  });

  it('serves BRAND on the bare host and its cities, any case, with or without port', () => {
    expect(resolveHost('localhost:3000', demo)).toEqual({ brand: 'sm-ua', city: null });
    expect(resolveHost('Kyiv.LocalHost', demo)).toEqual({ brand: 'sm-ua', city: 'kyiv' });
    expect(resolveHost('lviv.localhost.:3000', demo)).toEqual({ brand: 'sm-ua', city: 'lviv' });
  });

  it('serves a brand’s own domain from the back office, and its cities', () => {
    expect(resolveHost('pizzacorner.example', demo)).toEqual({ brand: 'pc-ua', city: null });
    expect(resolveHost('odesa.pizzacorner.example:443', demo)).toEqual({ brand: 'pc-ua', city: 'odesa' });
  });

  it('lets the BRAND_DOMAINS setting map real domains, before the back office’s', () => {
    const configured = parseBrandDomains(
      'sushimoon.example=sm-ua, pizzacorner.example=dp-ua,wokstreet.ae=ws-ae',
    );
    const live = createSites({ siteDomain: 'sushimoon.example', defaultBrand: 'sm-ua', configured, brands });
    expect(resolveHost('kyiv.sushimoon.example', live)).toEqual({ brand: 'sm-ua', city: 'kyiv' });
    expect(resolveHost('wokstreet.ae', live)).toEqual({ brand: 'ws-ae', city: null });
    expect(resolveHost('dubai.wokstreet.ae', live)).toEqual({ brand: 'ws-ae', city: 'dubai' });
    expect(resolveHost('pizzacorner.example', live)).toEqual({ brand: 'dp-ua', city: null });
  });

  it('answers an unknown brand under the site’s domain with nothing (404), any other host as BRAND', () => {
    expect(resolveHost('kyiv.xx-yy.localhost', demo)).toBeNull();
    expect(resolveHost('a.b.c.localhost', demo)).toBeNull();
    expect(resolveHost('kyiv.not_a_label.localhost', demo)).toBeNull();
    // a made-up brand-like label is a city of BRAND, which the city check then sends home
    expect(resolveHost('xx-yy.localhost', demo)).toEqual({ brand: 'sm-ua', city: 'xx-yy' });
    expect(resolveHost('127.0.0.1:3000', demo)).toEqual({ brand: 'sm-ua', city: null });
    expect(resolveHost('[::1]:3000', demo)).toEqual({ brand: 'sm-ua', city: null });
    expect(resolveHost('elsewhere.example', demo)).toEqual({ brand: 'sm-ua', city: null });
    expect(resolveHost(undefined, demo)).toEqual({ brand: 'sm-ua', city: null });
  });

  it('before the brand list arrives, takes any brand-shaped label for a brand', () => {
    const early = createSites({
      siteDomain: 'localhost',
      defaultBrand: 'sm-ua',
      configured: new Map(),
      brands: [],
    });
    expect(resolveHost('kyiv.pc-ua.localhost', early)).toEqual({ brand: 'pc-ua', city: 'kyiv' });
    expect(resolveHost('kyiv.localhost', early)).toEqual({ brand: 'sm-ua', city: 'kyiv' });
  });

  it('refuses a malformed BRAND_DOMAINS entry, naming it', () => {
    expect(() => parseBrandDomains('sushimoon.example')).toThrow(
      /"sushimoon.example" is not domain=brand-slug/,
    );
    expect(() => parseBrandDomains('https://x.example=sm-ua')).toThrow(/is not domain=brand-slug/);
    expect(() => parseBrandDomains('x.example=SM UA')).toThrow(/is not domain=brand-slug/);
    expect(() => parseBrandDomains('x.example=sm-ua,x.example=pc-ua')).toThrow(/x.example is named twice/);
    expect(parseBrandDomains('')).toEqual(new Map());
  });
});

describe('a brand’s public origin', () => {
  it('is its first domain, else <slug>.<site>, else (BRAND) the site', () => {
    expect(brandOrigin('sm-ua', demo, 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(brandOrigin('ws-ua', demo, 'http://localhost:3000')).toBe('http://ws-ua.localhost:3000');
    expect(brandOrigin('pc-ua', demo, 'https://localhost:3000')).toBe('https://pizzacorner.example');
  });
});
