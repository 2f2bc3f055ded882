import { describe, expect, it } from 'vitest';
import { askedCity, cityPopupOutcome, shouldCheckCity } from './city-popup-rule';

const fresh = { detectByIp: true, validated: false, ipRedirected: false, isBot: false };

describe('when to ask geo by IP', () => {
  it('asks once per session for a person, when the brand detects cities by IP', () => {
    expect(shouldCheckCity(fresh)).toBe(true);
  });

  it('does not ask again once the city is validated for the session', () => {
    expect(shouldCheckCity({ ...fresh, validated: true })).toBe(false);
  });

  it('does not ask after a city choice (ip_redirected)', () => {
    expect(shouldCheckCity({ ...fresh, ipRedirected: true })).toBe(false);
  });

  it('does not ask when the brand turned detection off, nor for crawlers', () => {
    expect(shouldCheckCity({ ...fresh, detectByIp: false })).toBe(false);
    expect(shouldCheckCity({ ...fresh, isBot: true })).toBe(false);
  });
});

describe('what the detected city means', () => {
  it('shows the popup when the detected city differs from the current one', () => {
    expect(cityPopupOutcome({ businessRegionId: 102 }, 101)).toBe('ask');
  });

  it('hides it when the detected city is the current one', () => {
    expect(cityPopupOutcome({ businessRegionId: 101 }, 101)).toBe('same');
  });

  it('hides it for an address in no known network', () => {
    expect(cityPopupOutcome({ businessRegionId: null }, 101)).toBe('unknown');
  });

  it('skips it when geo by IP failed', () => {
    expect(cityPopupOutcome(null, 101)).toBe('failed');
  });
});

describe('the city the popup names (issue 17, item 18)', () => {
  const cities = [
    { id: 101, slug: 'kyiv', label: 'Київ', nominative: 'Київ', name: 'Київ' },
    { id: 102, slug: 'lviv', label: 'Львів', nominative: 'Львів', name: 'Львів' },
    { id: 107, slug: null, label: 'Ірпінь', nominative: 'Ірпінь', name: 'Ірпінь' },
  ];

  it("is the detected city, by its name in the page language, not the page's city", () => {
    expect(askedCity({ businessRegionId: 102 }, cities)).toEqual({ id: 102, slug: 'lviv', name: 'Львів' });
  });

  it('is none when the detected city is not listed or has no address to go to', () => {
    expect(askedCity({ businessRegionId: 999 }, cities)).toBeNull();
    expect(askedCity({ businessRegionId: 107 }, cities)).toBeNull();
  });
});
