import 'server-only';
import { getRuntimeConfig } from '../runtime-config';
import { z } from 'zod';
import { callApi } from './http';

/**
 * One page of search results (POST /search/v1/search, SPEC section 7) for the /search page
 * rendered on the server. The answer is read by the caller with the panel's own rule
 * (`features/search/search-rules.ts` `readSearchPage`: items without an id are left out), once.
 *
 * Never kept in Next's data cache: the API already keeps each query's results for the
 * catalogue's own time (`CATALOG_CACHE_SECONDS`, dropped when it re-indexes), and the data cache
 * would write every query anyone types into the build folder, never evicted. The visitor's
 * address (as `server.mjs` settled `X-Forwarded-For`) goes with the call, so the API's search
 * limit per address counts each visitor as it did when the browser asked.
 */
export function searchProducts(
  body: {
    query: string;
    retailNetworkId: number;
    businessRegionId: number;
    page: number;
    size: number;
    language: string;
  },
  clientAddress: string | null,
) {
  return callApi(`${getRuntimeConfig().services.api}/search/v1/search`, z.unknown(), {
    method: 'POST',
    body: { ...body, target: 'WEB' },
    headers: clientAddress ? { 'x-forwarded-for': clientAddress } : undefined,
    tags: [],
    revalidate: 0,
  });
}
