import { filterUrl } from '../catalog/sort-filter';
import {
  readSearchPage,
  readSuggestions,
  readTopSuggestions,
  searchBody,
  type SearchPage,
  type SearchWhere,
  type SuggestionView,
} from './search-rules';

/**
 * The search service from the browser, same-origin through `/api` (ARCHITECTURE.md), with the
 * spec's 10 second timeout (SPEC section 7). The caller's signal cancels a request a newer
 * query has replaced.
 */
const TIMEOUT_MS = 10_000;

class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchApiError';
  }
}

async function post(path: string, body: unknown, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(`/api/search/v1/${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
  });
  if (!res.ok) {
    const err = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new SearchApiError(res.status, err?.error?.message ?? `${path}: HTTP ${res.status}`);
  }
  return res.json();
}

/** POST /search/v1/search: one page of the dishes that match, best first. */
export async function fetchSearchPage(
  query: string,
  where: SearchWhere,
  page: number,
  size: number,
  signal: AbortSignal,
): Promise<SearchPage> {
  const found = readSearchPage(await post('search', searchBody(query, where, page, size), signal));
  if (!found) throw new SearchApiError(502, 'search: unexpected answer');
  return found;
}

/** POST /search/v1/suggest: the top completions of what is being typed. */
export async function fetchSuggestions(
  query: string,
  where: SearchWhere,
  size: number,
  signal: AbortSignal,
): Promise<SuggestionView[]> {
  const found = readSuggestions(await post('suggest', searchBody(query, where, 1, size), signal));
  if (!found) throw new SearchApiError(502, 'suggest: unexpected answer');
  return found;
}

/**
 * The top suggestions shown before anything is typed: the first dishes of the brand's popular
 * category (POST /catalog/v1/products/filter/, the catalogue's cached answer per city and
 * language), as suggestions.
 */
export async function fetchTopSuggestions(
  category: string,
  where: SearchWhere,
  signal: AbortSignal,
): Promise<SuggestionView[]> {
  const res = await fetch(filterUrl({ rn: where.rn, br: where.br, category, lang: where.language }), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ isHot: false, isVegan: false }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
  });
  if (!res.ok) throw new SearchApiError(res.status, `top suggestions: HTTP ${res.status}`);
  const found = readTopSuggestions(await res.json(), where.language);
  if (!found) throw new SearchApiError(502, 'top suggestions: unexpected answer');
  return found;
}
