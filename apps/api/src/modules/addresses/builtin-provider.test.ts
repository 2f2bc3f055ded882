import { describe, expect, it } from 'vitest';
import { DEMO_GEOGRAPHY, zoneRing } from '../../db/seed/geography.js';
import { isPointInPolygon } from '../delivery-zones/index.js';
import type { AddressCity } from './address-provider.js';
import { BuiltinAddressProvider, distanceKm, housePosition } from './builtin-provider.js';
import { STREET_CITIES } from './streets/index.js';

const kyiv: AddressCity = {
  businessRegionId: 101,
  name: 'Київ',
  names: { uk: 'Київ', ru: 'Киев', en: 'Kyiv' },
  countryCode: 'UA',
  centre: { lat: 50.4501, lng: 30.5234 },
};
const provider = new BuiltinAddressProvider();

describe('built-in address suggestions', () => {
  it('suggests streets of the city as the customer types, best match first', async () => {
    const found = await provider.suggest({ city: kyiv, query: 'хрещ', lang: 'uk', limit: 5 });
    expect(found[0]).toMatchObject({ street: 'вул. Хрещатик', house: null, city: 'Київ' });
    expect(found[0]!.label).toBe('вул. Хрещатик, Київ');
    // Ukrainian "Васильківська" is found by its Russian spelling too, and answered in Russian
    const ru = await provider.suggest({
      city: { ...kyiv, name: 'Киев' },
      query: 'васильк',
      lang: 'ru',
      limit: 5,
    });
    expect(ru.map((a) => a.street)).toEqual(['ул. Васильковская', 'ул. Большая Васильковская']);
  });

  it('places a typed house along its street, and keeps the street when the house is not on it', async () => {
    const [first] = await provider.suggest({ city: kyiv, query: 'Хрещатик 1', lang: 'uk', limit: 1 });
    const [last] = await provider.suggest({ city: kyiv, query: 'Хрещатик, 52', lang: 'uk', limit: 1 });
    expect(first).toMatchObject({ house: '1', lat: 50.4545, lng: 30.5283, label: 'вул. Хрещатик, 1, Київ' });
    expect(last).toMatchObject({ house: '52', lat: 50.442, lng: 30.5205 });
    const [beyond] = await provider.suggest({ city: kyiv, query: 'Хрещатик 400', lang: 'uk', limit: 1 });
    expect(beyond).toMatchObject({ street: 'вул. Хрещатик', house: null });
  });

  it('geocodes a street and house typed in separate fields, in any language', async () => {
    const en = await provider.geocode({
      city: { ...kyiv, name: 'Kyiv' },
      street: 'Khreshchatyk St',
      house: '22',
      lang: 'en',
    });
    expect(en).toMatchObject({ street: 'Khreshchatyk St', house: '22', label: '22 Khreshchatyk St, Kyiv' });
    const uk = await provider.geocode({ city: kyiv, street: 'вулиця Хрещатик', house: '22', lang: 'uk' });
    expect({ lat: uk?.lat, lng: uk?.lng }).toEqual({ lat: en?.lat, lng: en?.lng });
    // a house that the street does not have, or a street the city does not have: not found
    expect(await provider.geocode({ city: kyiv, street: 'Хрещатик', house: '999', lang: 'uk' })).toBeNull();
    expect(
      await provider.geocode({ city: kyiv, street: 'Дерибасівська', house: '1', lang: 'uk' }),
    ).toBeNull();
  });

  it("finds the street and house at a point (the customer's location), and none far from any street", async () => {
    // house 22 of Khreshchatyk, as the provider itself places it
    const [at22] = await provider.suggest({ city: kyiv, query: 'Хрещатик 22', lang: 'uk', limit: 1 });
    const found = await provider.reverse({ city: kyiv, lat: at22!.lat, lng: at22!.lng, lang: 'uk' });
    expect(found).toMatchObject({ street: 'вул. Хрещатик', house: '22', label: 'вул. Хрещатик, 22, Київ' });
    // a few metres off the street, in English
    const near = await provider.reverse({ city: kyiv, lat: at22!.lat + 0.0002, lng: at22!.lng, lang: 'en' });
    expect(near).toMatchObject({ street: 'Khreshchatyk St' });
    // the middle of the Dnipro, far from every street of the table
    expect(await provider.reverse({ city: kyiv, lat: 50.435, lng: 30.575, lang: 'uk' })).toBeNull();
  });

  it('knows nothing of a city it has no streets for', async () => {
    const nowhere = { ...kyiv, centre: { lat: 0, lng: 0 } };
    expect(await provider.suggest({ city: nowhere, query: 'хрещ', lang: 'uk', limit: 5 })).toEqual([]);
    expect(await provider.geocode({ city: nowhere, street: 'Хрещатик', house: '1', lang: 'uk' })).toBeNull();
    expect(await provider.reverse({ city: nowhere, lat: 0, lng: 0, lang: 'uk' })).toBeNull();
  });

  it('interpolates house positions between the ends of the street', () => {
    const street = STREET_CITIES[0]!.streets[0]!;
    expect(housePosition(street, 1)).toEqual({ lat: street.from[0], lng: street.from[1] });
    expect(housePosition(street, street.lastHouse)).toEqual({ lat: street.to[0], lng: street.to[1] });
    const middle = housePosition(street, (street.lastHouse + 1) / 2);
    expect(middle.lat).toBeCloseTo((street.from[0] + street.to[0]) / 2, 5);
  });
});

describe('the demo street tables', () => {
  const allCities = Object.values(DEMO_GEOGRAPHY).flat();

  // Dubai runs 20 km along the coast from its centre to the Marina
  it('cover every demo city, each street inside its city and named in every language', () => {
    for (const city of allCities) {
      const table = STREET_CITIES.find(
        (t) => distanceKm({ lat: city.lat, lng: city.lng }, { lat: t.centre[0], lng: t.centre[1] }) < 15,
      );
      expect(table, city.localization[0]!.name).toBeDefined();
      expect(table!.streets.length).toBeGreaterThanOrEqual(7);
      for (const s of table!.streets) {
        expect(s.names.uk && s.names.ru && s.names.en, s.names.en).toBeTruthy();
        for (const end of [s.from, s.to])
          expect(distanceKm({ lat: end[0], lng: end[1] }, { lat: city.lat, lng: city.lng })).toBeLessThan(25);
      }
      expect(new Set(table!.streets.map((s) => `${s.kind} ${s.names.uk}`)).size).toBe(table!.streets.length);
    }
  });

  it("lie mostly inside the city's seeded delivery zones (Brovary has none yet)", () => {
    for (const city of allCities) {
      const table = STREET_CITIES.find(
        (t) => distanceKm({ lat: city.lat, lng: city.lng }, { lat: t.centre[0], lng: t.centre[1] }) < 15,
      )!;
      const rings = city.outlets.flatMap((o) => [
        zoneRing(o.lat, o.lng, 3.5, o.id),
        zoneRing(o.lat, o.lng, 7.5, o.id + 1),
      ]);
      const inside = table.streets.filter((s) =>
        rings.some((ring) => isPointInPolygon(housePosition(s, Math.ceil(s.lastHouse / 2)), [ring])),
      ).length;
      if (city.outlets.length === 0) expect(inside, table.key).toBe(0);
      else expect(inside / table.streets.length, table.key).toBeGreaterThanOrEqual(0.8);
    }
  });
});
