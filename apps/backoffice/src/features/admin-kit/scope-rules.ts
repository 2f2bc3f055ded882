/**
 * Scopes as the admin pages pick and show them (who a member, an API key or a webhook reaches),
 * over the brands, cities and outlets of the signed-in member's places. Pure, with tests: the
 * API checks every scope again (staff-rules.ts, machine-scope.ts); these only keep the form honest.
 */
import type { Places } from '../../api/types';

export interface PickedScope {
  /** every brand and outlet (owners only) */
  isEverything: boolean;
  retailNetworkIds: number[];
  outletIds: number[];
}

export const EMPTY_SCOPE: PickedScope = { isEverything: false, retailNetworkIds: [], outletIds: [] };

/** `ids` with `id` in or out, sorted, each once. */
export function toggleId(ids: readonly number[], id: number, isOn: boolean): number[] {
  const set = new Set(ids);
  if (isOn) set.add(id);
  else set.delete(id);
  return [...set].sort((a, b) => a - b);
}

export interface OutletGroup {
  retailNetworkId: number;
  brandName: string;
  cities: { id: number; name: string; outlets: Places['outlets'] }[];
}

/** Outlets by brand, then city, in the order the places list them (pickers group by these). */
export function groupOutlets(places: Places): OutletGroup[] {
  return places.brands.map((brand) => ({
    retailNetworkId: brand.retailNetworkId,
    brandName: brand.name,
    cities: places.cities
      .filter((city) => city.retailNetworkId === brand.retailNetworkId)
      .map((city) => ({
        id: city.id,
        name: city.name,
        outlets: places.outlets.filter((o) => o.businessRegionId === city.id),
      }))
      .filter((city) => city.outlets.length > 0),
  }));
}

/**
 * A machine scope (API key, webhook) as the API takes it: everything lists nothing; outlets of a
 * brand that is picked whole are left out (the brand covers them).
 */
export function machineScopeBody(scope: PickedScope, places: Places) {
  if (scope.isEverything) return { isOwnerScope: true, retailNetworkIds: [], outletIds: [] };
  const brands = new Set(scope.retailNetworkIds);
  const brandOf = new Map(places.outlets.map((o) => [o.id, o.retailNetworkId]));
  return {
    isOwnerScope: false,
    retailNetworkIds: [...brands].sort((a, b) => a - b),
    outletIds: scope.outletIds.filter((id) => !brands.has(brandOf.get(id) ?? -1)),
  };
}

export function isScopeEmpty(scope: PickedScope): boolean {
  return !scope.isEverything && scope.retailNetworkIds.length === 0 && scope.outletIds.length === 0;
}

export type ScopeNames =
  { isEverything: true } | { isEverything: false; brands: string[]; outlets: string[] };

/**
 * The names of a scope's brands and outlets; an id outside the member's places (another helper's
 * brand, an outlet since removed) shows as `#id` rather than vanishing.
 */
export function scopeNames(
  scope: { isOwnerScope?: boolean; retailNetworkIds: readonly number[]; outletIds: readonly number[] },
  places: Places,
): ScopeNames {
  if (scope.isOwnerScope) return { isEverything: true };
  const brandName = new Map(places.brands.map((b) => [b.retailNetworkId, b.name]));
  const outletName = new Map(places.outlets.map((o) => [o.id, o.name]));
  return {
    isEverything: false,
    brands: scope.retailNetworkIds.map((id) => brandName.get(id) ?? `#${id}`),
    outlets: scope.outletIds.map((id) => outletName.get(id) ?? `#${id}`),
  };
}
