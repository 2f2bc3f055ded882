'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useLocalizedHref } from '@/features/shell/links';
import { BagIcon } from '../icons';
import styles from './cart.module.css';

export function EmptyCart() {
  const t = useTranslations('checkout.cart.empty');
  const href = useLocalizedHref();
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <span className={styles.emptyIcon} aria-hidden="true">
        <BagIcon size={40} />
      </span>
      <h2 className={styles.emptyTitle}>{t('title')}</h2>
      <p className={styles.emptyText}>{t('text')}</p>
      <RouterLink href={href('/')} className={styles.primaryButton}>
        {t('toMenu')}
      </RouterLink>
    </div>
  );
}
