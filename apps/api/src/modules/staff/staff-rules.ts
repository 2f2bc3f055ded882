/**
 * Who may invite and manage whom (issue 18 item 2), and what a role's scope must look like.
 * Owners manage anyone. Brand managers invite and manage brand managers and outlet staff whose
 * whole scope lies within their own brands, never an owner. Outlet staff manage nobody.
 */
import type { StaffRole } from '../../db/schema.js';
import { scopeOfStaff, scopeWithin, type Scope } from './scope.js';

export interface MemberScope {
  role: StaffRole;
  retailNetworkIds: readonly number[];
  outletIds: readonly number[];
}

export interface Manager {
  role: StaffRole | null;
  scope: Scope;
}

/** The retail network of an outlet, undefined for an unknown outlet. */
export type OutletNetwork = (outletId: number) => number | undefined;

export function mayManageStaff(actor: Manager): boolean {
  return actor.role === 'OWNER' || actor.role === 'BRAND_MANAGER';
}

/** The actor may invite someone with this role and scope, or edit, deactivate or reset them. */
export function canManage(actor: Manager, target: MemberScope, outletNetwork: OutletNetwork): boolean {
  if (actor.role === 'OWNER') return true;
  if (actor.role !== 'BRAND_MANAGER' || target.role === 'OWNER') return false;
  return scopeWithin(scopeOfStaff(target), actor.scope, outletNetwork);
}

/**
 * Why a role and scope cannot go together (INVALID_SCOPE), or null. An owner has everything and
 * lists nothing; a brand manager lists brands only; outlet staff list outlets only.
 */
export function scopeProblem(
  member: MemberScope,
  knownNetworks: ReadonlySet<number>,
  outletNetwork: OutletNetwork,
): string | null {
  const { role, retailNetworkIds, outletIds } = member;
  if (role === 'OWNER')
    return retailNetworkIds.length || outletIds.length
      ? 'An owner works with every brand and outlet: give no retailNetworkIds or outletIds'
      : null;
  if (role === 'BRAND_MANAGER') {
    if (outletIds.length) return 'A brand manager is given brands (retailNetworkIds), not outlets';
    if (!retailNetworkIds.length) return 'A brand manager needs at least one brand (retailNetworkIds)';
    const unknown = retailNetworkIds.filter((id) => !knownNetworks.has(id));
    return unknown.length ? `Unknown brand (retail network) ${unknown.join(', ')}` : null;
  }
  if (retailNetworkIds.length) return 'Outlet staff are given outlets (outletIds), not brands';
  if (!outletIds.length) return 'Outlet staff need at least one outlet (outletIds)';
  const unknown = outletIds.filter((id) => outletNetwork(id) === undefined);
  return unknown.length ? `Unknown outlet ${unknown.join(', ')}` : null;
}

/** Ids sorted and without repeats, as stored. */
export function normalizeIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
