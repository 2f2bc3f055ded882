'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CheckIcon, CloseIcon } from '../icons';
import { hideSnackbar, snackbarStore } from '../notify';
import { SNACKBAR_HIDE_MS } from './notice-timings';
import styles from './snackbar.module.css';

/**
 * The snackbar (SPEC sections 4 and 9): hides after 2000 ms; add-to-cart confirmations sit top
 * right, near the cart, the rest bottom centre. A polite live region announces each one. It stays
 * while it holds the keyboard's focus (its close button) and hides 2000 ms after the focus left:
 * a notice vanishing under the focus would drop a keyboard user back to the top of the page.
 */
export function SnackbarHost() {
  const t = useTranslations('notices.snackbar');
  const snackbar = useSyncExternalStore(snackbarStore.subscribe, snackbarStore.get, () => null);

  // the snackbar holding the focus, by id: one closed while focused does not hold the next
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const held = snackbar !== null && snackbar.id === focusedId;

  useEffect(() => {
    if (!snackbar || held) return;
    const timer = setTimeout(() => hideSnackbar(snackbar.id), SNACKBAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [snackbar, held]);

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {snackbar && (
        <div
          key={snackbar.id}
          className={`${styles.snackbar} ${snackbar.kind === 'add-to-cart' ? styles.topRight : styles.bottomCentre}`}
          data-kind={snackbar.kind}
          onFocus={() => setFocusedId(snackbar.id)}
          onBlur={() => setFocusedId(null)}
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
