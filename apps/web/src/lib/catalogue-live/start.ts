/**
 * Starts the change-stream subscriber (subscriber.ts) from the storefront's environment; called
 * once per process by instrumentation.ts. Reads the same variables as runtime-config.ts (which is
 * server-only and cannot load here): CATALOG_SERVICE_URL, else API_INTERNAL_URL or API_PORT; the
 * process's own PORT; RETAIL_NETWORK_ID narrows the stream to the brand when set.
 * CATALOGUE_LIVE=0 turns it off.
 */
import { revalidateSecret } from './secret';
import { startCatalogueSubscriber, type Subscriber } from './subscriber';

const KEY = Symbol.for('food.catalogueSubscriber');
const holder = globalThis as unknown as Record<symbol, Subscriber | undefined>;

export function startFromEnvironment(env: NodeJS.ProcessEnv = process.env): Subscriber | null {
  if (env.CATALOGUE_LIVE === '0') return null;
  if (holder[KEY]) return holder[KEY];
  const api = (env.API_INTERNAL_URL || `http://127.0.0.1:${env.API_PORT || 4000}`).replace(/\/$/, '');
  const catalog = (env.CATALOG_SERVICE_URL || `${api}/catalog`).replace(/\/$/, '');
  const rn = env.RETAIL_NETWORK_ID ? `?rn=${encodeURIComponent(env.RETAIL_NETWORK_ID)}` : '';
  holder[KEY] = startCatalogueSubscriber({
    changesUrl: `${catalog}/v1/changes${rn}`,
    revalidateUrl: `http://127.0.0.1:${env.PORT || 3000}/catalogue-changes`,
    secret: revalidateSecret(),
  });
  return holder[KEY];
}
