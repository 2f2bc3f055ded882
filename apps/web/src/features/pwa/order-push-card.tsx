'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSite } from '@/features/shell/site-context';
import { isPushSupported, PushUnavailable, subscribeToOrder } from './push-client';
import styles from './pwa.module.css';

type State = 'idle' | 'working' | 'on' | 'denied' | 'failed';

/**
 * "Follow your order" after an order (the confirmation page, the account's order page): asks for
 * notifications only when the customer presses its button, never on arrival. Not shown where the
 * browser cannot push, nor for an order that is done or cancelled.
 */
export function OrderPushCard({ orderId, statusId }: { orderId: string; statusId: number | null }) {
  const t = useTranslations('checkout.confirmed.push');
  const { locale } = useSite();
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    setSupported(isPushSupported());
    if (isPushSupported() && Notification.permission === 'denied') setState('denied');
  }, []);

  if (!supported || statusId === null || statusId >= 3) return null;

  const turnOn = async () => {
    setState('working');
    try {
      await subscribeToOrder(orderId, locale);
      setState('on');
    } catch (err) {
      setState(err instanceof PushUnavailable && err.problem === 'denied' ? 'denied' : 'failed');
    }
  };

  return (
    <section className={styles.card} aria-labelledby="order-push-title" data-testid="order-push">
      <h2 id="order-push-title" className={styles.cardTitle}>
        {t('title')}
      </h2>
      {state === 'on' || state === 'denied' ? (
        <p className={styles.cardText} role="status">
          {t(state)}
        </p>
      ) : (
        <>
          <p className={styles.cardText}>{t('text')}</p>
          {state === 'failed' && (
            <p className={styles.cardText} role="alert">
              {t('failed')}
            </p>
          )}
          <button
            type="button"
            className={styles.button}
            disabled={state === 'working'}
            onClick={() => void turnOn()}
          >
            {state === 'working' ? t('working') : t('button')}
          </button>
        </>
      )}
    </section>
  );
}
