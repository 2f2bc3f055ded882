/**
 * Order statuses as the customer reads them (SPEC sections 4 and 9): 0 new, 1 cooking, 2 on the
 * way (ready, for pickup), 3 completed, 4 cancelled. 0, 1 and 2 are active. A status the
 * storefront does not know is not shown (SPEC section 4). The statuses are the rule of both sides
 * (@food/domain/order-status); what a customer reads for each is the storefront's.
 */
import { ACTIVE_ORDER_STATUSES, ORDER_STATUS } from '@food/domain/order-status';

export { isActiveStatus, isKnownStatus } from '@food/domain/order-status';
export const ACTIVE_STATUSES = ACTIVE_ORDER_STATUSES;
export const COMPLETED_STATUS = ORDER_STATUS.COMPLETED;
export const CANCELLED_STATUS = ORDER_STATUS.CANCELLED;

export type StatusKey = 'new' | 'cooking' | 'onTheWay' | 'ready' | 'completed' | 'cancelled';

const KEYS: Record<number, StatusKey> = {
  [ORDER_STATUS.NEW]: 'new',
  [ORDER_STATUS.COOKING]: 'cooking',
  [ORDER_STATUS.ON_THE_WAY]: 'onTheWay',
  [ORDER_STATUS.COMPLETED]: 'completed',
  [ORDER_STATUS.CANCELLED]: 'cancelled',
};

/** Delivery type 1 is pickup: status 2 then means "ready to collect". */
export function statusKey(statusId: number, deliveryType: number): StatusKey | null {
  const key = KEYS[statusId];
  if (!key) return null;
  return key === 'onTheWay' && deliveryType === 1 ? 'ready' : key;
}

/**
 * What the customer reads for an order: an online order whose payment has not come through is
 * "awaiting payment", never "accepted" (the restaurant holds it until it is paid).
 */
export type DisplayKey = StatusKey | 'awaitingPayment';

export function displayKey(o: {
  statusId: number;
  deliveryType: number;
  awaitingPayment?: boolean;
}): DisplayKey | null {
  if (o.awaitingPayment && o.statusId === 0) return 'awaitingPayment';
  return statusKey(o.statusId, o.deliveryType);
}

/** The picture of a shown status: a held order shows the new order's picture. */
export const imageKeyOf = (key: DisplayKey): StatusKey => (key === 'awaitingPayment' ? 'new' : key);

/**
 * The expected time is shown once the restaurant has accepted the order (it gave its preparation
 * time) and while it is on its way to the customer: statuses 1 and 2.
 */
export function shownExpectedAt(o: { statusId: number; expectedAt?: string | null }): string | null {
  return (o.statusId === ORDER_STATUS.COOKING || o.statusId === ORDER_STATUS.ON_THE_WAY) && o.expectedAt
    ? o.expectedAt
    : null;
}

/** How far along the order is, for the progress bar: 1 to 4 steps, 0 when cancelled. */
export function statusStep(statusId: number): number {
  if (statusId === CANCELLED_STATUS) return 0;
  return statusId >= 0 && statusId <= COMPLETED_STATUS ? statusId + 1 : 0;
}

export const STATUS_STEPS = 4;
