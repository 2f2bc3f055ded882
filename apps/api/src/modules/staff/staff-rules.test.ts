import { describe, expect, it } from 'vitest';
import { OWNER_SCOPE } from './scope.js';
import { canManage, mayManageStaff, normalizeIds, scopeProblem } from './staff-rules.js';

// demo ids: brand 1 has outlets 1001-1003 and 1011, brand 2 has outlet 2001
const networkOf = (id: number) => ({ 1001: 1, 1002: 1, 1003: 1, 1011: 1, 2001: 2 })[id];
const owner = { role: 'OWNER' as const, scope: OWNER_SCOPE };
const manager1 = {
  role: 'BRAND_MANAGER' as const,
  scope: { all: false, retailNetworkIds: [1], outletIds: [] },
};
const staff1001 = {
  role: 'OUTLET_STAFF' as const,
  scope: { all: false, retailNetworkIds: [], outletIds: [1001] },
};

describe('canManage', () => {
  it('lets an owner manage anyone, owners included', () => {
    expect(canManage(owner, { role: 'OWNER', retailNetworkIds: [], outletIds: [] }, networkOf)).toBe(true);
    expect(
      canManage(owner, { role: 'OUTLET_STAFF', retailNetworkIds: [], outletIds: [2001] }, networkOf),
    ).toBe(true);
  });

  it('lets a brand manager manage managers and outlet staff inside their brands only', () => {
    expect(
      canManage(manager1, { role: 'BRAND_MANAGER', retailNetworkIds: [1], outletIds: [] }, networkOf),
    ).toBe(true);
    expect(
      canManage(manager1, { role: 'OUTLET_STAFF', retailNetworkIds: [], outletIds: [1001, 1011] }, networkOf),
    ).toBe(true);
    // a manager of brands 1 and 2 reaches beyond brand 1
    expect(
      canManage(manager1, { role: 'BRAND_MANAGER', retailNetworkIds: [1, 2], outletIds: [] }, networkOf),
    ).toBe(false);
    expect(
      canManage(manager1, { role: 'OUTLET_STAFF', retailNetworkIds: [], outletIds: [1001, 2001] }, networkOf),
    ).toBe(false);
    expect(canManage(manager1, { role: 'OWNER', retailNetworkIds: [], outletIds: [] }, networkOf)).toBe(
      false,
    );
  });

  it('lets outlet staff manage nobody, not even colleagues of their outlet', () => {
    expect(mayManageStaff(staff1001)).toBe(false);
    expect(
      canManage(staff1001, { role: 'OUTLET_STAFF', retailNetworkIds: [], outletIds: [1001] }, networkOf),
    ).toBe(false);
  });

  it('gives an API key no say over staff, whatever its scope', () => {
    const key = { role: null, scope: OWNER_SCOPE };
    expect(mayManageStaff(key)).toBe(false);
    expect(canManage(key, { role: 'OUTLET_STAFF', retailNetworkIds: [], outletIds: [1001] }, networkOf)).toBe(
      false,
    );
  });
});

describe('scopeProblem', () => {
  const known = new Set([1, 2, 3]);
  const check = (role: 'OWNER' | 'BRAND_MANAGER' | 'OUTLET_STAFF', rn: number[], outlets: number[]) =>
    scopeProblem({ role, retailNetworkIds: rn, outletIds: outlets }, known, networkOf);

  it('accepts each role with its own kind of scope', () => {
    expect(check('OWNER', [], [])).toBeNull();
    expect(check('BRAND_MANAGER', [1, 2], [])).toBeNull();
    expect(check('OUTLET_STAFF', [], [1001, 2001])).toBeNull();
  });

  it('refuses a scope of the wrong kind, an empty one, or unknown places', () => {
    expect(check('OWNER', [1], [])).toMatch(/owner/);
    expect(check('BRAND_MANAGER', [], [])).toMatch(/at least one brand/);
    expect(check('BRAND_MANAGER', [1], [1001])).toMatch(/not outlets/);
    expect(check('BRAND_MANAGER', [9], [])).toMatch(/Unknown brand.*9/);
    expect(check('OUTLET_STAFF', [], [])).toMatch(/at least one outlet/);
    expect(check('OUTLET_STAFF', [1], [1001])).toMatch(/not brands/);
    expect(check('OUTLET_STAFF', [], [1001, 4242])).toMatch(/Unknown outlet 4242/);
  });
});

describe('normalizeIds', () => {
  it('sorts and drops repeats', () => {
    expect(normalizeIds([1011, 1001, 1011])).toEqual([1001, 1011]);
  });
});
