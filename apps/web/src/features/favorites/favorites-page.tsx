'use client';

import type { TProduct } from '@food/contracts';
import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { LoadFailed } from '../account/load-failed';
import { ClientProductGrid } from '../catalog/client-product-grid';
import { toCardData } from '../catalog/product-view';
import { HeartIcon } from '../shell/icons';
import { PATHS, useLocalizedHref } from '../shell/links';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { loadFavorites, useFavoriteIds } from './favorites-store';
import styles from '../account/account.module.css';

/**
 * /favorites: the customer's favourite dishes sold in this city, as menu cards (the heart on a
 * card takes it off the list at once).
 */
export function FavoritesPage() {
  const t = useTranslations('favorites');
  const site = useSite();
  const href = useLocalizedHref();
  const user = useUser();
  const ids = useFavoriteIds();
  const [products, setProducts] = useState<TProduct[] | null>(null);
  const [failed, setFailed] = useState(false);
  const userId = user?.id ?? '';

  const load = useCallback(
    (signal?: AbortSignal) => {
      setFailed(false);
      loadFavorites({ userId, rn: site.rn, br: site.city.id, lang: site.locale }, signal)
        .then((list) => !signal?.aborted && setProducts(list))
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          console.warn('favourites: not loaded', err);
          setFailed(true);
        });
    },
    [userId, site.rn, site.city.id, site.locale],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const shown = products?.filter((p) => ids.includes(p.id)) ?? null;

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
      </div>
      {failed ? (
        <LoadFailed onRetry={() => load()} />
      ) : !shown ? (
        <div className={styles.skeletonBlock} role="status" aria-label={t('loading')} />
      ) : shown.length === 0 ? (
        <div className={`${styles.card} ${styles.empty}`} data-testid="favorites-empty">
          <span className={styles.emptyIcon}>
            <HeartIcon size={32} />
          </span>
          <h2 className={styles.emptyTitle}>{t('emptyTitle')}</h2>
          <p className={styles.emptyText}>{t('emptyText')}</p>
          <RouterLink href={href(PATHS.home)} className={styles.primary}>
            {t('toMenu')}
          </RouterLink>
        </div>
      ) : (
        <div data-testid="favorites-list">
          <ClientProductGrid
            products={shown.map((p) => toCardData(p, site.locale))}
            eagerCount={4}
            headingLevel="h2"
          />
        </div>
      )}
    </>
  );
}
