/**
 * Keeps this instance's stop lists in step with every other's (issue 18 item 5): a
 * `stop_list.changed` event, published after the commit by whichever instance made the change
 * (PostgreSQL LISTEN/NOTIFY, or in-process on PGlite), drops that outlet's cached list here, so the
 * next menu read or calculation reads it again. Should listening fail at start (the database is
 * briefly away), it is tried again every few seconds; meanwhile CATALOG_CACHE_SECONDS bounds
 * how stale a list can be.
 */
import type { FastifyInstance } from 'fastify';
import type { BackofficeEvents } from '../events/backoffice-events.js';
import type { OutboxEvent } from '../events/outbox.js';
import type { ProductCatalog } from './products-service.js';

const RETRY_MS = 5000;

export function onStopListEvent(products: Pick<ProductCatalog, 'dropStopList'>) {
  return (event: OutboxEvent): void => {
    if (event.type !== 'stop_list.changed') return;
    const outletId = Number(event.data.outletId ?? event.outletId);
    if (Number.isInteger(outletId)) products.dropStopList(outletId);
  };
}

export async function syncStopLists(
  app: FastifyInstance,
  events: BackofficeEvents,
  products: ProductCatalog,
): Promise<void> {
  const listener = onStopListEvent(products);
  let unsubscribe: (() => void) | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const start = async () => {
    try {
      unsubscribe = await events.subscribe(listener);
    } catch (err) {
      app.log.error({ err }, 'stop-list events not heard; trying again');
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
