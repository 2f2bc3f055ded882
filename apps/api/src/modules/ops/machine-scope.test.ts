import { describe, expect, it } from 'vitest';
import { OWNER_SCOPE } from '../staff/index.js';
import {
  auditPlace,
  isMachineWithin,
  machineScopeProblem,
  mayManageMachineAccess,
  requestedMachineScope,
} from './machine-scope.js';

const networks = new Set([1, 2, 3]);
const outletNetwork = (id: number) => ({ 1001: 1, 1002: 1, 2001: 2 })[id];
const manager = { all: false, retailNetworkIds: [1], outletIds: [] };

describe('who hands out machine access', () => {
  it('lets owners and brand managers, not outlet staff nor API keys', () => {
    expect(mayManageMachineAccess({ kind: 'staff', role: 'OWNER' })).toBe(true);
    expect(mayManageMachineAccess({ kind: 'staff', role: 'BRAND_MANAGER' })).toBe(true);
    expect(mayManageMachineAccess({ kind: 'staff', role: 'OUTLET_STAFF' })).toBe(false);
    expect(mayManageMachineAccess({ kind: 'apiKey', role: null })).toBe(false);
  });
});

describe('the scope of a key or webhook', () => {
  it('takes brands, outlets or both', () => {
    for (const wanted of [
      { isOwnerScope: false, retailNetworkIds: [1], outletIds: [] },
      { isOwnerScope: false, retailNetworkIds: [], outletIds: [1001, 2001] },
      { isOwnerScope: false, retailNetworkIds: [2], outletIds: [1002] },
      { isOwnerScope: true, retailNetworkIds: [], outletIds: [] },
    ])
      expect(machineScopeProblem(wanted, networks, outletNetwork)).toBeNull();
  });

  it('refuses an empty scope, unknown brands and outlets, and lists beside the owner scope', () => {
    expect(
      machineScopeProblem(
        { isOwnerScope: false, retailNetworkIds: [], outletIds: [] },
        networks,
        outletNetwork,
      ),
    ).toMatch(/Choose the brands/);
    expect(
      machineScopeProblem(
        { isOwnerScope: false, retailNetworkIds: [9], outletIds: [] },
        networks,
        outletNetwork,
      ),
    ).toBe('Unknown brand (retail network) 9');
    expect(
      machineScopeProblem(
        { isOwnerScope: false, retailNetworkIds: [], outletIds: [5] },
        networks,
        outletNetwork,
      ),
    ).toBe('Unknown outlet 5');
    expect(
      machineScopeProblem(
        { isOwnerScope: true, retailNetworkIds: [1], outletIds: [] },
        networks,
        outletNetwork,
      ),
    ).toMatch(/give no retailNetworkIds/);
  });

  it('is inside a brand manager only when every brand and outlet is theirs', () => {
    expect(
      isMachineWithin(
        { isOwnerScope: false, retailNetworkIds: [1], outletIds: [1002] },
        manager,
        outletNetwork,
      ),
    ).toBe(true);
    expect(
      isMachineWithin(
        { isOwnerScope: false, retailNetworkIds: [], outletIds: [2001] },
        manager,
        outletNetwork,
      ),
    ).toBe(false);
    expect(
      isMachineWithin(
        { isOwnerScope: false, retailNetworkIds: [1, 2], outletIds: [] },
        manager,
        outletNetwork,
      ),
    ).toBe(false);
    expect(
      isMachineWithin({ isOwnerScope: true, retailNetworkIds: [], outletIds: [] }, manager, outletNetwork),
    ).toBe(false);
    expect(
      isMachineWithin(
        { isOwnerScope: true, retailNetworkIds: [], outletIds: [] },
        OWNER_SCOPE,
        outletNetwork,
      ),
    ).toBe(true);
  });

  it('reads a requested scope with its ids sorted, once each, and no owner scope unless asked', () => {
    expect(requestedMachineScope({ retailNetworkIds: [3, 1, 3], outletIds: [2001, 1001] })).toEqual({
      isOwnerScope: false,
      retailNetworkIds: [1, 3],
      outletIds: [1001, 2001],
    });
    expect(requestedMachineScope({ isOwnerScope: true })).toEqual({
      isOwnerScope: true,
      retailNetworkIds: [],
      outletIds: [],
    });
  });
});

describe('where an audit entry about a scope belongs', () => {
  it('is the brand or the outlet when the scope is exactly one, else nowhere in particular', () => {
    expect(auditPlace({ isOwnerScope: false, retailNetworkIds: [2], outletIds: [] }, outletNetwork)).toEqual({
      retailNetworkId: 2,
      outletId: null,
    });
    expect(
      auditPlace({ isOwnerScope: false, retailNetworkIds: [], outletIds: [1002] }, outletNetwork),
    ).toEqual({
      retailNetworkId: 1,
      outletId: 1002,
    });
    expect(
      auditPlace({ isOwnerScope: false, retailNetworkIds: [1, 2], outletIds: [] }, outletNetwork),
    ).toEqual({
      retailNetworkId: null,
      outletId: null,
    });
    expect(auditPlace({ isOwnerScope: true, retailNetworkIds: [], outletIds: [] }, outletNetwork)).toEqual({
      retailNetworkId: null,
      outletId: null,
    });
  });
});
