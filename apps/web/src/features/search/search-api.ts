import { ApiError, apiCall } from '@/lib/api/browser-client';
import { filterPath } from '../catalog/sort-filter';
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
 * The search service from the browser, typed functions over the one browser client
 * (`lib/api/browser-client.ts`). The caller's signal cancels a request a newer query has
 * replaced. The answers are read by `search-rules.ts` (an unexpected one is ApiError 502).
 */
const post = (path: string, body: unknown, signal: AbortSignal) =>
  apiCall<unknown>(`/search/v1/${path}`, { method: 'POST', body, signal });

const unexpected = (what: string) => new ApiError(502, 'BAD_RESPONSE', `${what}: unexpected answer`);

/** POST /search/v1/search: one page of the dishes that match, best first. */
export async function fetchSearchPage(
  query: string,
  where: SearchWhere,
  page: number,
  size: number,
  signal: AbortSignal,
): Promise<SearchPage> {
  const found = readSearchPage(await post('search', searchBody(query, where, page, size), signal));
  if (!found) throw unexpected('search');
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
  if (!found) throw unexpected('suggest');
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
  const answer = await apiCall<unknown>(
    filterPath({ rn: where.rn, br: where.br, category, lang: where.language }),
    { method: 'POST', body: { isHot: false, isVegan: false }, signal },
  );
  const found = readTopSuggestions(answer, where.language);
  if (!found) throw unexpected('top suggestions');
  return found;
}
