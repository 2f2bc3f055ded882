'use client';

import { useTranslations } from 'next-intl';
import styles from './account.module.css';

/** A list or page that could not be loaded: said plainly, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('account');
  return (
    <div className={`${styles.card} ${styles.failed}`} role="alert">
      <p className={styles.sectionTitle}>{t('loadFailed')}</p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
