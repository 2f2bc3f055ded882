'use client';

import type { TOrder } from '@food/contracts';
import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { cartCount } from '../cart/cart-rules';
import { useCart } from '../cart/cart-store';
import { useHydrated } from '../auth/use-hydrated';
import { formatClockTime } from '../account/order-time';
import { readCookie, setBrowserCookie } from '../shell/cookies';
import { CloseIcon } from '../shell/icons';
import { useLocalizedHref } from '../shell/links';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import {
  LATEST_ORDER_COOKIE,
  applyStatusEvent,
  closedCookie,
  isCardShown,
  type WidgetOrder,
} from './latest-order-rules';
import { useOrderEvents } from './order-events';
import { fetchLastActive } from './orders-api';
import { displayKey, imageKeyOf, shownExpectedAt } from './order-status';
import { StatusImage } from './status-image';
import styles from './latest-order.module.css';

const toWidgetOrder = (o: TOrder): WidgetOrder => ({
  id: o.id,
  localId: o.localId,
  statusId: o.statusId,
  deliveryType: o.delivery.type,
  awaitingPayment: o.awaitingPayment,
  expectedAt: o.expectedAt,
  timeZone: o.timeZone,
});

/**
 * The latest-active-order card (SPEC sections 2 and 4): the signed-in customer's newest active
 * order with its local number, status text and picture, 'show more' to the order page and a
 * close button (a 300 s cookie). Its status follows the operator live over the order stream,
 * with the expected time the restaurant gave when it accepted the order; an online order not
 * paid yet reads "awaiting payment".
 */
export function LatestOrderWidget() {
  const t = useTranslations('orders');
  const href = useLocalizedHref();
  const user = useUser();
  const isHydrated = useHydrated();
  const site = useSite();
  const hasCartBar = cartCount(useCart()) > 0;
  const [order, setOrder] = useState<WidgetOrder | null>(null);
  const [closedId, setClosedId] = useState<string | null>(null);
  const userId = user?.id ?? null;

  const load = useCallback(
    (signal?: AbortSignal) => {
      if (!userId) return;
      fetchLastActive(userId, signal)
        .then((o) => !signal?.aborted && setOrder(o ? toWidgetOrder(o) : null))
        .catch((err: unknown) => !signal?.aborted && console.warn('latest order: not loaded', err));
    },
    [userId],
  );

  useEffect(() => {
    setClosedId(readCookie(document.cookie, LATEST_ORDER_COOKIE));
    if (!userId) {
      setOrder(null);
      return;
    }
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [userId, load]);

  useOrderEvents(userId !== null, {
    onStatus: (event) => {
      const outcome = applyStatusEvent(order, event);
      if (outcome.kind === 'update') setOrder(outcome.order);
      else if (outcome.kind === 'refetch') load();
    },
    onReconnect: () => load(),
  });

  if (!isHydrated || !isCardShown(order, closedId) || !order) return null;
  const key = displayKey(order);
  if (!key) return null;
  const expectedAt = shownExpectedAt(order);

  const close = () => {
    // SPEC sections 4 and 9: closing records the "last order card seen" cookie for 300 s
    const c = closedCookie(order.id);
    setBrowserCookie(c.name, c.value, c.options);
    setClosedId(order.id);
  };

  return (
    <aside
      className={`${styles.widget} ${hasCartBar ? styles.aboveCartBar : ''}`}
      data-testid="latest-order"
      data-cookie-notice-rise
      data-status-id={order.statusId}
      aria-label={t('widget.label')}
    >
      <StatusImage status={imageKeyOf(key)} size={52} className={styles.image} />
      <div className={styles.text}>
        <p className={styles.number}>{t('number', { number: order.localId })}</p>
        <p className={styles.status} role="status" data-testid="latest-order-status">
          {t(`status.${key}`)}
        </p>
        {expectedAt && (
          <p className={styles.expected} data-testid="latest-order-expected">
            {t(order.deliveryType === 1 ? 'expected.pickup' : 'expected.delivery', {
              time: formatClockTime(expectedAt, site.locale, order.timeZone ?? 'UTC'),
            })}
          </p>
        )}
      </div>
      <RouterLink href={href(`/account/orders/${order.id}`)} className={styles.more}>
        {t('widget.more')}
      </RouterLink>
      <button type="button" className={styles.close} aria-label={t('widget.close')} onClick={close}>
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
