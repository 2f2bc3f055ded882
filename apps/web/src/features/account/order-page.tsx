'use client';

import type { TOrder, TOrderProduct } from '@food/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../auth/api-client';
import { useOrderEvents } from '../orders-live/order-events';
import { fetchOrder } from '../orders-live/orders-api';
import { orderAfterEvent } from '../orders-live/latest-order-rules';
import {
  CANCELLED_STATUS,
  COMPLETED_STATUS,
  STATUS_STEPS,
  displayKey,
  imageKeyOf,
  isActiveStatus,
  shownExpectedAt,
  statusStep,
} from '../orders-live/order-status';
import { StatusImage } from '../orders-live/status-image';
import { ChevronLeftIcon, StarIcon } from '../shell/icons';
import { PATHS, useLocalizedHref } from '../shell/links';
import { displayPhone, telHref } from '../shell/phone';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { optionsText } from '@/features/cart/line-key';
import { formatPrice } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import { LoadFailed } from './load-failed';
import { formatClockTime, formatOrderTime, zoneOf } from './order-time';
import { RateOrderModal } from './rate-order-modal';
import { StatusPill } from './status-pill';
import { useRepeatOrder } from './use-repeat-order';
import styles from './account.module.css';
import page from './order-page.module.css';

/**
 * /account/orders/{id}: one order with the names it was bought under (archived product data),
 * times on its outlet's clock, its live status, rating and repeat (SPEC sections 2, 4 and 7).
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const t = useTranslations('account.order');
  const tOrders = useTranslations('orders');
  const user = useUser();
  const href = useLocalizedHref();
  const [order, setOrder] = useState<TOrder | null>(null);
  const [problem, setProblem] = useState<'notFound' | 'failed' | null>(null);
  const [isRating, setIsRating] = useState(false);
  const { repeat, busyId } = useRepeatOrder();

  const load = useCallback(
    (signal?: AbortSignal) => {
      setProblem(null);
      fetchOrder(orderId, signal)
        .then((o) => !signal?.aborted && setOrder(o))
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          console.warn('order: not loaded', err);
          // another customer's order is as absent as a missing one (403 and 404 alike)
          setProblem(err instanceof ApiError && [400, 403, 404].includes(err.status) ? 'notFound' : 'failed');
        });
    },
    [orderId],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // SPEC section 4: the single view takes the new status live
  useOrderEvents(user !== null, {
    onStatus: (event) => {
      if (event.orderId !== orderId) return;
      setOrder((o) => (o ? orderAfterEvent(o, event) : o));
      // a completed order can be rated now, a cancelled one may have been refunded: fetch it
      if (event.statusId === COMPLETED_STATUS || event.statusId === CANCELLED_STATUS) load();
    },
    onReconnect: () => load(),
  });

  const back = (
    <Link href={href(PATHS.orders)} className={page.back}>
      <ChevronLeftIcon size={18} /> {t('back')}
    </Link>
  );

  if (problem === 'notFound')
    return (
      <>
        {back}
        <div className={`${styles.card} ${styles.empty}`}>
          <h1 className={styles.emptyTitle}>{t('notFoundTitle')}</h1>
          <p className={styles.emptyText}>{t('notFoundText')}</p>
        </div>
      </>
    );
  if (problem === 'failed') return <LoadFailed onRetry={() => load()} />;
  if (!order) return <div className={styles.skeletonBlock} role="status" aria-label={t('loading')} />;

  const canRate = order.statusId === COMPLETED_STATUS && order.feedback === null;
  return (
    <>
      {back}
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle} data-testid="order-title">
          {tOrders('number', { number: order.localId })}
        </h1>
        <StatusPill
          statusId={order.statusId}
          deliveryType={order.delivery.type}
          awaitingPayment={order.awaitingPayment}
        />
      </div>

      <div className={page.layout}>
        <div className={page.main}>
          <StatusCard order={order} />
          <section className={styles.card} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.sectionTitle}>
              {t('items')}
            </h2>
            <OrderLines products={order.products} currencyCode={order.currencyCode} />
          </section>
          <DeliveryCard order={order} />
        </div>

        <aside className={page.aside}>
          <Summary order={order} />
          <div className={page.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={busyId === order.id}
              data-testid="order-repeat"
              onClick={() => void repeat(order)}
            >
              {t('repeat')}
            </button>
            {canRate && (
              <button
                type="button"
                className={styles.secondary}
                data-testid="order-rate"
                onClick={() => setIsRating(true)}
              >
                {t('rate')}
              </button>
            )}
          </div>
          {order.feedback && (
            <div className={`${styles.card} ${page.feedback}`} data-testid="order-feedback">
              <p className={styles.sectionTitle}>{t('yourRating')}</p>
              <p className={page.starsShown} aria-label={t('ratingLabel', { score: order.feedback.score })}>
                {[1, 2, 3, 4, 5].map((s) => (
                  <StarIcon key={s} size={20} fill={s <= order.feedback!.score ? 'currentColor' : 'none'} />
                ))}
              </p>
              {order.feedback.comment && <p className={styles.muted}>{order.feedback.comment}</p>}
            </div>
          )}
        </aside>
      </div>

      <RateOrderModal
        order={isRating ? order : null}
        userId={user?.id ?? ''}
        onClose={() => setIsRating(false)}
        onRated={() => load()}
      />
    </>
  );
}

function StatusCard({ order }: { order: TOrder }) {
  const t = useTranslations('orders');
  const site = useSite();
  const key = displayKey({ ...order, deliveryType: order.delivery.type });
  if (!key) return null;
  const step = statusStep(order.statusId);
  const expectedAt = shownExpectedAt(order);
  const zone = zoneOf(order.timeZone, order.timeZoneOffsetHours);
  return (
    <section className={`${styles.card} ${page.statusCard}`} aria-label={t('widget.label')}>
      <StatusImage status={imageKeyOf(key)} size={72} className={page.statusImage} />
      <div>
        <p className={page.statusTitle} data-testid="order-status-text">
          {t(`status.${key}`)}
        </p>
        {expectedAt && (
          <p className={page.expected} data-testid="order-expected">
            {t(order.delivery.type === 1 ? 'expected.pickup' : 'expected.delivery', {
              time: formatClockTime(expectedAt, site.locale, zone),
            })}
          </p>
        )}
        <p className={styles.muted}>{t(`statusText.${key}`)}</p>
        {order.refundedAmount > 0 && (
          <p className={styles.muted} data-testid="order-refund">
            {t('refunded', { amount: formatPrice(order.refundedAmount, site.locale, site.currency) })}
          </p>
        )}
        {isActiveStatus(order.statusId) && (
          <ol className={page.steps} aria-hidden="true">
            {Array.from({ length: STATUS_STEPS }, (_, i) => (
              <li key={i} className={i < step ? page.stepDone : page.step} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function OrderLines({ products, currencyCode }: { products: TOrderProduct[]; currencyCode: string }) {
  const t = useTranslations('account.order');
  const site = useSite();
  const dishes = products.filter((p) => p.parentProductId === null);
  const addons = products.filter((p) => p.parentProductId !== null);
  const price = (v: number) => formatPrice(v, site.locale, site.currency);
  return (
    <ul className={page.lines} data-currency={currencyCode}>
      {dishes.map((p, i) => {
        const isGone = !p.product || p.product.isArchived;
        const options = optionsText(p.options);
        return (
          // one dish may be two lines with other options (issue 19)
          <li key={`${p.productId}-${p.name}-${i}`} className={page.line} data-testid="order-line">
            <span className={page.lineImage}>
              {p.product && (
                <img
                  src={imageSrc(p.product.imageUrl, { w: 112, h: 112, mode: 'fill' })}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
              )}
            </span>
            <span className={page.lineText}>
              {/* the name it was bought under (archived), not today's */}
              <span className={page.lineName}>{p.name}</span>
              {options && (
                <span className={styles.muted} data-testid="order-line-options">
                  {options}
                </span>
              )}
              <span className={styles.muted}>
                {p.count} × {price(p.price)}
                {isGone ? ` · ${t('gone')}` : ''}
              </span>
            </span>
            <span className={page.lineAmount}>{price(p.amount)}</span>
          </li>
        );
      })}
      {addons.map((p) => (
        <li key={`addon-${p.productId}-${p.parentProductId}`} className={`${page.line} ${page.addon}`}>
          <span className={page.lineText}>
            <span>{p.name}</span>
            <span className={styles.muted}>× {p.count}</span>
          </span>
          <span className={page.lineAmount}>{p.amount > 0 ? price(p.amount) : t('free')}</span>
        </li>
      ))}
    </ul>
  );
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function DeliveryCard({ order }: { order: TOrder }) {
  const t = useTranslations('account.order');
  const site = useSite();
  const zone = zoneOf(order.timeZone, order.timeZoneOffsetHours);
  const d = order.delivery;
  const isPickup = d.type === 1;
  const address = [
    text(d.street),
    text(d.house),
    text(d.apartment) ? `${t('apartmentShort')} ${text(d.apartment)}` : null,
    text(d.city),
  ]
    .filter(Boolean)
    .join(', ');
  // the restaurant's time once it accepted, else the time chosen, else the checkout's estimate
  const expectedAt = order.expectedAt ?? order.deliverAt ?? text(d.expectedAt);
  return (
    <section className={styles.card} aria-labelledby="order-delivery">
      <h2 id="order-delivery" className={styles.sectionTitle}>
        {isPickup ? t('pickup') : t('delivery')}
      </h2>
      <dl className={page.facts}>
        {isPickup && order.outlet ? (
          <>
            <dt>{t('restaurant')}</dt>
            <dd>
              {order.outlet.name}, {order.outlet.address}
              {order.outlet.phone && (
                <>
                  {' · '}
                  <a href={telHref(order.outlet.phone)}>{displayPhone(order.outlet.phone)}</a>
                </>
              )}
            </dd>
          </>
        ) : (
          address && (
            <>
              <dt>{t('address')}</dt>
              <dd>{address}</dd>
            </>
          )
        )}
        <dt>{t('placedAt')}</dt>
        <dd>{formatOrderTime(order.createdAt, site.locale, zone)}</dd>
        {expectedAt && (
          <>
            <dt>{isPickup ? t('readyAt') : t('deliverAt')}</dt>
            <dd>{formatOrderTime(expectedAt, site.locale, zone)}</dd>
          </>
        )}
        {order.comment && (
          <>
            <dt>{t('comment')}</dt>
            <dd>{order.comment}</dd>
          </>
        )}
      </dl>
      <p className={page.zoneNote}>{t('zoneNote', { zone })}</p>
    </section>
  );
}

function Summary({ order }: { order: TOrder }) {
  const t = useTranslations('account.order');
  const site = useSite();
  const price = (v: number) => formatPrice(v, site.locale, site.currency);
  return (
    <section className={styles.card} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.sectionTitle}>
        {t('summary')}
      </h2>
      <dl className={page.totals}>
        <dt>{t('products')}</dt>
        <dd>{price(order.productsAmount)}</dd>
        {order.discountAmount > 0 && (
          <>
            <dt>{order.promoCode ? t('discountCode', { code: order.promoCode }) : t('discount')}</dt>
            <dd>−{price(order.discountAmount)}</dd>
          </>
        )}
        <dt>{t('deliveryPrice')}</dt>
        <dd>{order.deliveryPrice > 0 ? price(order.deliveryPrice) : t('free')}</dd>
        {order.bonusAmount > 0 && (
          <>
            <dt>{t('bonuses')}</dt>
            <dd>−{price(order.bonusAmount)}</dd>
          </>
        )}
        <dt className={page.total}>{t('total')}</dt>
        <dd className={page.total} data-testid="order-total">
          {price(order.amount)}
        </dd>
        {order.refundedAmount > 0 && (
          <>
            <dt>{t('refunded')}</dt>
            <dd data-testid="order-refunded">{price(order.refundedAmount)}</dd>
          </>
        )}
      </dl>
      <p className={styles.muted}>
        {t(
          `payment.${['ONLINE', 'CARD', 'CASH'].includes(order.paymentType) ? order.paymentType : 'ONLINE'}`,
        )}
        {' · '}
        {order.refundedAmount > 0 ? t('refundedState') : order.isPaid ? t('paid') : t('notPaid')}
      </p>
    </section>
  );
}
