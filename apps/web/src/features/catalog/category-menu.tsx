'use client';

import type { TProduct } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { apiCall } from '@/lib/api/browser-client';
import { countValues } from '@/lib/format/count';
import { showMessage } from '@/features/shell/notify';
import { useSite } from '@/features/shell/site-context';
import { inAnswerOrder } from './answer-order';
import { SortFilterDrawer } from './sort-filter-drawer';
import {
  DEFAULT_SORT_FILTER,
  filterBody,
  filterPath,
  isDefaultSortFilter,
  type SortFilter,
} from './sort-filter';
import gridStyles from './product-grid.module.css';
import styles from './category-menu.module.css';

/** A dish's card as the server rendered it, by product id. */
export interface RenderedCard {
  id: number;
  card: ReactNode;
}

/**
 * A category's dishes with the sort and filter drawer. The page renders the menu order (static,
 * cached) as server cards; a customer's choice asks the API from the browser and reorders or
 * hides those cards here, so the page never depends on the query and no card is a client
 * component (`answer-order.ts`).
 */
export function CategoryMenu({
  cards,
  rn,
  category,
}: {
  cards: RenderedCard[];
  rn: number;
  category: string;
}) {
  const t = useTranslations('catalog.category');
  const site = useSite();
  const [choice, setChoice] = useState<SortFilter>(DEFAULT_SORT_FILTER);
  const [products, setProducts] = useState(cards);
  const [isLoading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  async function apply(next: SortFilter) {
    inFlight.current?.abort();
    setChoice(next);
    if (isDefaultSortFilter(next)) {
      setLoading(false);
      setProducts(cards);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const data = await apiCall<unknown>(filterPath({ rn, br: site.city.id, category, lang: site.locale }), {
        method: 'POST',
        body: filterBody(next),
        signal: controller.signal,
      });
      if (!Array.isArray(data)) throw new Error('filter: not a product list');
      setProducts(inAnswerOrder(cards, data as TProduct[]));
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
          {isLoading ? t('loading') : t('count', countValues(products.length, site.locale))}
        </p>
        <SortFilterDrawer value={choice} onApply={apply} />
      </div>
      {products.length > 0 ? (
        <div className={styles.results} aria-busy={isLoading} data-loading={isLoading || undefined}>
          <ul className={gridStyles.grid}>
            {products.map((p) => (
              <li key={p.id}>{p.card}</li>
            ))}
          </ul>
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
