/**
 * How every catalogue write (the menu, option groups, photos, zones, promotions, content pages,
 * brand settings, cities and outlets; issue 19) tells the world: `recordCatalogueChange` inside the
 * write's transaction (an outbox row, so the event exists exactly when the change does), then
 * `announceCatalogueChange` after the commit: this instance drops its caches at once (the caller
 * reads its own write), the others when the event reaches them (catalogue-sync.ts), and the
 * storefronts invalidate their cached pages and data by the tags the event names.
 */
import type { DbOrTx } from '../../db/client.js';
import type { BackofficeEvents } from '../events/index.js';
import { recordEvent, type OutboxEvent } from '../events/index.js';

/** What changed, which is also the storefront's cache tag family it invalidates. */
export type CatalogueArea = 'menu' | 'zones' | 'promotions' | 'content' | 'brand' | 'places';

export interface CatalogueChange {
  retailNetworkId: number;
  area: CatalogueArea;
  /** the ids written (products, zones, promo codes...), for listeners that care */
  ids?: Array<number | string>;
}

/** The drop of every catalogue cache this API instance keeps (services.ts builds it). */
export interface CatalogueCaches {
  dropAll(): void;
}

export function recordCatalogueChange(tx: DbOrTx, change: CatalogueChange): Promise<OutboxEvent> {
  return recordEvent(tx, {
    type: 'catalog.changed',
    retailNetworkId: change.retailNetworkId,
    outletId: null,
    data: { area: change.area, ids: change.ids ?? [] },
  });
}

export async function announceCatalogueChange(
  deps: { events: BackofficeEvents; caches: CatalogueCaches },
  event: OutboxEvent,
): Promise<void> {
  deps.caches.dropAll();
  await deps.events.publish(event);
}
