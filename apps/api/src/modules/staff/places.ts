/**
 * Brands, cities and outlets a member may pick from (GET /admin/v1/places), and the index the
 * staff rules use to tell an outlet's brand. Names in the member's language, else Ukrainian.
 */
import type { TLanguage, TPlaces } from '@food/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { CityLocalization } from '../../db/schema.js';
import { inScope, type Scope } from './scope.js';
import { listCities, listNetworks, listOutlets } from './staff-repo.js';

export interface PlaceRows {
  networks: Array<{ id: number; name: string; currencyCode: string }>;
  cities: Array<{ id: number; retailNetworkId: number; name: string; localization: CityLocalization[] }>;
  outlets: Array<{
    id: number;
    retailNetworkId: number;
    businessRegionId: number;
    name: Record<string, string>;
    timeZone: string;
    isActive: boolean;
  }>;
}

export interface PlaceIndex {
  rows: PlaceRows;
  networkIds: ReadonlySet<number>;
  outletNetwork: (outletId: number) => number | undefined;
}

export async function loadPlaceIndex(db: DbOrTx): Promise<PlaceIndex> {
  const rows: PlaceRows = {
    networks: await listNetworks(db),
    cities: await listCities(db),
    outlets: await listOutlets(db),
  };
  const networkOf = new Map(rows.outlets.map((o) => [o.id, o.retailNetworkId]));
  return {
    rows,
    networkIds: new Set(rows.networks.map((n) => n.id)),
    outletNetwork: (id) => networkOf.get(id),
  };
}

const localName = (names: Record<string, string>, language: TLanguage) =>
  names[language] ?? names.uk ?? Object.values(names)[0] ?? '';

/** What a scope sees: whole brands for an owner or manager; an outlet's brand and city for its staff. */
export function placesInScope(scope: Scope, language: TLanguage, rows: PlaceRows): TPlaces {
  const outlets = rows.outlets.filter((o) =>
    inScope(scope, { retailNetworkId: o.retailNetworkId, outletId: o.id }),
  );
  const networkIds = new Set(outlets.map((o) => o.retailNetworkId));
  const cityIds = new Set(outlets.map((o) => o.businessRegionId));
  const seesNetwork = (id: number) => scope.all || scope.retailNetworkIds.includes(id) || networkIds.has(id);
  const seesCity = (c: { id: number; retailNetworkId: number }) =>
    scope.all || scope.retailNetworkIds.includes(c.retailNetworkId) || cityIds.has(c.id);
  return {
    brands: rows.networks
      .filter((n) => seesNetwork(n.id))
      .map((n) => ({ retailNetworkId: n.id, name: n.name, currencyCode: n.currencyCode })),
    cities: rows.cities.filter(seesCity).map((c) => ({
      id: c.id,
      retailNetworkId: c.retailNetworkId,
      name:
        c.localization.find((l) => l.language === language)?.name ??
        c.localization.find((l) => l.language === 'uk')?.name ??
        c.name,
    })),
    outlets: outlets.map((o) => ({
      id: o.id,
      retailNetworkId: o.retailNetworkId,
      businessRegionId: o.businessRegionId,
      name: localName(o.name, language),
      timeZone: o.timeZone,
      isActive: o.isActive,
    })),
  };
}
