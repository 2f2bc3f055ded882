'use client';

import { useTranslations } from 'next-intl';
import { displayPhone } from '@/features/shell/phone';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { PinIcon, StoreIcon, ClockIcon, UserIcon, CardIcon } from '@/features/checkout/icons';
import type { ConfirmationModel } from './order-view-model';
import styles from './order.module.css';

/** Where and when the order arrives (or is collected), who receives it and how it is paid. */
export function OrderDetails({ model }: { model: ConfirmationModel }) {
  const t = useTranslations('checkout.confirmed');
  const tp = useTranslations('checkout.payment.types');
  const site = useSite();
  const time = model.expectedAt
    ? new Intl.DateTimeFormat(site.locale === 'uk' ? 'uk-UA' : site.locale, {
        timeZone: model.timeZone ?? undefined,
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(model.expectedAt))
    : null;
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
      </ul>
    </section>
  );
}
