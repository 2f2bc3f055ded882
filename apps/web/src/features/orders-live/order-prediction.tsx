'use client';

import type { TPrediction } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CookieIcon } from '../shell/icons';
import { useSite } from '../shell/site-context';
import { fetchPrediction } from './orders-api';
import styles from './order-prediction.module.css';

/**
 * The fortune-cookie line of the confirmation page (issue 6, SPEC section 7:
 * `/orders/v1/prediction/?language`), in the page's language. A nicety: while it loads, or when
 * the call fails, nothing is shown and the failure is only logged (SPEC section 8).
 */
export function OrderPrediction() {
  const t = useTranslations('orders.prediction');
  const { locale } = useSite();
  const [prediction, setPrediction] = useState<TPrediction | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPrediction(locale, controller.signal)
      .then((p) => setPrediction(p))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn('prediction: not loaded', err);
      });
    return () => controller.abort();
  }, [locale]);

  if (!prediction) return null;
  return (
    <figure className={styles.card} data-testid="order-prediction">
      <figcaption className={styles.label}>
        <CookieIcon size={16} className={styles.icon} /> {t('label')}
      </figcaption>
      <blockquote className={styles.text} lang={prediction.language}>
        {prediction.prediction}
      </blockquote>
    </figure>
  );
}
