import { z } from './zod';
import { ZProduct } from './catalog';
import { ZBusinessRegionId, ZLanguage, ZRetailNetworkId, ZTarget } from './common';

/** Longest query accepted; only the first 100 characters of it are searched. */
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** Largest page of results or suggestions. */
export const SEARCH_MAX_PAGE_SIZE = 50;
/** Highest page number accepted (results are capped well below this many pages). */
export const SEARCH_MAX_PAGE = 1000;

/**
 * Body of POST /search/v1/search and /search/v1/suggest (SPEC section 7); page 1 and size 1 by
 * default (section 9). An empty, blank or symbol-only query is not an error: it finds nothing.
 */
export const ZSearchBody = z
  .object({
    target: ZTarget.default('WEB'),
    query: z
      .string({ error: 'query must be a string' })
      .max(SEARCH_MAX_QUERY_LENGTH, `query must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`),
    retailNetworkId: ZRetailNetworkId,
    businessRegionId: ZBusinessRegionId,
    page: z
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(SEARCH_MAX_PAGE, `page must be at most ${SEARCH_MAX_PAGE}`)
      .default(1),
    size: z
      .number({ error: `size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}` })
      .int(`size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`)
      .min(1, `size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`)
      .max(SEARCH_MAX_PAGE_SIZE, `size must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`)
      .default(1),
    /** language of the texts; the brand's default when absent or not offered */
    language: ZLanguage.optional(),
  })
  .strict();
export type TSearchBody = z.infer<typeof ZSearchBody>;

export const ZSearchPagination = z.object({
  page: z.number().int(),
  size: z.number().int(),
  /** matches found (at most a few hundred are ranked) */
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TSearchPagination = z.infer<typeof ZSearchPagination>;

/** Products sold in the city, best match first: the same product objects as the catalogue's. */
export const ZSearchResponse = z.object({
  /** the query as searched: trimmed and cut to 100 characters */
  query: z.string(),
  data: z.array(ZProduct),
  pagination: ZSearchPagination,
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/** A completion: a product name (with its id and slugs) or a category name. */
export const ZSuggestion = z.object({
  kind: z.enum(['product', 'category']),
  text: z.string(),
  productId: z.number().int().nullable(),
  /** the product's slug; null for a category */
  slug: z.string().nullable(),
  categoryId: z.number().int(),
  categorySlug: z.string().nullable(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZSuggestResponse = z.object({
  query: z.string(),
  data: z.array(ZSuggestion),
  pagination: ZSearchPagination,
});
export type TSuggestResponse = z.infer<typeof ZSuggestResponse>;
