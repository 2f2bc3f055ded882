import { describe, expect, it } from 'vitest';
import type { StaffItem } from './staff-api';
import {
  accountState,
  changesOf,
  filterStaff,
  hasScopeFor,
  isEmailShape,
  rolesGivableBy,
  sortStaff,
  staffScopeBody,
} from './staff-rules';

const member = (over: Partial<StaffItem>): StaffItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'olena@example.com',
  name: 'Olena',
  role: 'OUTLET_STAFF',
  retailNetworkIds: [],
  outletIds: [1001],
  language: 'uk',
  totpEnabled: false,
  isActive: true,
  hasPassword: true,
  linkExpiresAt: null,
  lastSignInAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  canManage: true,
  ...over,
});

describe('roles and scopes', () => {
  it('lets owners give every role and brand managers only the two below owners', () => {
    expect(rolesGivableBy('OWNER')).toEqual(['OWNER', 'BRAND_MANAGER', 'OUTLET_STAFF']);
    expect(rolesGivableBy('BRAND_MANAGER')).toEqual(['BRAND_MANAGER', 'OUTLET_STAFF']);
    expect(rolesGivableBy('OUTLET_STAFF')).toEqual([]);
  });

  it('sends only the kind of scope the role takes', () => {
    const picked = { isEverything: false, retailNetworkIds: [1], outletIds: [1001] };
    expect(staffScopeBody('OWNER', picked)).toEqual({ retailNetworkIds: [], outletIds: [] });
    expect(staffScopeBody('BRAND_MANAGER', picked)).toEqual({ retailNetworkIds: [1], outletIds: [] });
    expect(staffScopeBody('OUTLET_STAFF', picked)).toEqual({ retailNetworkIds: [], outletIds: [1001] });
  });

  it('asks for a brand or an outlet except from owners', () => {
    const brandsOnly = { isEverything: false, retailNetworkIds: [1], outletIds: [] };
    expect(hasScopeFor('OWNER', { isEverything: false, retailNetworkIds: [], outletIds: [] })).toBe(true);
    expect(hasScopeFor('BRAND_MANAGER', brandsOnly)).toBe(true);
    expect(hasScopeFor('OUTLET_STAFF', brandsOnly)).toBe(false);
  });
});

describe('accountState', () => {
  it('tells invited, lapsed, active, reset and deactivated accounts apart', () => {
    const invited = { isActive: false, hasPassword: false, lastSignInAt: null };
    expect(accountState({ ...invited, linkExpiresAt: '2026-11-29T00:00:00Z' })).toBe('invited');
    expect(accountState({ ...invited, linkExpiresAt: null })).toBe('inviteLapsed');
    expect(accountState(member({}))).toBe('active');
    expect(accountState(member({ hasPassword: false, linkExpiresAt: '2026-11-27T00:00:00Z' }))).toBe(
      'resetPending',
    );
    expect(accountState(member({ isActive: false }))).toBe('inactive');
    // reset, then deactivated: deactivated is what counts
    expect(accountState(member({ isActive: false, hasPassword: false }))).toBe('inactive');
  });
});

describe('filter and sort', () => {
  const list = [
    member({ id: 'a', name: 'Zoryana', email: 'z@example.com', role: 'OWNER', lastSignInAt: null }),
    member({ id: 'b', name: 'andriy', email: 'andriy@chain.ua', role: 'BRAND_MANAGER' }),
    member({
      id: 'c',
      name: 'Bohdan',
      email: 'b@example.com',
      isActive: false,
      lastSignInAt: '2026-11-25T00:00:00Z',
    }),
  ];

  it('finds by part of the name or e-mail in any case, by role and by state', () => {
    const none = { query: '', role: null, state: null };
    expect(filterStaff(list, { ...none, query: 'ZOR' }).map((m) => m.id)).toEqual(['a']);
    expect(filterStaff(list, { ...none, query: 'chain.ua' }).map((m) => m.id)).toEqual(['b']);
    expect(filterStaff(list, { ...none, role: 'OUTLET_STAFF' }).map((m) => m.id)).toEqual(['c']);
    expect(filterStaff(list, { ...none, state: 'inactive' }).map((m) => m.id)).toEqual(['c']);
    expect(filterStaff(list, none)).toHaveLength(3);
  });

  it('sorts by a column either way, names ignoring case, never-signed-in oldest', () => {
    expect(sortStaff(list, 'name', 'asc', 'en').map((m) => m.id)).toEqual(['b', 'c', 'a']);
    expect(sortStaff(list, 'role', 'asc', 'en').map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(sortStaff(list, 'lastSignIn', 'desc', 'en').map((m) => m.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('changesOf', () => {
  it('names what an edit changed, scope regardless of order', () => {
    const before = member({ outletIds: [1001, 1002] });
    expect(changesOf(before, { ...before, outletIds: [1002, 1001] })).toEqual([]);
    expect(changesOf(before, { ...before, name: 'Olena K.', outletIds: [1001] })).toEqual(['name', 'scope']);
    expect(
      changesOf(before, {
        ...before,
        role: 'BRAND_MANAGER',
        retailNetworkIds: [1],
        outletIds: [],
        language: 'en',
      }),
    ).toEqual(['role', 'scope', 'language']);
  });
});

describe('isEmailShape', () => {
  it('wants something, an at sign and a domain with a dot', () => {
    expect(isEmailShape(' chef@sushi.ua ')).toBe(true);
    expect(isEmailShape('chef@localhost')).toBe(false);
    expect(isEmailShape('chef sushi.ua')).toBe(false);
  });
});
