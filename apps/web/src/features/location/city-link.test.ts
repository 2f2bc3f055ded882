import { describe, expect, it } from 'vitest';
import {
  MARKETING_PARAMS,
  cityChoiceUrl,
  cityLinkParams,
  citySubdomainUrl,
  marketingOf,
  parseCarriedCart,
  readCarried,
  siteOriginFrom,
} from './city-link';

const cart = [
  { productId: 100001, count: 2 },
  { productId: 100007, count: 1 },
];
const user = { id: 'c0ffee', firstName: 'Olena', phone: '+380501112233', bonusBalance: 120 };

describe('the city link helper (SPEC section 7)', () => {
  it('carries the cart as a URL-encoded JSON list of id and count', () => {
    const url = citySubdomainUrl('http://localhost:3000', 'lviv', '/menu/rolls', { cart });
    expect(url).toBe(
      'http://lviv.localhost:3000/menu/rolls?set_cart=%5B%7B%22id%22%3A100001%2C%22count%22%3A2%7D%2C%7B%22id%22%3A100007%2C%22count%22%3A1%7D%5D',
    );
    expect(JSON.parse(new URL(url).searchParams.get('set_cart')!)).toEqual([
      { id: 100001, count: 2 },
      { id: 100007, count: 1 },
    ]);
  });

  it('carries who the customer is, without their phone or balance', () => {
    const q = cityLinkParams({ user });
    expect(JSON.parse(q.get('set_user')!)).toEqual({ id: 'c0ffee', firstName: 'Olena' });
  });

  it('sets show_cookies=0 once the cookie notice was dismissed, and nothing for an empty state', () => {
    expect(cityLinkParams({ cookiesSeen: true }).toString()).toBe('show_cookies=0');
    expect(cityLinkParams({ cart: [], user: null, cookiesSeen: false }).toString()).toBe('');
  });

  it('passes every marketing parameter on, and nothing else', () => {
    const marketing = Object.fromEntries(MARKETING_PARAMS.map((p, i) => [p, `v${i}`]));
    const q = cityLinkParams({ marketing: { ...marketing, sort: 'price', gclid: 'x' } });
    expect([...q.keys()]).toEqual([...MARKETING_PARAMS]);
    expect(q.get('SAuid')).toBe('v10');
    expect(q.get('marketing_deduplication_source')).toBe('v11');
  });

  it('the chooser goes through the bare domain with the choice', () => {
    const url = new URL(
      cityChoiceUrl('http://localhost:3000', 'odesa', '/ru/menu/sets', { cookiesSeen: true }),
    );
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/ru/menu/sets');
    expect(url.searchParams.get('city')).toBe('odesa');
    expect(url.searchParams.get('show_cookies')).toBe('0');
  });

  it("finds the site's origin from a city's page", () => {
    expect(siteOriginFrom({ protocol: 'http:', host: 'kyiv.localhost:3000' }, 'kyiv')).toBe(
      'http://localhost:3000',
    );
    expect(siteOriginFrom({ protocol: 'https:', host: 'abu-dhabi.sushi.example' }, 'abu-dhabi')).toBe(
      'https://sushi.example',
    );
    expect(siteOriginFrom({ protocol: 'https:', host: 'preview.example' }, 'kyiv')).toBe(
      'https://preview.example',
    );
  });

  it('reads marketing parameters from a query', () => {
    expect(marketingOf(new URLSearchParams('utm_source=fb&q=1&click_id=abc&uid='))).toEqual({
      utm_source: 'fb',
      click_id: 'abc',
    });
  });
});

describe('the receiving side', () => {
  it('reads back what the helper wrote and leaves the rest of the query', () => {
    const link = new URL(
      citySubdomainUrl('http://localhost:3000', 'lviv', '/', { cart, user, cookiesSeen: true }),
    );
    link.searchParams.set('ip_redirected', '1');
    link.searchParams.set('utm_source', 'newsletter');
    const got = readCarried(link.search);
    expect(got.cart).toEqual([
      { id: 100001, count: 2 },
      { id: 100007, count: 1 },
    ]);
    expect(got.user).toEqual({ id: 'c0ffee', firstName: 'Olena' });
    expect(got).toMatchObject({ hideCookies: true, ipRedirected: true, hasCarried: true });
    expect(got.remainingSearch).toBe('?utm_source=newsletter');
  });

  it('has nothing to do on an ordinary page', () => {
    expect(readCarried('?utm_source=x')).toEqual({
      cart: null,
      user: null,
      hideCookies: false,
      ipRedirected: false,
      hasCarried: false,
      remainingSearch: '?utm_source=x',
    });
  });

  it('ignores an unreadable user and cart but still cleans the address bar', () => {
    const got = readCarried('?set_user=%7Bbroken&set_cart=nope&show_cookies=1');
    expect(got).toMatchObject({
      cart: null,
      user: null,
      hideCookies: false,
      hasCarried: true,
      remainingSearch: '',
    });
  });

  it('keeps only sound cart lines: whole positive ids and counts, capped, one line per id', () => {
    expect(
      parseCarriedCart(
        JSON.stringify([
          { id: 5, count: 2 },
          { id: 5, count: 1 },
          { id: 6, count: 0 },
          { id: -1, count: 1 },
          { id: 7, count: 1.5 },
          { id: '8', count: 1 },
          null,
          { id: 9, count: 1000 },
        ]),
      ),
    ).toEqual([
      { id: 5, count: 3 },
      { id: 9, count: 99 },
    ]);
    expect(parseCarriedCart('{"id":1}')).toBeNull();
    expect(parseCarriedCart('[]')).toBeNull();
    expect(parseCarriedCart('[{"id":1,"count":0}]')).toBeNull();
    expect(parseCarriedCart(null)).toBeNull();
  });

  it('carries a line’s options: two sizes of one pizza stay two lines', () => {
    const q = cityLinkParams({
      cart: [
        { productId: 5, count: 1, options: [{ id: 31 }, { id: 12 }] },
        { productId: 5, count: 2, options: [{ id: 30 }, { id: 12 }] },
        { productId: 6, count: 1, options: [] },
      ],
    });
    expect(parseCarriedCart(q.get('set_cart'))).toEqual([
      { id: 5, count: 1, options: [12, 31] },
      { id: 5, count: 2, options: [12, 30] },
      { id: 6, count: 1 },
    ]);
  });

  it('skips a line whose options are not a list of distinct whole positive ids', () => {
    expect(
      parseCarriedCart(
        JSON.stringify([
          { id: 5, count: 1, options: [12, 12] },
          { id: 5, count: 1, options: '12' },
          { id: 5, count: 1, options: [0] },
          { id: 5, count: 1, options: Array.from({ length: 31 }, (_, i) => i + 1) },
          { id: 5, count: 1, options: [31, 12] },
          { id: 5, count: 1, options: [12, 31] },
        ]),
      ),
    ).toEqual([{ id: 5, count: 2, options: [12, 31] }]);
  });
});
