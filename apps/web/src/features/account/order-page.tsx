'use client';

import type { TOrder, TReceipt } from '@food/contracts';
import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/browser-client';
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
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { formatPrice } from '@/lib/format/price';
import { LoadFailed } from './load-failed';
import { OrderView } from '../order/order-view';
import { OrderPushCard } from '../pwa/order-push-card';
import { orderViewOf } from '../order/order-view-model';
import { fetchReceipt } from '../order/receipt-api';
import { formatClockTime, zoneOf } from './order-time';
import { RateOrderModal } from './rate-order-modal';
import { StatusPill } from './status-pill';
import { useRepeatOrder } from './use-repeat-order';
import styles from './account.module.css';
import page from './order-page.module.css';

/**
 * /account/orders/{id}: one order, its live status, rating and repeat (SPEC sections 2, 4 and 7),
 * and the order view the confirmation page shows too (`order/order-view.tsx`) from the order's
 * receipt: the names it was bought under, times on its outlet's clock, the totals as charged.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const t = useTranslations('account.order');
  const tOrders = useTranslations('orders');
  const user = useUser();
  const href = useLocalizedHref();
  const { locale, brand } = useSite();
  const [order, setOrder] = useState<TOrder | null>(null);
  const [receipt, setReceipt] = useState<TReceipt | null>(null);
  const [problem, setProblem] = useState<'notFound' | 'failed' | null>(null);
  const [isRating, setIsRating] = useState(false);
  const { repeat, busyId } = useRepeatOrder();

  const load = useCallback(
    (signal?: AbortSignal) => {
      setProblem(null);
      // the order for its status, rating and repeat; its receipt (in the page's language) for the order view
      Promise.all([fetchOrder(orderId, signal), fetchReceipt(orderId, locale, signal)])
        .then(([o, r]) => {
          if (signal?.aborted) return;
          setOrder(o);
          setReceipt(r);
        })
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          console.warn('order: not loaded', err);
          // another customer's order is as absent as a missing one (403 and 404 alike)
          setProblem(err instanceof ApiError && [400, 403, 404].includes(err.status) ? 'notFound' : 'failed');
        });
    },
    [orderId, locale],
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
    <RouterLink href={href(PATHS.orders)} className={page.back}>
      <ChevronLeftIcon size={18} /> {t('back')}
    </RouterLink>
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
  if (!order || !receipt)
    return <div className={styles.skeletonBlock} role="status" aria-label={t('loading')} />;

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
          <OrderView model={orderViewOf(receipt, null)} isHistory />
        </div>

        <aside className={page.aside}>
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
          {/* issue 21 item 4: this order's status by push, asked here rather than on arrival */}
          <OrderPushCard orderId={order.id} statusId={order.statusId} />
          {order.feedback && (
            <div className={`${styles.card} ${page.feedback}`} data-testid="order-feedback">
              <p className={styles.sectionTitle}>{t('yourRating')}</p>
              <p
                className={page.starsShown}
                role="img"
                aria-label={t('ratingLabel', { score: order.feedback.score })}
              >
                {[1, 2, 3, 4, 5].map((s) => (
                  <StarIcon key={s} size={20} fill={s <= order.feedback!.score ? 'currentColor' : 'none'} />
                ))}
              </p>
              {order.feedback.comment && <p className={styles.muted}>{order.feedback.comment}</p>}
              {order.feedback.reply && (
                <div className={page.reply} data-testid="order-feedback-reply">
                  <p className={page.replyTitle}>{t('ratingReply', { brand: brand.name })}</p>
                  <p>{order.feedback.reply}</p>
                </div>
              )}
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
