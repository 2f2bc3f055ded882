import { ZProduct, ZSearchResponse, type TProduct } from '@food/contracts';
import { z } from 'zod';

/**
 * A search answer as the server-rendered /search reads it (lib/api/search.ts): the contract's
 * shape, except that an item which is not a product of the contract (SPEC section 4: one without
 * an id) is left out instead of the whole answer being refused, as the browser's reading does
 * (features/search/search-rules.ts, readSearchPage).
 */
export const ZSearchAnswer = ZSearchResponse.extend({
  data: z.array(z.unknown()).transform((items) =>
    items.flatMap((item): TProduct[] => {
      const product = ZProduct.safeParse(item);
      return product.success ? [product.data] : [];
    }),
  ),
});
