'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCart } from '@/features/cart/cart-store';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import type { Destination } from '../checkout-rules';
import { checkoutActions, useCheckout } from '../checkout-store';
import { minimumShortfall, summaryOf } from '../summary';
import { PriceNoticeText } from './price-notice';
import { PromoField } from './promo-field';
import styles from './summary.module.css';

export const SHORTFALL_ID = 'summary-shortfall';

/**
 * The order summary (DESIGN.md: sticky on the right on desktop): optional lines, the promo code,
 * goods, discount, delivery, bonuses and the total to pay, with the pending state of a running
 * calculation, what is missing for the minimum order or free delivery, and why a price changed.
 * Its main button (`action`) sits in a bar pinned to the bottom of a phone's screen with the
 * total beside it (issue 17, item 13); below the minimum order it is disabled by its caller and
 * the bar says how much is missing (item 10).
 */
export function OrderSummary({
  destination,
  lines,
  action,
  note,
  canChoosePickup = false,
}: {
  destination: Destination['kind'] | null;
  lines?: ReactNode;
  action: ReactNode;
  note?: ReactNode;
  /** below the minimum for delivery, offer to collect the order instead */
  canChoosePickup?: boolean;
}) {
  const t = useTranslations('checkout.summary');
  const site = useSite();
  const cart = useCart();
  const { calc, calcError, isCalculating } = useCheckout();
  const s = summaryOf(calcError ? null : calc, cart, destination);
  const shortfall = minimumShortfall(s);
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);
  const totalLabel = s.isEstimate ? t('totalEstimate') : t('total');

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
          <dt>{totalLabel}</dt>
          <dd data-testid="cart-total" className={isCalculating ? styles.pending : undefined}>
            {price(s.total)}
          </dd>
        </div>
      </dl>
      <PriceNoticeText />
      {shortfall !== null && (
        <p id={SHORTFALL_ID} className={styles.warning} role="status" data-testid="min-order-shortfall">
          {t('toMinimum', { sum: price(shortfall), min: price(s.minOrderAmount) })}
          {canChoosePickup && (
            <>
              {' '}
              <button
                type="button"
                className={styles.inlineAction}
                onClick={() => checkoutActions.setMethod('PICKUP')}
              >
                {t('orPickup')}
              </button>
            </>
          )}
        </p>
      )}
      {shortfall === null && s.toFreeDelivery !== null && (
        <p className={styles.hint}>{t('toFreeDelivery', { sum: price(s.toFreeDelivery) })}</p>
      )}
      {note}
      {/* a phone pins this bar to the bottom of the screen, above the cookie notice */}
      <div className={styles.action} data-testid="summary-action" data-cookie-notice-rise>
        <p className={styles.barTotal} aria-hidden="true">
          <span className={shortfall !== null ? styles.barShortfall : styles.barLabel}>
            {shortfall !== null ? t('shortfallShort', { sum: price(shortfall) }) : totalLabel}
          </span>
          <span className={`${styles.barAmount} ${isCalculating ? styles.pending : ''}`}>
            {price(s.total)}
          </span>
        </p>
        {action}
      </div>
    </section>
  );
}
