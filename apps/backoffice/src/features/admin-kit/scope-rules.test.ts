import { describe, expect, it } from 'vitest';
import type { Places } from '../../api/types';
import { groupOutlets, isScopeEmpty, machineScopeBody, scopeNames, toggleId } from './scope-rules';

const places: Places = {
  brands: [
    { retailNetworkId: 1, name: 'Sushi Moon', currencyCode: 'UAH' },
    { retailNetworkId: 2, name: 'Pizza Corner', currencyCode: 'UAH' },
  ],
  cities: [
    { id: 101, retailNetworkId: 1, name: 'Kyiv' },
    { id: 102, retailNetworkId: 1, name: 'Lviv' },
    { id: 103, retailNetworkId: 1, name: 'Odesa' },
    { id: 201, retailNetworkId: 2, name: 'Kyiv' },
  ],
  outlets: [
    {
      id: 1001,
      retailNetworkId: 1,
      businessRegionId: 101,
      name: 'Khreshchatyk',
      timeZone: 'Europe/Kyiv',
      isActive: true,
    },
    {
      id: 1002,
      retailNetworkId: 1,
      businessRegionId: 101,
      name: 'Obolon',
      timeZone: 'Europe/Kyiv',
      isActive: true,
    },
    {
      id: 1011,
      retailNetworkId: 1,
      businessRegionId: 102,
      name: 'Rynok',
      timeZone: 'Europe/Kyiv',
      isActive: true,
    },
    {
      id: 2001,
      retailNetworkId: 2,
      businessRegionId: 201,
      name: 'Pizza Podil',
      timeZone: 'Europe/Kyiv',
      isActive: true,
    },
  ],
};

describe('toggleId', () => {
  it('adds once, removes, and keeps the ids sorted', () => {
    expect(toggleId([3, 1], 2, true)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
    expect(toggleId([], 5, false)).toEqual([]);
  });
});

describe('groupOutlets', () => {
  it('groups outlets by brand and city and leaves out cities without outlets', () => {
    const groups = groupOutlets(places);
    expect(groups.map((g) => g.brandName)).toEqual(['Sushi Moon', 'Pizza Corner']);
    expect(groups[0]!.cities.map((c) => [c.name, c.outlets.map((o) => o.id)])).toEqual([
      ['Kyiv', [1001, 1002]],
      ['Lviv', [1011]],
    ]);
    expect(groups[1]!.cities[0]!.outlets.map((o) => o.name)).toEqual(['Pizza Podil']);
  });
});

describe('machineScopeBody', () => {
  it('sends nothing but the flag for everything', () => {
    expect(
      machineScopeBody({ isEverything: true, retailNetworkIds: [1], outletIds: [2001] }, places),
    ).toEqual({
      isOwnerScope: true,
      retailNetworkIds: [],
      outletIds: [],
    });
  });

  it('drops outlets that a whole brand already covers', () => {
    expect(
      machineScopeBody({ isEverything: false, retailNetworkIds: [1], outletIds: [1001, 2001] }, places),
    ).toEqual({ isOwnerScope: false, retailNetworkIds: [1], outletIds: [2001] });
  });

  it('knows an empty pick', () => {
    expect(isScopeEmpty({ isEverything: false, retailNetworkIds: [], outletIds: [] })).toBe(true);
    expect(isScopeEmpty({ isEverything: true, retailNetworkIds: [], outletIds: [] })).toBe(false);
    expect(isScopeEmpty({ isEverything: false, retailNetworkIds: [], outletIds: [1001] })).toBe(false);
  });
});

describe('scopeNames', () => {
  it('names everything, brands and outlets, and shows unknown ids by number', () => {
    expect(scopeNames({ isOwnerScope: true, retailNetworkIds: [], outletIds: [] }, places)).toEqual({
      isEverything: true,
    });
    expect(scopeNames({ retailNetworkIds: [2, 9], outletIds: [1011] }, places)).toEqual({
      isEverything: false,
      brands: ['Pizza Corner', '#9'],
      outlets: ['Rynok'],
    });
  });
});
