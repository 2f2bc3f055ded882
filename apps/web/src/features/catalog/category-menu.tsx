'use client';

import type { TProduct } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { showMessage } from '@/features/shell/notify';
import { useSite } from '@/features/shell/site-context';
import { EAGER_CARDS, ProductGrid } from './product-grid';
import { isListed, toCardData, type ProductCardData } from './product-view';
import { SortFilterDrawer } from './sort-filter-drawer';
import {
  DEFAULT_SORT_FILTER,
  filterBody,
  filterUrl,
  isDefaultSortFilter,
  type SortFilter,
} from './sort-filter';
import styles from './category-menu.module.css';

/**
 * A category's dishes with the sort and filter drawer. The page renders the menu order (static,
 * cached); a customer's choice asks the API from the browser and redraws the grid here, so the
 * page never depends on the query.
 */
export function CategoryMenu({
  initial,
  rn,
  category,
}: {
  initial: ProductCardData[];
  rn: number;
  category: string;
}) {
  const t = useTranslations('catalog.category');
  const site = useSite();
  const [choice, setChoice] = useState<SortFilter>(DEFAULT_SORT_FILTER);
  const [products, setProducts] = useState(initial);
  const [isLoading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  async function apply(next: SortFilter) {
    inFlight.current?.abort();
    setChoice(next);
    if (isDefaultSortFilter(next)) {
      setLoading(false);
      setProducts(initial);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const res = await fetch(filterUrl({ rn, br: site.city.id, category, lang: site.locale }), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(filterBody(next)),
        signal: controller.signal,
      });
      if (!res.ok) throw new Error(`filter: HTTP ${res.status}`);
      const data: unknown = await res.json();
      if (!Array.isArray(data)) throw new Error('filter: not a product list');
      setProducts((data as TProduct[]).filter(isListed).map((p) => toCardData(p, site.locale)));
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error(err);
      // SPEC section 8: product load errors show in the message popup
      showMessage({ kind: 'error', text: t('loadError') });
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setLoading(false);
      }
    }
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {isLoading ? t('loading') : t('count', { count: products.length })}
        </p>
        <SortFilterDrawer value={choice} onApply={apply} />
      </div>
      {products.length > 0 ? (
        <div className={styles.results} aria-busy={isLoading} data-loading={isLoading || undefined}>
          <ProductGrid products={products} eagerCount={EAGER_CARDS} headingLevel="h2" />
        </div>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
          <p className={styles.emptyText}>{t('emptyText')}</p>
          <button type="button" className={styles.reset} onClick={() => apply(DEFAULT_SORT_FILTER)}>
            {t('reset')}
          </button>
        </div>
      )}
    </>
  );
}
