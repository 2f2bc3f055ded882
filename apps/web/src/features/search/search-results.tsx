import { RouterLink } from '@/features/shell/router-link';
import type { CardSite } from '@/features/catalog/product-card';
import { EAGER_CARDS } from '@/features/catalog/product-cards';
import { ProductGrid } from '@/features/catalog/product-grid';
import { toCardData } from '@/features/catalog/product-view';
import { localizedPath } from '@/lib/routing/locale-path';
import { CategoryShortcuts } from './category-shortcuts';
import { SearchPager, type SearchT } from './search-pager';
import { searchPagePath, type SearchView } from './search-rules';
import styles from './search-page.module.css';

/**
 * The body of /search as the server renders it for the address's query: the menu's
 * `ProductCard`s (add to cart included; the first row's pictures eager, the first two fetched
 * first, as on a category page) with a pager of links, or what stands in for results. A failed
 * search renders nothing here: search-form.tsx shows its retry.
 */
export function SearchResults({
  view,
  query,
  site,
  t,
}: {
  view: SearchView;
  query: string;
  site: CardSite;
  t: SearchT;
}) {
  switch (view.kind) {
    case 'start':
      return (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('startTitle')}</p>
          <p className={styles.emptyText}>{t('startText')}</p>
          <CategoryShortcuts />
        </div>
      );
    case 'tooShort':
      return (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t('tooShort')}</p>
          <CategoryShortcuts />
        </div>
      );
    case 'failed':
      return null;
    case 'nothing':
      return (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('nothingTitle', { query })}</p>
          <p className={styles.emptyText}>{t('nothingText')}</p>
          <CategoryShortcuts />
        </div>
      );
    case 'pageOut':
      return (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('pageOut')}</p>
          <RouterLink
            href={localizedPath(site.locale, searchPagePath(query), site)}
            className={styles.button}
          >
            {t('firstPage')}
          </RouterLink>
        </div>
      );
    case 'results':
      return (
        <>
          <ProductGrid
            products={view.result.items.map((p) => toCardData(p, site.locale))}
            site={site}
            eagerCount={EAGER_CARDS}
            headingLevel="h2"
          />
          <SearchPager
            query={query}
            page={view.result.page}
            totalPages={view.result.totalPages}
            site={site}
            t={t}
          />
        </>
      );
  }
}
