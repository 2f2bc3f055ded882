/**
 * Who may see and change what (issue 18): an owner everything; a brand manager the brands
 * (retail networks) given; outlet staff the outlets given. API keys carry the same kind of scope.
 * Pure rules, so each one has its unit test.
 */
import type { StaffRole } from '../../db/schema.js';

export interface Scope {
  /** every brand and outlet: an owner, or an owner-scoped API key */
  all: boolean;
  retailNetworkIds: readonly number[];
  outletIds: readonly number[];
}

/** Where a thing lives: its brand, and its outlet when it belongs to one. */
export interface Place {
  retailNetworkId: number;
  outletId?: number | null;
}

export const OWNER_SCOPE: Scope = { all: true, retailNetworkIds: [], outletIds: [] };

export function scopeOfStaff(member: {
  role: StaffRole;
  retailNetworkIds: readonly number[];
  outletIds: readonly number[];
}): Scope {
  if (member.role === 'OWNER') return OWNER_SCOPE;
  if (member.role === 'BRAND_MANAGER')
    return { all: false, retailNetworkIds: member.retailNetworkIds, outletIds: [] };
  return { all: false, retailNetworkIds: [], outletIds: member.outletIds };
}

/** A thing of this brand (and outlet) is visible and changeable in this scope. */
export function inScope(scope: Scope, place: Place): boolean {
  if (scope.all) return true;
  if (scope.retailNetworkIds.includes(place.retailNetworkId)) return true;
  return place.outletId != null && scope.outletIds.includes(place.outletId);
}

/** The whole brand is in scope (brand-wide writes: a city's price, a webhook for the brand). */
export function coversBrand(scope: Scope, retailNetworkId: number): boolean {
  return scope.all || scope.retailNetworkIds.includes(retailNetworkId);
}

/**
 * A scope given to someone else (an invitation, an API key) must lie inside the giver's: nobody
 * hands out more than they have.
 */
export function scopeWithin(
  inner: Scope,
  outer: Scope,
  outletNetwork: (outletId: number) => number | undefined,
): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  if (!inner.retailNetworkIds.every((rn) => outer.retailNetworkIds.includes(rn))) return false;
  return inner.outletIds.every((id) => {
    const rn = outletNetwork(id);
    return rn !== undefined && inScope(outer, { retailNetworkId: rn, outletId: id });
  });
}
