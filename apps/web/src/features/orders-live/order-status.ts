/**
 * Order statuses as the customer reads them (SPEC sections 4 and 9): 0 new, 1 cooking, 2 on the
 * way (ready, for pickup), 3 completed, 4 cancelled. 0, 1 and 2 are active. A status the
 * storefront does not know is not shown (SPEC section 4).
 */
export const ACTIVE_STATUSES = [0, 1, 2] as const;
export const COMPLETED_STATUS = 3;
export const CANCELLED_STATUS = 4;

export type StatusKey = 'new' | 'cooking' | 'onTheWay' | 'ready' | 'completed' | 'cancelled';

const KEYS: Record<number, StatusKey> = {
  0: 'new',
  1: 'cooking',
  2: 'onTheWay',
  3: 'completed',
  4: 'cancelled',
};

export const isKnownStatus = (statusId: number) => statusId in KEYS;
/** Unknown (null) is not active. */
export const isActiveStatus = (statusId: number | null | undefined) =>
  statusId != null && (ACTIVE_STATUSES as readonly number[]).includes(statusId);

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
  return (o.statusId === 1 || o.statusId === 2) && o.expectedAt ? o.expectedAt : null;
}

/** How far along the order is, for the progress bar: 1 to 4 steps, 0 when cancelled. */
export function statusStep(statusId: number): number {
  if (statusId === CANCELLED_STATUS) return 0;
  return statusId >= 0 && statusId <= COMPLETED_STATUS ? statusId + 1 : 0;
}

export const STATUS_STEPS = 4;
