import { describe, expect, it } from 'vitest';
import { placesInScope, type PlaceRows } from './places.js';
import { OWNER_SCOPE } from './scope.js';

const city = (id: number, rn: number, uk: string, en: string) => ({
  id,
  retailNetworkId: rn,
  name: uk,
  localization: [
    { language: 'uk', name: uk, seo: { nominativeCase: uk, prepositionalCase: uk } },
    { language: 'en', name: en, seo: { nominativeCase: en, prepositionalCase: en } },
  ],
});
const outlet = (id: number, rn: number, br: number, uk: string, en?: string) => ({
  id,
  retailNetworkId: rn,
  businessRegionId: br,
  name: (en ? { uk, en } : { uk }) as Record<string, string>,
  timeZone: 'Europe/Kyiv',
  isActive: true,
});
const rows: PlaceRows = {
  networks: [
    { id: 1, name: 'Sushi Moon', currencyCode: 'UAH' },
    { id: 2, name: 'Pizza Corner', currencyCode: 'UAH' },
  ],
  cities: [city(101, 1, 'Київ', 'Kyiv'), city(102, 1, 'Львів', 'Lviv'), city(201, 2, 'Київ', 'Kyiv')],
  outlets: [
    outlet(1001, 1, 101, 'На Хрещатику', 'Khreshchatyk'),
    outlet(1011, 1, 102, 'На Площі Ринок'),
    outlet(2001, 2, 201, 'Піца на Подолі', 'Pizza Podil'),
  ],
};

describe('placesInScope', () => {
  it('shows an owner every brand, city and outlet', () => {
    const places = placesInScope(OWNER_SCOPE, 'uk', rows);
    expect(places.brands.map((b) => b.retailNetworkId)).toEqual([1, 2]);
    expect(places.cities).toHaveLength(3);
    expect(places.outlets.map((o) => o.id)).toEqual([1001, 1011, 2001]);
  });

  it('shows a brand manager their brand only, in their language, falling back to Ukrainian', () => {
    const places = placesInScope({ all: false, retailNetworkIds: [1], outletIds: [] }, 'en', rows);
    expect(places.brands).toEqual([{ retailNetworkId: 1, name: 'Sushi Moon', currencyCode: 'UAH' }]);
    expect(places.cities.map((c) => c.name)).toEqual(['Kyiv', 'Lviv']);
    expect(places.outlets.map((o) => o.name)).toEqual(['Khreshchatyk', 'На Площі Ринок']);
  });

  it('shows outlet staff their outlet with its brand and city, and nothing else', () => {
    const places = placesInScope({ all: false, retailNetworkIds: [], outletIds: [1001] }, 'uk', rows);
    expect(places.brands.map((b) => b.retailNetworkId)).toEqual([1]);
    expect(places.cities.map((c) => c.id)).toEqual([101]);
    expect(places.outlets.map((o) => o.id)).toEqual([1001]);
  });
});
