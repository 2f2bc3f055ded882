/**
 * A price changed through /ops/v1/products shows on every instance at once (ARCHITECTURE.md: within
 * 10 seconds): the change publishes `catalog.changed` through the back-office event bus (PG
 * LISTEN/NOTIFY across instances), and each instance drops its cached catalogues when it hears it.
 * A notice lost while an instance's listener reconnects is covered by CATALOG_CACHE_SECONDS.
 */
import type { Services } from '../../services.js';

export function subscribeCatalogCacheDrops(services: Pick<Services, 'backofficeEvents' | 'products'>) {
  return services.backofficeEvents.subscribe((event) => {
    if (event.type === 'catalog.changed') services.products.dropCatalogues();
  });
}
