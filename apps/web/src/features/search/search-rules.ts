import type { TProduct, TSuggestion } from '@food/contracts';
import { categoryPath, isListed, nameIn, productPath } from '../catalog/product-view';

/**
 * The storefront's search rules as pure functions: what is worth asking the search service,
 * the body it is asked with, and what of its answer is shown (SPEC sections 4, 7 and 9). The
 * contract's own limits live in packages/contracts/src/search.ts; they are repeated here as
 * plain numbers so the browser bundle does not carry the zod schemas (search-rules.test.ts
 * checks they agree).
 */

/** SPEC section 9: search updates are debounced 600 ms. */
export const SEARCH_DEBOUNCE_MS = 600;
/** The service reads only the first 100 characters of a query; the input stops there too. */
export const MAX_QUERY_CHARS = 100;
/** Fewer letters or digits than this find nothing on the service: no request is made. */
const MIN_QUERY_SIGNS = 2;
/** Dishes and suggestions in the header's panel. */
export const PANEL_RESULTS = 6;
export const PANEL_SUGGESTIONS = 6;
/** Top suggestions before anything is typed (SPEC section 2's search drawer). */
export const TOP_SUGGESTIONS = 6;
/** Dishes per page of /search (the service allows up to 50). */
export const PAGE_SIZE = 24;
/** The service's highest page number. */
export const MAX_PAGE = 1000;

/** What the customer typed as it is searched: spaces collapsed and trimmed, at most 100 characters. */
export function normalizeQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/gu, ' ').trim();
  // cut by code points so an emoji is never split into half a surrogate pair
  const points = Array.from(collapsed);
  return points.length > MAX_QUERY_CHARS ? points.slice(0, MAX_QUERY_CHARS).join('').trim() : collapsed;
}

/**
 * Whether a (normalized) query can find anything: at least two letters or digits. Empty,
 * blank, one-letter, emoji-only and punctuation-only queries are not sent.
 */
export function isSearchable(query: string): boolean {
  return (query.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_QUERY_SIGNS;
}

export interface SearchWhere {
  rn: number;
  br: number;
  language: string;
}

/** The body of POST /search/v1/search and /search/v1/suggest (SPEC section 7). */
export function searchBody(query: string, where: SearchWhere, page: number, size: number) {
  return {
    target: 'WEB' as const,
    query,
    retailNetworkId: where.rn,
    businessRegionId: where.br,
    page,
    size,
    language: where.language,
  };
}

export interface SearchPage {
  items: TProduct[];
  page: number;
  total: number;
  totalPages: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const hasId = (v: unknown): v is Record<string, unknown> & { id: number } =>
  isObject(v) && typeof v.id === 'number' && Number.isInteger(v.id);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function readPagination(v: unknown) {
  if (!isObject(v) || !isCount(v.page) || !isCount(v.total) || !isCount(v.totalPages)) return null;
  return { page: v.page, total: v.total, totalPages: v.totalPages };
}

/**
 * A search answer as the storefront shows it; null when it is not a search answer at all (an
 * HTML error page from a proxy). SPEC section 4: results keep only items with an id.
 */
export function readSearchPage(raw: unknown): SearchPage | null {
  if (!isObject(raw) || !Array.isArray(raw.data)) return null;
  const pagination = readPagination(raw.pagination);
  if (!pagination) return null;
  const items = raw.data.filter(
    (p): p is TProduct => hasId(p) && typeof p.name === 'string' && typeof p.price === 'number',
  );
  return { items, ...pagination };
}

export interface SuggestionView {
  kind: TSuggestion['kind'];
  text: string;
  /** language-free path of the category or product page */
  path: string;
}

/**
 * Suggestions as links: a category with its slug, a product with its id and slug (SPEC
 * section 5: category links need a slug). Anything else cannot be opened and is left out.
 */
export function readSuggestions(raw: unknown): SuggestionView[] | null {
  if (!isObject(raw) || !Array.isArray(raw.data)) return null;
  return raw.data.flatMap((s): SuggestionView[] => {
    if (!isObject(s) || typeof s.text !== 'string' || s.text.trim() === '') return [];
    if (s.kind === 'category' && typeof s.categorySlug === 'string' && s.categorySlug)
      return [{ kind: 'category', text: s.text, path: categoryPath(s.categorySlug) }];
    if (s.kind === 'product' && typeof s.productId === 'number' && typeof s.slug === 'string' && s.slug)
      return [
        {
          kind: 'product',
          text: s.text,
          path: productPath({
            slug: s.slug,
            categorySlug: typeof s.categorySlug === 'string' && s.categorySlug ? s.categorySlug : null,
          }),
        },
      ];
    return [];
  });
}

/**
 * Where the top suggestions come from: the brand's default ("popular") category, which the
 * chain fills with its best sellers, else the first category with a slug. Null: no menu.
 */
export function topSuggestionsCategory(
  categories: readonly { slug: string | null; isDefault: boolean }[],
): string | null {
  return (categories.find((c) => c.isDefault && c.slug) ?? categories.find((c) => c.slug))?.slug ?? null;
}

/**
 * The top suggestions: the category's first listed dishes (its own order is the chain's) as
 * product suggestions in the page's language; null when the answer is not a product list.
 */
export function readTopSuggestions(
  raw: unknown,
  locale: string,
  size = TOP_SUGGESTIONS,
): SuggestionView[] | null {
  if (!Array.isArray(raw)) return null;
  const seen = new Set<string>();
  const out: SuggestionView[] = [];
  for (const p of raw) {
    if (out.length >= size) break;
    if (!hasId(p) || typeof p.slug !== 'string' || !p.slug || typeof p.name !== 'string') continue;
    const product = p as unknown as TProduct;
    if (!isListed(product)) continue;
    const path = productPath({ slug: product.slug, categorySlug: product.categorySlug });
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({
      kind: 'product',
      text: nameIn(Array.isArray(product.localization) ? product.localization : [], locale, product.name),
      path,
    });
  }
  return out;
}

/** The language-free path of the results page: `/search?q=...`, with `page` from 2 on. */
export function searchPagePath(query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/search?${qs}` : '/search';
}

/** `?page=` as a page number: anything but a whole number from 1 is page 1. */
export function parsePageParam(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}

/** A search param as Next hands it to a page: a name given twice is a list. */
type ParamValue = string | string[] | undefined;

const firstOf = (v: ParamValue) => (Array.isArray(v) ? v[0] : v);

/**
 * What /search shows, read from its address: `?q=` normalized and `?page=` (the first of each
 * when given twice, as the browser's `URLSearchParams.get` reads them).
 */
export function searchAddressOf(params: Record<string, ParamValue>): { query: string; page: number } {
  return { query: normalizeQuery(firstOf(params.q) ?? ''), page: parsePageParam(firstOf(params.page)) };
}

/** What the search service answered for the page: one page of results, or that it failed. */
export type SearchOutcome = { ok: true; result: SearchPage } | { ok: false };

/** What /search shows for a query (searchView). */
export type SearchView =
  /** no query: what to type, and the menu's sections */
  | { kind: 'start' }
  /** fewer than two letters or digits: nothing is asked */
  | { kind: 'tooShort' }
  /** the service failed or answered something else: the inline retry and the message popup */
  | { kind: 'failed' }
  /** no dish matches: the menu's sections instead */
  | { kind: 'nothing'; result: SearchPage }
  /** a page past the last one (an old link): a link to the first */
  | { kind: 'pageOut'; result: SearchPage }
  | { kind: 'results'; result: SearchPage };

/**
 * What /search shows for a (normalized) query and the service's outcome; the outcome is only
 * read for a searchable query, and a searchable query without one has failed.
 */
export function searchView(query: string, outcome: SearchOutcome | undefined): SearchView {
  if (query === '') return { kind: 'start' };
  if (!isSearchable(query)) return { kind: 'tooShort' };
  if (!outcome?.ok) return { kind: 'failed' };
  const { result } = outcome;
  if (result.total === 0) return { kind: 'nothing', result };
  if (result.items.length === 0) return { kind: 'pageOut', result };
  return { kind: 'results', result };
}

export type PageLink = number | 'gap';

/**
 * The page numbers of the pager: the first, the last, and two either side of the current one,
 * with a gap where pages are skipped (1 … 4 5 [6] 7 8 … 20).
 */
export function pageWindow(current: number, totalPages: number, around = 2): PageLink[] {
  if (totalPages <= 1) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageLink[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}
