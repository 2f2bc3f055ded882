/**
 * What every menu write needs to know of a brand before its transaction opens (PGlite has one
 * connection: a cached loader missing inside the transaction would wait for it forever), and the
 * steps every write ends with.
 */
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createMediaUrls, type MediaUrls } from '../../lib/media-url.js';
import { announceCatalogueChange, recordCatalogueChange } from '../catalog/index.js';
import type { OutboxEvent } from '../events/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import type { MenuProblem } from './menu-rules.js';

export interface BrandFacts {
  rn: number;
  languages: string[];
  defaultLanguage: string;
  currencyCode: string;
  cities: Array<{ id: number; name: string; names: Record<string, string>; timeZone: string }>;
  outlets: Array<{ id: number; businessRegionId: number; name: Record<string, string> }>;
  cityIds: Set<number>;
  outletCity: Map<number, number>;
}

export async function brandFacts(deps: BackofficeDeps, rn: number): Promise<BrandFacts> {
  const tenant = await deps.tenants.getTenant(rn);
  const regions = await deps.tenants.listRegions(rn);
  const outlets = await deps.tenants.listOutlets(rn);
  return {
    rn,
    languages: tenant.brand.languages,
    defaultLanguage: tenant.brand.defaultLanguage,
    currencyCode: tenant.network.currencyCode,
    cities: regions.map((r) => ({
      id: r.id,
      name: r.name,
      names: Object.fromEntries(r.localization.map((l) => [l.language, l.name])),
      timeZone: r.timeZone,
    })),
    outlets: outlets.map((o) => ({ id: o.id, businessRegionId: o.businessRegionId, name: o.name })),
    cityIds: new Set(regions.map((r) => r.id)),
    outletCity: new Map(outlets.map((o) => [o.id, o.businessRegionId])),
  };
}

/** A rule's problem as the one error shape (details name the body's field). */
export function refuse(p: MenuProblem | null): void {
  if (p) throw new AppError(p.code, p.message, [{ in: 'body', path: p.path, message: p.message }]);
}

export const mediaOf = (deps: BackofficeDeps): MediaUrls => createMediaUrls(deps.config.PUBLIC_API_URL);

/** Inside the write's transaction: the outbox event of a menu change. */
export const recordMenuChange = (tx: DbOrTx, rn: number, ids: number[]) =>
  recordCatalogueChange(tx, { retailNetworkId: rn, area: 'menu', ids });

/** After the commit: this instance's caches at once, the other instances and storefronts by the event. */
export const announceMenuChange = (deps: BackofficeDeps, event: OutboxEvent) =>
  announceCatalogueChange(deps, event);
