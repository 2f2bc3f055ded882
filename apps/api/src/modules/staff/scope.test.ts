import { describe, expect, it } from 'vitest';
import { OWNER_SCOPE, coversBrand, inScope, scopeOfStaff, scopeWithin } from './scope.js';

const networkOf = (id: number) => ({ 1001: 1, 1002: 1, 1011: 1, 2001: 2 })[id];

describe('scopeOfStaff', () => {
  it('gives an owner everything, a manager their brands, outlet staff their outlets', () => {
    expect(scopeOfStaff({ role: 'OWNER', retailNetworkIds: [1], outletIds: [1001] })).toBe(OWNER_SCOPE);
    expect(scopeOfStaff({ role: 'BRAND_MANAGER', retailNetworkIds: [1], outletIds: [1001] })).toEqual({
      all: false,
      retailNetworkIds: [1],
      outletIds: [],
    });
    expect(scopeOfStaff({ role: 'OUTLET_STAFF', retailNetworkIds: [1], outletIds: [1001] })).toEqual({
      all: false,
      retailNetworkIds: [],
      outletIds: [1001],
    });
  });
});

describe('inScope and coversBrand', () => {
  const manager = { all: false, retailNetworkIds: [1], outletIds: [] };
  const staff = { all: false, retailNetworkIds: [], outletIds: [1001] };

  it('sees a brand manager through their whole brand and nothing of another', () => {
    expect(inScope(manager, { retailNetworkId: 1, outletId: 1011 })).toBe(true);
    expect(inScope(manager, { retailNetworkId: 1 })).toBe(true);
    expect(inScope(manager, { retailNetworkId: 2, outletId: 2001 })).toBe(false);
  });

  it('keeps outlet staff to their outlet: not a sibling outlet, not brand-wide things', () => {
    expect(inScope(staff, { retailNetworkId: 1, outletId: 1001 })).toBe(true);
    expect(inScope(staff, { retailNetworkId: 1, outletId: 1002 })).toBe(false);
    expect(inScope(staff, { retailNetworkId: 1, outletId: null })).toBe(false);
    expect(coversBrand(staff, 1)).toBe(false);
    expect(coversBrand(manager, 1)).toBe(true);
    expect(coversBrand(OWNER_SCOPE, 3)).toBe(true);
  });
});

describe('scopeWithin', () => {
  const manager = { all: false, retailNetworkIds: [1], outletIds: [] };

  it('lets nobody hand out more than they have', () => {
    expect(
      scopeWithin({ all: false, retailNetworkIds: [], outletIds: [1001, 1011] }, manager, networkOf),
    ).toBe(true);
    expect(scopeWithin({ all: false, retailNetworkIds: [], outletIds: [2001] }, manager, networkOf)).toBe(
      false,
    );
    expect(scopeWithin({ all: false, retailNetworkIds: [1, 2], outletIds: [] }, manager, networkOf)).toBe(
      false,
    );
    expect(scopeWithin(OWNER_SCOPE, manager, networkOf)).toBe(false);
    expect(scopeWithin(OWNER_SCOPE, OWNER_SCOPE, networkOf)).toBe(true);
  });

  it('refuses an unknown outlet rather than guessing its brand', () => {
    expect(scopeWithin({ all: false, retailNetworkIds: [], outletIds: [4242] }, manager, networkOf)).toBe(
      false,
    );
  });
});
