/**
 * The staff page's rules (pure, tested): which roles a member may hand out, what scope a role
 * takes, where an account stands, and how the list is filtered and sorted. The API decides again
 * (apps/api/src/modules/staff/staff-rules.ts); these keep the page from offering what it refuses.
 */
import type { StaffRole } from '../../api/types';
import type { PickedScope } from '../admin-kit/scope-rules';
import type { StaffItem } from './staff-api';

export const ROLES: readonly StaffRole[] = ['OWNER', 'BRAND_MANAGER', 'OUTLET_STAFF'];

/** Owners give any role; brand managers give brand managers and outlet staff within their brands. */
export function rolesGivableBy(role: StaffRole): StaffRole[] {
  if (role === 'OWNER') return [...ROLES];
  if (role === 'BRAND_MANAGER') return ['BRAND_MANAGER', 'OUTLET_STAFF'];
  return [];
}

/** What a role's scope is made of: nothing (owners have all), brands, or outlets. */
export function scopeKindOf(role: StaffRole): 'none' | 'brands' | 'outlets' {
  return role === 'OWNER' ? 'none' : role === 'BRAND_MANAGER' ? 'brands' : 'outlets';
}

/** The scope fields of an invitation or edit: only the kind the role takes. */
export function staffScopeBody(role: StaffRole, picked: PickedScope) {
  const kind = scopeKindOf(role);
  return {
    retailNetworkIds: kind === 'brands' ? picked.retailNetworkIds : [],
    outletIds: kind === 'outlets' ? picked.outletIds : [],
  };
}

/** The role's scope is picked (owners need none). */
export function hasScopeFor(role: StaffRole, picked: PickedScope): boolean {
  const body = staffScopeBody(role, picked);
  return scopeKindOf(role) === 'none' || body.retailNetworkIds.length + body.outletIds.length > 0;
}

export type AccountState = 'active' | 'invited' | 'inviteLapsed' | 'resetPending' | 'inactive';

/**
 * Where an account stands: invited (never signed in, link open or lapsed), waiting for a new
 * password after a reset, active, or deactivated.
 */
export function accountState(
  m: Pick<StaffItem, 'isActive' | 'hasPassword' | 'lastSignInAt' | 'linkExpiresAt'>,
): AccountState {
  const isNeverSignedIn = !m.hasPassword && !m.lastSignInAt;
  if (isNeverSignedIn) return m.linkExpiresAt ? 'invited' : 'inviteLapsed';
  if (!m.isActive) return 'inactive';
  return m.hasPassword ? 'active' : 'resetPending';
}

export type SortKey = 'name' | 'role' | 'lastSignIn';
export type SortDirection = 'asc' | 'desc';

export interface StaffFilter {
  query: string;
  role: StaffRole | null;
  state: AccountState | null;
}

/** Members matching the filter: the query in the name or e-mail (any case), the role, the state. */
export function filterStaff(list: readonly StaffItem[], filter: StaffFilter): StaffItem[] {
  const query = filter.query.trim().toLocaleLowerCase();
  return list.filter(
    (m) =>
      (!query || m.name.toLocaleLowerCase().includes(query) || m.email.includes(query)) &&
      (!filter.role || m.role === filter.role) &&
      (!filter.state || accountState(m) === filter.state),
  );
}

const ROLE_ORDER: Record<StaffRole, number> = { OWNER: 0, BRAND_MANAGER: 1, OUTLET_STAFF: 2 };

/** Sorted by the column; ties by name. Never signed in sorts as the oldest. */
export function sortStaff(
  list: readonly StaffItem[],
  key: SortKey,
  direction: SortDirection,
  locale: string,
): StaffItem[] {
  const byName = (a: StaffItem, b: StaffItem) => a.name.localeCompare(b.name, locale);
  const compare: Record<SortKey, (a: StaffItem, b: StaffItem) => number> = {
    name: byName,
    role: (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role],
    lastSignIn: (a, b) => (a.lastSignInAt ?? '').localeCompare(b.lastSignInAt ?? ''),
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => sign * compare[key](a, b) || byName(a, b));
}

export type StaffChange = 'name' | 'role' | 'scope' | 'language';

/** What an edit changed, for the confirmation ("save says what changed"). */
export function changesOf(
  before: Pick<StaffItem, 'name' | 'role' | 'retailNetworkIds' | 'outletIds' | 'language'>,
  after: Pick<StaffItem, 'name' | 'role' | 'retailNetworkIds' | 'outletIds' | 'language'>,
): StaffChange[] {
  const same = (a: readonly number[], b: readonly number[]) => {
    const [x, y] = [[...a].sort((p, q) => p - q), [...b].sort((p, q) => p - q)];
    return x.length === y.length && x.every((id, i) => id === y[i]);
  };
  const changes: StaffChange[] = [];
  if (before.name !== after.name) changes.push('name');
  if (before.role !== after.role) changes.push('role');
  if (!same(before.retailNetworkIds, after.retailNetworkIds) || !same(before.outletIds, after.outletIds))
    changes.push('scope');
  if (before.language !== after.language) changes.push('language');
  return changes;
}

/** A plausible e-mail before asking the server (which has the last word). */
export function isEmailShape(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}
