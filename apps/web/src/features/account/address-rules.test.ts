import { describe, expect, it } from 'vitest';
import { addressLine, addressSaveDecision, compareAddresses, usableAddresses } from './address-rules';

describe('usableAddresses (SPEC section 5)', () => {
  it('drops addresses without a businessRegionId', () => {
    const kept = usableAddresses([
      { id: 'a', businessRegionId: 101, city: 'Київ', latitude: 50.4 },
      { id: 'b', city: 'Київ', latitude: 50.5 },
      { id: 'c', businessRegionId: null, city: 'Львів', latitude: 49.8 },
      { id: 'd', businessRegionId: '101', city: 'Київ', latitude: 50.1 },
      { id: 'e', businessRegionId: 0, city: 'Київ', latitude: 50.1 },
    ]);
    expect(kept.map((a) => a.id)).toEqual(['a']);
  });

  it('sorts by city name, then by latitude', () => {
    const sorted = usableAddresses([
      { id: 'lviv', businessRegionId: 102, city: 'Львів', latitude: 49.84 },
      { id: 'kyiv-north', businessRegionId: 101, city: 'Київ', latitude: 50.51 },
      { id: 'kyiv-south', businessRegionId: 101, city: 'Київ', latitude: 50.39 },
      { id: 'dnipro', businessRegionId: 104, city: 'Дніпро', latitude: 48.46 },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['dnipro', 'kyiv-south', 'kyiv-north', 'lviv']);
  });

  it('uses Ukrainian alphabetical order and puts an address without latitude last in its city', () => {
    const sorted = usableAddresses([
      { id: 'if', businessRegionId: 3, city: 'Івано-Франківськ', latitude: 48.9 },
      { id: 'zh', businessRegionId: 2, city: 'Житомир', latitude: 50.2 },
      { id: 'zh-no-lat', businessRegionId: 2, city: 'Житомир', latitude: null },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['zh', 'zh-no-lat', 'if']);
  });

  it('does not change the list it was given', () => {
    const list = [
      { businessRegionId: 1, city: 'B', latitude: 1 },
      { businessRegionId: 1, city: 'A', latitude: 1 },
    ];
    usableAddresses(list);
    expect(list[0]!.city).toBe('B');
    expect(compareAddresses(list[0]!, list[0]!)).toBe(0);
  });
});

describe('addressLine', () => {
  it('joins street, house, apartment and city', () => {
    expect(addressLine({ street: 'вул. Хрещатик', house: '22', apartment: '5', city: 'Київ' }, 'кв.')).toBe(
      'вул. Хрещатик, 22, кв. 5, Київ',
    );
    expect(addressLine({ street: 'Sheikh Zayed Road', house: '1', apartment: ' ', city: null }, 'apt')).toBe(
      'Sheikh Zayed Road, 1',
    );
  });
});

describe('saving an address the map has checked (issue 17, item 7)', () => {
  const position = { lat: 50.4471, lng: 30.522 };

  it('saves one a zone serves, with its position', () => {
    expect(addressSaveDecision({ status: 'inZone', position })).toEqual({ save: true, position });
  });

  it('never saves one outside every zone', () => {
    expect(addressSaveDecision({ status: 'outside', position })).toEqual({ save: false, problem: 'outside' });
  });

  it('offers the other city instead of saving one of another city', () => {
    const lviv = { businessRegionId: 102, name: 'Львів' };
    expect(addressSaveDecision({ status: 'otherCity', city: lviv })).toEqual({
      save: false,
      problem: 'otherCity',
      city: lviv,
    });
  });

  it('saves one the map does not know, or could not check, as typed (the API checks again)', () => {
    expect(addressSaveDecision({ status: 'notFound' })).toEqual({ save: true, position: null });
    expect(addressSaveDecision({ status: 'error' })).toEqual({ save: true, position: null });
  });
});
