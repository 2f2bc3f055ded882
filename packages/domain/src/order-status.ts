/**
 * Order statuses (SPEC sections 4 and 9): 0 new, 1 cooking, 2 on the way (ready, for pickup),
 * 3 completed, 4 cancelled. 0, 1 and 2 are active; 3 and 4 are final. A status outside these is
 * unknown: the storefront does not show it and no move leads to or from it.
 *
 * Which moves an operator may make (the board and the /ops API add their own conditions):
 *
 *   from \ to        1 COOKING   2 ON_THE_WAY   3 COMPLETED   4 CANCELLED
 *   0 NEW               yes          -              -             yes
 *   1 COOKING           -            yes            -             yes
 *   2 ON_THE_WAY        -            -              yes           yes
 *   3 COMPLETED         -            -              -             -
 *   4 CANCELLED         -            -              -             -
 *
 * One step forward at a time; an active order can be cancelled; a final one never changes again.
 */
export const ORDER_STATUS = {
  NEW: 0,
  COOKING: 1,
  ON_THE_WAY: 2,
  COMPLETED: 3,
  CANCELLED: 4,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** SPEC section 9: the active statuses, one entry of the orders filter (section 4). */
export const ACTIVE_ORDER_STATUSES = [
  ORDER_STATUS.NEW,
  ORDER_STATUS.COOKING,
  ORDER_STATUS.ON_THE_WAY,
] as const;

const NEXT: Readonly<Record<OrderStatusId, readonly OrderStatusId[]>> = {
  [ORDER_STATUS.NEW]: [ORDER_STATUS.COOKING, ORDER_STATUS.CANCELLED],
  [ORDER_STATUS.COOKING]: [ORDER_STATUS.ON_THE_WAY, ORDER_STATUS.CANCELLED],
  [ORDER_STATUS.ON_THE_WAY]: [ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED],
  [ORDER_STATUS.COMPLETED]: [],
  [ORDER_STATUS.CANCELLED]: [],
};

export const isKnownStatus = (statusId: number): statusId is OrderStatusId => Object.hasOwn(NEXT, statusId);

/** Unknown (null, or a status outside 0–4) is not active. */
export const isActiveStatus = (statusId: number | null | undefined): boolean =>
  statusId != null && (ACTIVE_ORDER_STATUSES as readonly number[]).includes(statusId);

export function allowedNextStatuses(from: number): readonly OrderStatusId[] {
  return isKnownStatus(from) ? NEXT[from] : [];
}

export function canChangeStatus(from: number, to: number): boolean {
  return (allowedNextStatuses(from) as readonly number[]).includes(to);
}

/** Completed and cancelled orders (and unknown statuses) never move. */
export const isFinalStatus = (statusId: number): boolean => allowedNextStatuses(statusId).length === 0;

/**
 * The reasons the API itself gives for a cancellation (the board's unpaid-order sweep), stored as
 * these codes in the order's `statusReason` and translated wherever a reason is shown (the back
 * office, the customer's mails and texts); a reason staff wrote is shown as they wrote it.
 */
export const CANCEL_REASON_CODES = ['NOT_PAID_IN_TIME'] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];

/** The code a stored reason is, or null for a reason written by a person (shown as written). */
export const cancelReasonCodeOf = (reason: string | null | undefined): CancelReasonCode | null =>
  (CANCEL_REASON_CODES as readonly string[]).includes(reason?.trim() ?? '')
    ? (reason!.trim() as CancelReasonCode)
    : null;
