import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { loadSite, type RouteParams } from '@/features/catalog/catalog-data';
import { ApiError } from '@/lib/api/http';
import { searchProducts } from '@/lib/api/search';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { toSiteInfo } from '@/lib/site-info';
import { SearchForm } from './search-form';
import type { SearchT } from './search-pager';
import { SearchResults } from './search-results';
import {
  PAGE_SIZE,
  isSearchable,
  readSearchPage,
  searchBody,
  searchView,
  type SearchOutcome,
  type SearchView,
  type SearchWhere,
} from './search-rules';
import styles from './search-page.module.css';

export async function searchMetadata(params: RouteParams): Promise<Metadata> {
  const { init, locale } = await loadSite(params);
  const t = await getTranslations({ locale, namespace: 'search' });
  const brand = init.config.name;
  return {
    ...buildPageMetadata({
      site: seoSiteOf(init),
      locale,
      path: '/search',
      title: t('metaTitle', { brand }),
      description: t('metaDescription', { brand }),
    }),
    // result pages are per query: the menu pages are what search engines should list
    robots: { index: false, follow: true },
  };
}

/**
 * One page of results from the search service, asked by the server for this request. Any
 * failure (the service down or refusing, an answer that is not a search answer) is the page's
 * "search failed" state, never an error page.
 */
async function findResults(query: string, page: number, where: SearchWhere): Promise<SearchOutcome> {
  // the visitor's address as server.mjs settled it: the API limits searches per address
  const clientAddress = (await headers()).get('x-forwarded-for');
  try {
    const answer = await searchProducts(searchBody(query, where, page, PAGE_SIZE), clientAddress);
    const result = readSearchPage(answer);
    if (result) return { ok: true, result };
  } catch (err) {
    // the query is the customer's words: not logged
    if (err instanceof ApiError && err.status >= 400 && err.status < 500)
      console.warn(`search: the service refused the results page's query (${err.status} ${err.code})`);
    else console.error('search: the results page could not be searched', err);
  }
  return { ok: false };
}

function summaryOf(view: SearchView, query: string, t: SearchT): string {
  switch (view.kind) {
    case 'start':
      return '';
    case 'tooShort':
      return t('tooShort');
    case 'failed':
      return t('error');
    default:
      return t('foundFor', { query, count: view.result.total });
  }
}

/**
 * /search (SPEC section 2): rendered per request with the results of `?q=` and `?page=` in the
 * HTML, so a result's picture starts loading with the page and the page reads without script.
 * The form, the summary line and the retry are the browser's part (search-form.tsx).
 */
export async function SearchPage({
  params,
  address,
}: {
  params: RouteParams;
  address: { query: string; page: number };
}) {
  const { init, locale, isBot } = await loadSite(params);
  const { query, page } = address;
  const where = { rn: init.retailNetwork.id, br: init.businessRegion.id, language: locale };
  const [t, outcome] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    isSearchable(query) ? findResults(query, page, where) : undefined,
  ]);
  const view = searchView(query, outcome);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <SearchForm
        query={query}
        page={page}
        summary={summaryOf(view, query, t)}
        failed={view.kind === 'failed'}
      >
        <SearchResults view={view} query={query} site={toSiteInfo(init, locale, isBot)} t={t} />
      </SearchForm>
    </div>
  );
}
