'use client';

import { useTranslations } from 'next-intl';
import { CANCELLED_STATUS, COMPLETED_STATUS, displayKey } from '../orders-live/order-status';
import list from './lists.module.css';

/**
 * An order's status as a small pill ("awaiting payment" for an online order not paid yet); a status
 * the storefront does not know shows nothing.
 */
export function StatusPill({
  statusId,
  deliveryType,
  awaitingPayment = false,
}: {
  statusId: number;
  deliveryType: number;
  awaitingPayment?: boolean;
}) {
  const t = useTranslations('orders.status');
  const key = displayKey({ statusId, deliveryType, awaitingPayment });
  if (!key) return null;
  const tone =
    statusId === COMPLETED_STATUS
      ? list.statusDone
      : statusId === CANCELLED_STATUS
        ? list.statusCancelled
        : list.statusActive;
  return (
    <span className={`${list.status} ${tone}`} data-testid="order-status" data-status-id={statusId}>
      {t(key)}
    </span>
  );
}
