/**
 * The latest-active-order widget's rules (SPEC sections 2, 4 and 9). Closing the card records
 * a cookie for 300 s so it is not shown again meanwhile; it holds the closed order's id, so a
 * new order placed within those five minutes still shows (decision: the customer closed that
 * order's card, not every card). Events of the stream update the card's status.
 */
import { isActiveStatus } from './order-status';

export const LATEST_ORDER_COOKIE = 'latest_order_seen';
/** SPEC section 9: last order card seen, 300 s */
export const LATEST_ORDER_SEEN_SECONDS = 300;

export interface WidgetOrder {
  id: string;
  localId: number;
  statusId: number;
  deliveryType: number;
  /** an online payment not made yet: the card reads "awaiting payment" */
  awaitingPayment?: boolean;
  /** when the order is expected (the restaurant sets it when it accepts) */
  expectedAt?: string | null;
  /** the outlet's IANA zone, to show times on the restaurant's clock */
  timeZone?: string;
}

/** Whether the card shows: an order, and not the one closed in the last 300 s. */
export function isCardShown(order: WidgetOrder | null, closedOrderId: string | null): boolean {
  return order !== null && order.id !== closedOrderId;
}

/** The cookie closing the card records (path / so every page reads it). */
export const closedCookie = (orderId: string) => ({
  name: LATEST_ORDER_COOKIE,
  value: orderId,
  options: { maxAgeS: LATEST_ORDER_SEEN_SECONDS, path: '/' },
});

export interface StatusEvent {
  orderId: string;
  statusId: number;
  /** the expected time after the change, when the event carries one */
  expectedAt?: string | null;
}

export type EventOutcome =
  /** the card's order moved: show its new status */
  | { kind: 'update'; order: WidgetOrder }
  /** another order of the customer changed (a new one was placed): ask lastActive again */
  | { kind: 'refetch' }
  | { kind: 'ignore' };

/**
 * SPEC section 4: the order with the matching id gets the new statusId, and the expected time
 * the restaurant gave with it. A move on means it is no longer waiting for its payment.
 */
export function applyStatusEvent(order: WidgetOrder | null, event: StatusEvent): EventOutcome {
  if (order && order.id === event.orderId) {
    const expectedAt = event.expectedAt === undefined ? order.expectedAt : event.expectedAt;
    if (order.statusId === event.statusId && order.expectedAt === expectedAt) return { kind: 'ignore' };
    return {
      kind: 'update',
      order: {
        ...order,
        statusId: event.statusId,
        expectedAt,
        awaitingPayment: event.statusId === 0 ? order.awaitingPayment : false,
      },
    };
  }
  // a new order starts active; a finished order that is not on the card changes nothing shown
  return isActiveStatus(event.statusId) ? { kind: 'refetch' } : { kind: 'ignore' };
}

/**
 * An order the account shows (its list or its page) after an event of it: the new status and the
 * expected time the restaurant gave; a move on means it no longer waits for its payment.
 */
export function orderAfterEvent<
  T extends { statusId: number; expectedAt: string | null; awaitingPayment: boolean },
>(order: T, event: StatusEvent): T {
  return {
    ...order,
    statusId: event.statusId,
    expectedAt: event.expectedAt === undefined ? order.expectedAt : event.expectedAt,
    awaitingPayment: event.statusId === 0 ? order.awaitingPayment : false,
  };
}

/** Parses one `order-status` event's data; null for anything else. */
export function parseStatusEvent(data: string): StatusEvent | null {
  try {
    const v: unknown = JSON.parse(data);
    if (
      v &&
      typeof v === 'object' &&
      typeof (v as StatusEvent).orderId === 'string' &&
      Number.isInteger((v as StatusEvent).statusId)
    ) {
      const { orderId, statusId, expectedAt } = v as StatusEvent;
      const at = typeof expectedAt === 'string' && !Number.isNaN(Date.parse(expectedAt)) ? expectedAt : null;
      return { orderId, statusId, ...(expectedAt !== undefined ? { expectedAt: at } : {}) };
    }
  } catch {
    // a malformed event is dropped
  }
  return null;
}
