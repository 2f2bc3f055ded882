/**
 * Keeps this instance's catalogue caches in step with writes made on any instance (issue 18
 * items 5 and 7, issue 19 item 7), through the back-office event bus (PostgreSQL LISTEN/NOTIFY,
 * or in-process on PGlite), each event published after its commit:
 * - `stop_list.changed` drops that outlet's cached stop list;
 * - `catalog.changed` (any catalogue write: menu, zones, promotions, content, brand, places)
 *   drops every catalogue cache of the instance (services.ts `caches.dropAll`).
 * The next read loads them again. Should listening fail at start (the database is briefly away),
 * it is tried again every few seconds; meanwhile CATALOG_CACHE_SECONDS bounds how stale a cache
 * can be.
 */
import type { FastifyInstance } from 'fastify';
import type { BackofficeEvents } from '../events/index.js';
import type { OutboxEvent } from '../events/index.js';
import type { CatalogueCaches } from './catalogue-change.js';
import type { ProductCatalog } from './products-service.js';

const RETRY_MS = 5000;

export function onCatalogueEvent(
  products: Pick<ProductCatalog, 'dropStopList'>,
  caches: CatalogueCaches,
): (event: OutboxEvent) => void {
  return (event: OutboxEvent): void => {
    if (event.type === 'catalog.changed') caches.dropAll();
    if (event.type !== 'stop_list.changed') return;
    const outletId = Number(event.data.outletId ?? event.outletId);
    if (Number.isInteger(outletId)) products.dropStopList(outletId);
  };
}

export async function syncCatalogueCaches(
  app: FastifyInstance,
  events: BackofficeEvents,
  products: ProductCatalog,
  caches: CatalogueCaches,
): Promise<void> {
  const listener = onCatalogueEvent(products, caches);
  let unsubscribe: (() => void) | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const start = async () => {
    try {
      unsubscribe = await events.subscribe(listener);
    } catch (err) {
      app.log.error({ err }, 'catalogue change events not heard; trying again');
      if (!closed) {
        retry = setTimeout(() => void start(), RETRY_MS);
        retry.unref();
      }
    }
  };
  await start();
  app.addHook('onClose', async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    unsubscribe?.();
  });
}
