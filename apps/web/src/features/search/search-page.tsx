import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { loadSite, type RouteParams } from '@/features/catalog/catalog-data';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { SearchResults } from './search-results';
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
 * /search (SPEC section 2): the heading and a placeholder of the results are the same for every
 * visitor, so the page is rendered once per city and language and cached; the query (`?q=`) is
 * read and searched in the browser (search-results.tsx). The server never reads the query.
 */
export async function SearchPage({ params }: { params: RouteParams }) {
  const { locale } = await loadSite(params);
  const t = await getTranslations({ locale, namespace: 'search' });
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <Suspense fallback={<SearchFallback />}>
        <SearchResults />
      </Suspense>
    </div>
  );
}

/** What the cached HTML shows until the browser has read the query: the layout, no words. */
function SearchFallback() {
  return (
    <>
      <div className={styles.form} aria-hidden="true">
        <div className={`${styles.field} ${styles.fieldPlaceholder}`} />
      </div>
      <ul className={styles.skeletons} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ul>
    </>
  );
}
