import { describe, expect, it } from 'vitest';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import {
  accountRedirects,
  cityOrigin,
  isBotUserAgent,
  languageRedirects,
  pageRewrites,
  type RedirectRule,
} from './host-routing';

describe('city origins', () => {
  it('builds a city origin from a brand’s public address', () => {
    expect(cityOrigin('http://localhost:3000', 'lviv')).toBe('http://lviv.localhost:3000');
    expect(cityOrigin('http://pc-ua.localhost:3000', 'lviv')).toBe('http://lviv.pc-ua.localhost:3000');
    expect(cityOrigin('https://example.com/', 'odesa')).toBe('https://odesa.example.com');
  });
});

describe('crawlers', () => {
  it('knows search engines and link previews', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
      'WhatsApp/2.23',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
    ])
      expect(isBotUserAgent(ua), ua).toBe(true);
  });

  it('leaves people and Lighthouse alone', () => {
    for (const ua of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
      '',
    ])
      expect(isBotUserAgent(ua), ua).toBe(false);
    expect(isBotUserAgent(null)).toBe(false);
  });
});

describe('page rewrites', () => {
  const rules = pageRewrites();

  /** Where Next's rewrites send a request (its own matchers), with the headers server.mjs set. */
  function rewriteOf(path: string, headers: Record<string, string>): string | null {
    let url = path;
    let matched = false;
    for (const rule of rules) {
      const params = getPathMatch(rule.source, { removeUnnamedParams: true })(url);
      if (!params) continue;
      const req = { headers, cookies: {} } as unknown as Parameters<typeof matchHas>[0];
      const has = matchHas(req, {}, rule.has as never, rule.missing as never);
      if (!has) continue;
      const { newUrl } = prepareDestination({
        appendParamsToQuery: false,
        destination: rule.destination,
        params: { ...params, ...has },
        query: {},
      });
      url = newUrl;
      matched = true;
    }
    return matched ? url : null;
  }

  it('puts the brand and city server.mjs read from the host into the page path', () => {
    const pcKyiv = {
      'x-storefront-brand': 'pc-ua',
      'x-storefront-city': 'kyiv',
      'user-agent': 'Mozilla/5.0',
    };
    expect(rewriteOf('/', pcKyiv)).toBe('/kyiv~pc-ua/uk/');
    expect(rewriteOf('/menu/pizza', pcKyiv)).toBe('/kyiv~pc-ua/uk/menu/pizza');
    expect(rewriteOf('/ru/menu/pizza', pcKyiv)).toBe('/kyiv~pc-ua/ru/menu/pizza');
    expect(rewriteOf('/sitemap.xml', pcKyiv)).toBe('/kyiv~pc-ua/sitemap.xml');
    const dzidzio = {
      'x-storefront-brand': 'dp-ua-dzidzio',
      'x-storefront-city': 'lviv',
      'user-agent': 'Googlebot/2.1',
    };
    expect(rewriteOf('/en/promotions', dzidzio)).toBe('/lviv~dp-ua-dzidzio~bot/en/promotions');
    // a brand's bare host: to the city chooser's redirect
    expect(rewriteOf('/menu/pizza', { 'x-storefront-brand': 'pc-ua' })).toBe('/to-city/menu/pizza');
    expect(rewriteOf('/_next/static/x.js', pcKyiv)).toBeNull();
  });

  it('never lets a rule rewrite the output of an earlier one', () => {
    // Next applies rules in order to the result of the previous: people's rules must skip
    // crawlers, and no unprefixed rule may see a path another rule produced
    for (const rule of rules.filter((r) => r.destination.startsWith('/:city~:brand/')))
      expect(rule.missing?.some((m) => m.key === 'user-agent') || rule.source.includes('sitemap')).toBe(true);
    const unprefixed = rules.find((r) => r.destination === '/:city~:brand/uk/:rest')!;
    const lookahead = /\(\?!(.*)\)\.\*\)$/.exec(unprefixed.source)![1];
    const skips = new RegExp(`^(?:${lookahead})`);
    for (const path of [
      'ru/menu',
      'en',
      '_next/static/x.js',
      'api/catalog/v1',
      'sitemap.xml',
      'locales/uk/common.json',
    ])
      expect(skips.test(path), path).toBe(true);
    for (const path of ['', 'menu/sets', 'rules', 'english', 'product/philadelphia'])
      expect(skips.test(path), path).toBe(false);
  });
});

describe('redirects', () => {
  const rules: RedirectRule[] = [...languageRedirects(), ...accountRedirects()];

  /** Where Next's redirects send a path (its own matcher: first matching rule wins). */
  function redirectOf(path: string): { to: string; permanent: boolean } | null {
    for (const rule of rules) {
      const params = getPathMatch(rule.source, { removeUnnamedParams: true })(path);
      if (!params) continue;
      const { newUrl } = prepareDestination({
        appendParamsToQuery: false,
        destination: rule.destination,
        params,
        query: {},
      });
      return { to: newUrl, permanent: rule.permanent };
    }
    return null;
  }

  it("opens the account's first page in the language of the address (issue 17, item 12)", () => {
    expect(redirectOf('/account')).toEqual({ to: '/account/personal', permanent: false });
    expect(redirectOf('/ru/account')).toEqual({ to: '/ru/account/personal', permanent: false });
    expect(redirectOf('/en/account')).toEqual({ to: '/en/account/personal', permanent: false });
  });

  it("leaves the account's own pages and look-alike paths alone", () => {
    for (const path of [
      '/account/personal',
      '/ru/account/orders',
      '/account/orders/12',
      '/accounts',
      '/de/account',
      '/menu/account',
    ])
      expect(redirectOf(path), path).toBeNull();
  });

  it('sends the old /ua addresses to the unprefixed pages', () => {
    expect(redirectOf('/ua')).toEqual({ to: '/', permanent: true });
    expect(redirectOf('/ua/menu/sets')).toEqual({ to: '/menu/sets', permanent: true });
  });
});
