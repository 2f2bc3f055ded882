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
}

export type EventOutcome =
  /** the card's order moved: show its new status */
  | { kind: 'update'; order: WidgetOrder }
  /** another order of the customer changed (a new one was placed): ask lastActive again */
  | { kind: 'refetch' }
  | { kind: 'ignore' };

/** SPEC section 4: the order with the matching id gets the new statusId. */
export function applyStatusEvent(order: WidgetOrder | null, event: StatusEvent): EventOutcome {
  if (order && order.id === event.orderId) {
    if (order.statusId === event.statusId) return { kind: 'ignore' };
    return { kind: 'update', order: { ...order, statusId: event.statusId } };
  }
  // a new order starts active; a finished order that is not on the card changes nothing shown
  return isActiveStatus(event.statusId) ? { kind: 'refetch' } : { kind: 'ignore' };
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
      return { orderId: (v as StatusEvent).orderId, statusId: (v as StatusEvent).statusId };
    }
  } catch {
    // a malformed event is dropped
  }
  return null;
}
