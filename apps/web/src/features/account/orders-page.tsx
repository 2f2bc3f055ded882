'use client';

import type { TOrder, TOrderStatistic, TOrdersList } from '@food/contracts';
import { RouterLink } from '@/features/shell/router-link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/browser-client';
import { orderAfterEvent } from '../orders-live/latest-order-rules';
import { useOrderEvents } from '../orders-live/order-events';
import { CANCELLED_STATUS, shownExpectedAt } from '../orders-live/order-status';
import { OrdersIcon } from '../shell/icons';
import { PATHS, useLocalizedHref } from '../shell/links';
import { showMessage } from '../shell/notify';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { formatPrice } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import { LoadFailed } from './load-failed';
import { DEFAULT_FILTER, filterEntries, pageList, statusIdsOf } from './order-filter';
import { formatClockTime, formatOrderTime, zoneOf } from './order-time';
import { fetchFeedbackAwaiting, fetchOrders, fetchStatistic } from './orders-history-api';
import { RateOrderModal } from './rate-order-modal';
import { StatusPill } from './status-pill';
import { useRepeatOrder } from './use-repeat-order';
import styles from './account.module.css';
import list from './lists.module.css';

const THUMBS = 4;

/**
 * /account/orders: the order history with the status filter (SPEC section 4: 0, 1 and 2 as one
 * entry, 'all' by default), pages, rating of completed orders and repeating any order. The
 * filter and page live in the query so 'back' from an order returns to the same list.
 */
export function OrdersPage() {
  const t = useTranslations('account.orders');
  const user = useUser();
  const query = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const filter = statusIdsOf(query.get('status') ?? '') ? query.get('status')! : DEFAULT_FILTER;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const userId = user?.id ?? '';

  const [orders, setOrders] = useState<TOrdersList | null>(null);
  const [failed, setFailed] = useState(false);
  const [statistic, setStatistic] = useState<TOrderStatistic>([]);
  const [awaiting, setAwaiting] = useState<TOrder[]>([]);
  const [rating, setRating] = useState<TOrder | null>(null);
  const { repeat, busyId } = useRepeatOrder();

  const loadList = useCallback(
    (signal?: AbortSignal) => {
      setFailed(false);
      fetchOrders(userId, page, filter, signal)
        .then((answer) => !signal?.aborted && setOrders(answer))
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          // SPEC section 8: an orders list failure is only logged; the page offers a retry
          console.warn('orders: list not loaded', err);
          setFailed(true);
        });
    },
    [userId, page, filter],
  );

  const loadSideData = useCallback(
    (signal?: AbortSignal) => {
      fetchStatistic(userId, signal)
        .then((s) => !signal?.aborted && setStatistic(s))
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          console.warn('orders: statistic not loaded', err);
          // SPEC section 8: a statistic failure shows a notice
          if (!(err instanceof ApiError && err.status === 401))
            showMessage({ kind: 'error', key: 'account:orders.statisticFailed' });
        });
      fetchFeedbackAwaiting(userId, signal)
        .then((a) => !signal?.aborted && setAwaiting(a))
        .catch(
          (err: unknown) => !signal?.aborted && console.warn('orders: awaiting feedback not loaded', err),
        );
    },
    [userId],
  );

  useEffect(() => {
    const controller = new AbortController();
    loadList(controller.signal);
    return () => controller.abort();
  }, [loadList]);

  useEffect(() => {
    const controller = new AbortController();
    loadSideData(controller.signal);
    return () => controller.abort();
  }, [loadSideData]);

  // SPEC section 4: an order in the list takes its new status live
  useOrderEvents(userId !== '', {
    onStatus: (event) => {
      setOrders((current) =>
        current
          ? {
              ...current,
              data: current.data.map((o) => (o.id === event.orderId ? orderAfterEvent(o, event) : o)),
            }
          : current,
      );
      loadSideData();
      // a cancelled order may have been refunded: the list says how much
      if (event.statusId === CANCELLED_STATUS) loadList();
    },
    onReconnect: () => {
      loadList();
      loadSideData();
    },
  });

  const go = (next: { status?: string; page?: number }) => {
    const q = new URLSearchParams();
    const status = next.status ?? filter;
    const p = next.page ?? 1;
    if (status !== DEFAULT_FILTER) q.set('status', status);
    if (p > 1) q.set('page', String(p));
    const search = q.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };

  const entries = filterEntries(statistic);
  const awaitingIds = new Set(awaiting.map((o) => o.id));

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
      </div>

      {awaiting[0] && (
        <div className={list.prompt}>
          <p>{t('ratePrompt', { number: awaiting[0].localId })}</p>
          <button type="button" className={styles.primary} onClick={() => setRating(awaiting[0]!)}>
            {t('rate')}
          </button>
        </div>
      )}

      <div className={list.filters} role="group" aria-label={t('filterLabel')}>
        {entries.map((e) => (
          <button
            key={e.key}
            type="button"
            className={list.chip}
            aria-pressed={filter === e.key}
            data-testid={`orders-filter-${e.key}`}
            onClick={() => go({ status: e.key })}
          >
            {t(`filters.${e.key === 'all' || e.key === 'active' ? e.key : `s${e.statusIds![0]}`}`)}
            <span className={list.chipCount}>{e.count}</span>
          </button>
        ))}
      </div>

      {failed ? (
        <LoadFailed onRetry={() => loadList()} />
      ) : !orders ? (
        <div className={styles.loading} role="status">
          <span className="visually-hidden">{t('loading')}</span>
          <span className={styles.skeletonBlock} aria-hidden="true" />
          <span className={styles.skeletonBlock} aria-hidden="true" />
        </div>
      ) : orders.data.length === 0 ? (
        <EmptyOrders isFiltered={filter !== DEFAULT_FILTER} />
      ) : (
        <>
          <ul className={list.orders} data-testid="orders-list">
            {orders.data.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                canRate={awaitingIds.has(order.id)}
                isRepeating={busyId === order.id}
                onRate={() => setRating(order)}
                onRepeat={() => void repeat(order)}
              />
            ))}
          </ul>
          {orders.pagination.totalPages > 1 && (
            <nav aria-label={t('pagesLabel')}>
              <ul className={list.pagination}>
                {pageList(orders.pagination.page, orders.pagination.totalPages).map((p, i) =>
                  p === 'gap' ? (
                    <li key={`gap-${i}`} className={list.gap} aria-hidden="true">
                      …
                    </li>
                  ) : (
                    <li key={p}>
                      <button
                        type="button"
                        className={list.pageButton}
                        aria-current={p === orders.pagination.page ? 'page' : undefined}
                        aria-label={t('pageLabel', { page: p })}
                        onClick={() => go({ page: p })}
                      >
                        {p}
                      </button>
                    </li>
                  ),
                )}
              </ul>
            </nav>
          )}
        </>
      )}

      <RateOrderModal
        order={rating}
        userId={userId}
        onClose={() => setRating(null)}
        onRated={() => {
          // SPEC section 7: the awaiting list is refreshed after a rating
          loadSideData();
          loadList();
        }}
      />
    </>
  );
}

function OrderCard({
  order,
  canRate,
  isRepeating,
  onRate,
  onRepeat,
}: {
  order: TOrder;
  canRate: boolean;
  isRepeating: boolean;
  onRate: () => void;
  onRepeat: () => void;
}) {
  const t = useTranslations('account.orders');
  const tOrders = useTranslations('orders');
  const site = useSite();
  const href = useLocalizedHref();
  const dishes = order.products.filter((p) => p.parentProductId === null);
  const zone = zoneOf(order.timeZone, order.timeZoneOffsetHours);
  const expectedAt = shownExpectedAt(order);
  return (
    <li className={list.orderCard} data-testid="order-card" data-order-id={order.id}>
      <div className={list.orderTop}>
        <h2 className={list.orderNumber}>
          <RouterLink href={href(`/account/orders/${order.id}`)} className={list.orderLink}>
            {tOrders('number', { number: order.localId })}
          </RouterLink>
        </h2>
        <StatusPill
          statusId={order.statusId}
          deliveryType={order.delivery.type}
          awaitingPayment={order.awaitingPayment}
        />
      </div>
      <p className={list.orderMeta}>
        {formatOrderTime(order.createdAt, site.locale, zone)} ·{' '}
        {order.delivery.type === 1 ? t('pickup') : t('delivery')} · {t('items', { count: dishes.length })}
      </p>
      {expectedAt && (
        <p className={list.orderMeta} data-testid="order-expected">
          {tOrders(order.delivery.type === 1 ? 'expected.pickup' : 'expected.delivery', {
            time: formatClockTime(expectedAt, site.locale, zone),
          })}
        </p>
      )}
      {order.refundedAmount > 0 && (
        <p className={list.orderMeta} data-testid="order-refund">
          {tOrders('refunded', { amount: formatPrice(order.refundedAmount, site.locale, site.currency) })}
        </p>
      )}
      <div className={list.orderBottom}>
        <ul className={list.thumbs} aria-hidden="true">
          {dishes.slice(0, THUMBS).map((p, i) => (
            <li key={`${p.productId}-${p.name}-${i}`} className={list.thumb}>
              {p.product && (
                <img
                  src={imageSrc(p.product.imageUrl, { w: 96, h: 96, mode: 'fill' })}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              )}
            </li>
          ))}
          {dishes.length > THUMBS && (
            <li className={`${list.thumb} ${list.thumbMore}`}>+{dishes.length - THUMBS}</li>
          )}
        </ul>
        <span className={list.amount}>{formatPrice(order.amount, site.locale, site.currency)}</span>
      </div>
      <div className={list.cardActions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={isRepeating}
          data-testid="order-repeat"
          onClick={onRepeat}
        >
          {t('repeat')}
        </button>
        {canRate && (
          <button type="button" className={styles.secondary} data-testid="order-rate" onClick={onRate}>
            {t('rate')}
          </button>
        )}
      </div>
    </li>
  );
}

function EmptyOrders({ isFiltered }: { isFiltered: boolean }) {
  const t = useTranslations('account.orders');
  const href = useLocalizedHref();
  return (
    <div className={`${styles.card} ${styles.empty}`}>
      <span className={styles.emptyIcon}>
        <OrdersIcon size={32} />
      </span>
      <h2 className={styles.emptyTitle}>{isFiltered ? t('emptyFilteredTitle') : t('emptyTitle')}</h2>
      <p className={styles.emptyText}>{isFiltered ? t('emptyFilteredText') : t('emptyText')}</p>
      {!isFiltered && (
        <RouterLink href={href(PATHS.home)} className={styles.primary}>
          {t('toMenu')}
        </RouterLink>
      )}
    </div>
  );
}
