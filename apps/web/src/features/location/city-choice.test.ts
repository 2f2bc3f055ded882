import { describe, expect, it } from 'vitest';
import { cityCookieDomain, cityRedirect } from './city-choice';

const base = { citySlugs: ['kyiv', 'lviv', 'odesa'], defaultCity: 'kyiv', stored: null, requested: null };

describe('the bare host sends the visitor to a city', () => {
  it('a choice is stored and reached by a 301 with ip_redirected=1, the rest of the query kept', () => {
    const r = cityRedirect({
      ...base,
      stored: 'odesa',
      requested: 'lviv',
      search: '?city=lviv&set_cart=%5B%5D&utm_source=x',
    });
    expect(r).toEqual({
      city: 'lviv',
      status: 301,
      storeCity: true,
      search: '?set_cart=%5B%5D&utm_source=x&ip_redirected=1',
    });
  });

  it('without a choice: the stored city, by a temporary redirect, nothing stored', () => {
    expect(cityRedirect({ ...base, stored: 'odesa', search: '?utm_source=x' })).toEqual({
      city: 'odesa',
      status: 307,
      storeCity: false,
      search: '?utm_source=x',
    });
  });

  it('without a choice or a stored city: the default city', () => {
    expect(cityRedirect({ ...base, search: '' })).toMatchObject({ city: 'kyiv', status: 307, search: '' });
  });

  it('an unknown chosen or stored slug is ignored, never an error', () => {
    expect(
      cityRedirect({ ...base, requested: 'atlantis', stored: 'lviv', search: '?city=atlantis' }),
    ).toEqual({
      city: 'lviv',
      status: 307,
      storeCity: false,
      search: '',
    });
    expect(cityRedirect({ ...base, stored: 'atlantis', search: '' }).city).toBe('kyiv');
    expect(cityRedirect({ ...base, requested: '', stored: '../x', search: '?city=' }).city).toBe('kyiv');
  });

  it('slugs are matched whatever their case', () => {
    expect(cityRedirect({ ...base, requested: 'LVIV', search: '?city=LVIV' })).toMatchObject({
      city: 'lviv',
      status: 301,
    });
  });
});

describe('the city cookie domain', () => {
  it('covers a real domain and its city subdomains', () => {
    expect(cityCookieDomain('example.com')).toBe('example.com');
    expect(cityCookieDomain('shop.example.co.uk')).toBe('shop.example.co.uk');
  });

  it('stays host-only where browsers refuse a Domain: localhost and IP addresses', () => {
    expect(cityCookieDomain('localhost')).toBeUndefined();
    expect(cityCookieDomain('127.0.0.1')).toBeUndefined();
    expect(cityCookieDomain('::1')).toBeUndefined();
  });
});
