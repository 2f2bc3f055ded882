'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import type { OrderViewModel } from './order-view-model';
import styles from './order.module.css';

/**
 * What was ordered, with the totals as charged; in the account's history (`isHistory`) also each
 * line's count × price and whether the dish is gone from the menu, a refund, and whether it is paid.
 */
export function OrderLines({ model, isHistory = false }: { model: OrderViewModel; isHistory?: boolean }) {
  const t = useTranslations('checkout.confirmed');
  const ts = useTranslations('checkout.summary');
  const site = useSite();
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);
  const totals = model.totals;
  return (
    <section className={styles.card} aria-labelledby="lines-title">
      <h2 id="lines-title" className={styles.cardTitle}>
        {t('linesTitle')}
      </h2>
      {model.lines.length > 0 && (
        <ul className={styles.lines}>
          {model.lines.map((l, i) => (
            <li
              // one product may be two lines with other options (issue 19)
              key={`${l.isAddon ? 'a' : 'p'}-${l.productId}-${l.options ?? ''}-${i}`}
              className={styles.line}
              data-testid="order-line"
            >
              {l.imageUrl ? (
                <img
                  src={imageSrc(l.imageUrl, { w: 96, h: 96, mode: 'fill' })}
                  alt=""
                  width={44}
                  height={44}
                  className={styles.lineImage}
                  loading="lazy"
                />
              ) : (
                <span className={styles.lineImage} aria-hidden="true" />
              )}
              <span className={styles.lineName}>
                {l.name}
                {l.options && (
                  <span className={styles.lineOptions} data-testid="order-line-options">
                    {l.options}
                  </span>
                )}
                {isHistory && (
                  <LineUnit count={l.count} unitPrice={price(l.price)} isGone={l.isGone === true} />
                )}
              </span>
              <span className={styles.lineCount}>×{l.count}</span>
              <span className={styles.lineAmount}>{l.amount > 0 ? price(l.amount) : t('included')}</span>
            </li>
          ))}
        </ul>
      )}
      {totals && (
        <dl className={styles.totals}>
          <div>
            <dt>{ts('goods')}</dt>
            <dd>{price(totals.goods)}</dd>
          </div>
          {totals.discount > 0 && (
            <div className={styles.saving}>
              <dt>{model.promoCode ? t('discountCode', { code: model.promoCode }) : ts('discount')}</dt>
              <dd>−{price(totals.discount)}</dd>
            </div>
          )}
          {model.method === 'DELIVERY' && (
            <div>
              <dt>{ts('delivery')}</dt>
              <dd>{totals.delivery > 0 ? price(totals.delivery) : ts('free')}</dd>
            </div>
          )}
          {totals.bonuses > 0 && (
            <div className={styles.saving}>
              <dt>{ts('bonuses')}</dt>
              <dd>−{price(totals.bonuses)}</dd>
            </div>
          )}
          <div className={styles.total}>
            <dt>{ts('total')}</dt>
            <dd data-testid="order-total">{price(totals.total)}</dd>
          </div>
          {isHistory && model.refundedAmount > 0 && <RefundedRow amount={price(model.refundedAmount)} />}
        </dl>
      )}
      {isHistory && model.payment && (
        <PaymentState payment={model.payment} isRefunded={model.refundedAmount > 0} />
      )}
    </section>
  );
}

// the account's texts: these parts render only on the account's order page, which loads them

function LineUnit({ count, unitPrice, isGone }: { count: number; unitPrice: string; isGone: boolean }) {
  const t = useTranslations('account.order');
  return (
    <span className={styles.lineOptions} data-testid="order-line-unit">
      {count} × {unitPrice}
      {isGone ? ` · ${t('gone')}` : ''}
    </span>
  );
}

function RefundedRow({ amount }: { amount: string }) {
  const t = useTranslations('account.order');
  return (
    <div>
      <dt>{t('refunded')}</dt>
      <dd data-testid="order-refunded">{amount}</dd>
    </div>
  );
}

const PAYMENT_TYPES = ['ONLINE', 'CARD', 'CASH'];

function PaymentState({
  payment,
  isRefunded,
}: {
  payment: NonNullable<OrderViewModel['payment']>;
  isRefunded: boolean;
}) {
  const t = useTranslations('account.order');
  return (
    <p className={styles.historyNote} data-testid="order-payment-state">
      {t(`payment.${PAYMENT_TYPES.includes(payment.type) ? payment.type : 'ONLINE'}`)}
      {' · '}
      {isRefunded ? t('refundedState') : payment.isPaid ? t('paid') : t('notPaid')}
    </p>
  );
}
