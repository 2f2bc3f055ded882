'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCart } from '@/features/cart/cart-store';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import type { Destination } from '../checkout-rules';
import { useCheckout } from '../checkout-store';
import { summaryOf } from '../summary';
import { PromoField } from './promo-field';
import styles from './summary.module.css';

/**
 * The order summary (DESIGN.md: sticky on the right on desktop): optional lines, the promo code,
 * goods, discount, delivery, bonuses and the total to pay, with the pending state of a running
 * calculation and what is missing for the minimum order or free delivery.
 */
export function OrderSummary({
  destination,
  lines,
  action,
  note,
}: {
  destination: Destination['kind'] | null;
  lines?: ReactNode;
  action: ReactNode;
  note?: ReactNode;
}) {
  const t = useTranslations('checkout.summary');
  const site = useSite();
  const cart = useCart();
  const { calc, calcError, isCalculating } = useCheckout();
  const s = summaryOf(calcError ? null : calc, cart, destination);
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);

  return (
    <section className={styles.summary} aria-labelledby="summary-title" aria-busy={isCalculating}>
      <h2 id="summary-title" className={styles.title}>
        {t('title')}
      </h2>
      {lines}
      <PromoField />
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('goods')}</dt>
          <dd>{price(s.goods)}</dd>
        </div>
        {s.discount > 0 && (
          <div className={`${styles.row} ${styles.saving}`}>
            <dt>{t('discount')}</dt>
            <dd>−{price(s.discount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('delivery')}</dt>
          <dd>
            {s.delivery === 'later'
              ? t('deliveryLater')
              : s.delivery === 'pickup' || s.delivery === 'free'
                ? t('free')
                : price(s.delivery)}
          </dd>
        </div>
        {s.bonuses > 0 && (
          <div className={`${styles.row} ${styles.saving}`}>
            <dt>{t('bonuses')}</dt>
            <dd>−{price(s.bonuses)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{s.isEstimate ? t('totalEstimate') : t('total')}</dt>
          <dd data-testid="cart-total" className={isCalculating ? styles.pending : undefined}>
            {price(s.total)}
          </dd>
        </div>
      </dl>
      {s.toMinimum > 0 && (
        <p className={styles.warning} role="status">
          {t('toMinimum', { sum: price(s.toMinimum), min: price(s.minOrderAmount) })}
        </p>
      )}
      {s.toMinimum <= 0 && s.toFreeDelivery !== null && (
        <p className={styles.hint}>{t('toFreeDelivery', { sum: price(s.toFreeDelivery) })}</p>
      )}
      {note}
      <div className={styles.action}>{action}</div>
    </section>
  );
}
