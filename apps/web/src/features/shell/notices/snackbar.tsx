'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { CheckIcon, CloseIcon } from '../icons';
import { hideSnackbar, snackbarStore } from '../notify';
import { SNACKBAR_HIDE_MS } from './notice-timings';
import styles from './snackbar.module.css';

/**
 * The snackbar (SPEC sections 4 and 9): hides after 2000 ms; add-to-cart confirmations sit top
 * right, near the cart, the rest bottom centre. A polite live region announces each one.
 */
export function SnackbarHost() {
  const t = useTranslations('notices.snackbar');
  const snackbar = useSyncExternalStore(snackbarStore.subscribe, snackbarStore.get, () => null);

  useEffect(() => {
    if (!snackbar) return;
    const timer = setTimeout(() => hideSnackbar(snackbar.id), SNACKBAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snackbar]);

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {snackbar && (
        <div
          key={snackbar.id}
          className={`${styles.snackbar} ${snackbar.kind === 'add-to-cart' ? styles.topRight : styles.bottomCentre}`}
          data-kind={snackbar.kind}
        >
          {snackbar.kind === 'add-to-cart' && (
            <span className={styles.icon}>
              <CheckIcon size={16} strokeWidth={2.5} />
            </span>
          )}
          <span className={styles.text}>{snackbar.text}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('close')}
            onClick={() => hideSnackbar(snackbar.id)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
