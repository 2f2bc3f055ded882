'use client';

import { useTranslations } from 'next-intl';
import { displayPhone } from '@/features/shell/phone';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { PinIcon, StoreIcon, ClockIcon, UserIcon, CardIcon } from '@/features/checkout/icons';
import type { OrderViewModel } from './order-view-model';
import styles from './order.module.css';

/**
 * Where and when the order arrives (or is collected), who receives it and how it is paid; in the
 * account's history (`isHistory`) also when it was placed and the customer's comment.
 */
export function OrderDetails({ model, isHistory = false }: { model: OrderViewModel; isHistory?: boolean }) {
  const t = useTranslations('checkout.confirmed');
  const tp = useTranslations('checkout.payment.types');
  const site = useSite();
  // every time on the outlet's clock
  const format = (iso: string) =>
    new Intl.DateTimeFormat(site.locale === 'uk' ? 'uk-UA' : site.locale, {
      timeZone: model.timeZone ?? undefined,
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
  const time = model.expectedAt ? format(model.expectedAt) : null;
  const paymentType =
    model.paymentType && tp.has(`${model.paymentType}.title`)
      ? tp(`${model.paymentType}.title`)
      : model.paymentType;

  return (
    <section className={styles.card} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.cardTitle}>
        {t(model.method === 'PICKUP' ? 'pickupTitle' : 'deliveryTitle')}
      </h2>
      <ul className={styles.details}>
        {model.method === 'DELIVERY' && model.address && (
          <li className={styles.detail}>
            <PinIcon />
            <div>
              <span className={styles.detailLabel}>{t('address')}</span>
              <span className={styles.detailValue} data-testid="order-address">
                {model.address}
              </span>
            </div>
          </li>
        )}
        {model.method === 'PICKUP' && model.restaurant && (
          <li className={styles.detail}>
            <StoreIcon />
            <div>
              <span className={styles.detailLabel}>{t('restaurant')}</span>
              <span className={styles.detailValue} data-testid="order-restaurant">
                {model.restaurant.name}
                <br />
                {model.restaurant.address}
                {model.restaurant.phone && (
                  <>
                    <br />
                    <a href={`tel:${model.restaurant.phone}`}>{displayPhone(model.restaurant.phone)}</a>
                  </>
                )}
              </span>
            </div>
          </li>
        )}
        {isHistory && model.placedAt && (
          <li className={styles.detail}>
            <ClockIcon />
            <div>
              <span className={styles.detailLabel}>{t('placedAt')}</span>
              <span className={styles.detailValue} data-testid="order-placed-at">
                {format(model.placedAt)}
              </span>
            </div>
          </li>
        )}
        {time && (
          <li className={styles.detail}>
            <ClockIcon />
            <div>
              <span className={styles.detailLabel}>
                {t(model.method === 'PICKUP' ? 'readyAt' : 'arrivesAt')}
              </span>
              <span className={styles.detailValue}>{model.isAsap ? t('approx', { time }) : time}</span>
            </div>
          </li>
        )}
        {model.customerName && (
          <li className={styles.detail}>
            <UserIcon />
            <div>
              <span className={styles.detailLabel}>{t('contact')}</span>
              <span className={styles.detailValue}>
                {model.customerName}
                {model.customerPhone ? `, ${displayPhone(model.customerPhone)}` : ''}
              </span>
            </div>
          </li>
        )}
        {paymentType && (
          <li className={styles.detail}>
            <CardIcon />
            <div>
              <span className={styles.detailLabel}>{t('paymentMethod')}</span>
              <span className={styles.detailValue} data-testid="order-payment-type">
                {paymentType}
                {model.cashFrom !== null &&
                  ` · ${t('changeFrom', { sum: formatPrice(model.cashFrom, site.locale, site.currency) })}`}
              </span>
            </div>
          </li>
        )}
        {isHistory && model.comment && (
          <li className={styles.detail}>
            <UserIcon />
            <div>
              <span className={styles.detailLabel}>{t('comment')}</span>
              <span className={styles.detailValue}>{model.comment}</span>
            </div>
          </li>
        )}
      </ul>
      {isHistory && model.timeZone && <ZoneNote timeZone={model.timeZone} />}
    </section>
  );
}

/** the account's note that every time above is the restaurant's (its namespace is loaded there) */
function ZoneNote({ timeZone }: { timeZone: string }) {
  const t = useTranslations('account.order');
  return (
    <p className={styles.historyNote} data-testid="order-zone-note">
      {t('zoneNote', { zone: timeZone })}
    </p>
  );
}
