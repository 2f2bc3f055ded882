'use client';

import { useTranslations } from 'next-intl';
import styles from './promotions.module.css';

/**
 * The promotions' loading state (SPEC section 4: a list shows its loading flag while pending):
 * the page's layout in grey while a visitor navigates to it, announced to screen readers. A
 * client component: loading.tsx renders before the page has set the request's language, and
 * next-intl's server API would then read the request headers, making the route dynamic.
 */
export function PromotionsLoading({ cards = 3 }: { cards?: number }) {
  const t = useTranslations('content.promotions');
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i} className={`${styles.skeleton} ${styles.skeletonCard}`} />
        ))}
      </ul>
    </div>
  );
}
