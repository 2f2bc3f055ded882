/**
 * The board's rules, pure so each has a test: which column an order sits in, how urgent it is,
 * the order of cards, the one next action a card offers, and its map link.
 * Statuses: 0 new, 1 cooking, 2 on the way / ready for pickup, 3 completed, 4 cancelled, from
 * @food/domain/order-status (the API's own; no zod reaches the bundle, as the contracts would bring).
 */
import type { TBoardOrder } from '@food/contracts';
import { ORDER_STATUS } from '@food/domain/order-status';

export const STATUS = ORDER_STATUS;
export const DELIVERY_TYPE = { DELIVERY: 0, PICKUP: 1 } as const;

export type BoardOrder = TBoardOrder;
export type ColumnId = 'awaiting' | 'new' | 'cooking' | 'onTheWay' | 'done';
export const COLUMNS: readonly ColumnId[] = ['new', 'cooking', 'onTheWay', 'done'];

/** Unpaid online orders sit apart ("Awaiting payment") whatever their status. */
export function columnOf(order: Pick<BoardOrder, 'statusId' | 'held'>): ColumnId {
  if (order.held) return 'awaiting';
  switch (order.statusId) {
    case STATUS.NEW:
      return 'new';
    case STATUS.COOKING:
      return 'cooking';
    case STATUS.ON_THE_WAY:
      return 'onTheWay';
    default:
      return 'done';
  }
}

const minutesBetween = (from: string, to: number) => (to - new Date(from).getTime()) / 60_000;

/** When the order is due: the expected time (moved by acceptance), else the chosen time. */
export function dueAt(order: Pick<BoardOrder, 'expectedAt' | 'deliverAt'>): string | null {
  return order.expectedAt ?? order.deliverAt;
}

export type Urgency = 'calm' | 'warning' | 'late';

/** A new order should be taken within minutes of arriving, whatever its due time. */
const NEW_WARNING_MINUTES = 3;
const NEW_LATE_MINUTES = 7;
/** An order in the kitchen warns this close to its due time, and is late past it. */
const DUE_WARNING_MINUTES = 5;

/**
 * How long the order has waited against its due time (DESIGN.md: calm → warning → late). An
 * ON_TIME order due later than the kitchen needs is calm while it waits to be accepted, as long
 * as it has not waited past the late limit.
 */
export function urgencyOf(
  order: Pick<BoardOrder, 'statusId' | 'createdAt' | 'expectedAt' | 'deliverAt' | 'held'>,
  now: number,
): Urgency {
  if (order.statusId === STATUS.COMPLETED || order.statusId === STATUS.CANCELLED) return 'calm';
  const due = dueAt(order);
  const minutesLeft = due ? -minutesBetween(due, now) : null;
  if (minutesLeft !== null && minutesLeft < 0) return 'late';
  if (order.statusId === STATUS.NEW && !order.held) {
    const waited = minutesBetween(order.createdAt, now);
    if (waited >= NEW_LATE_MINUTES) return 'late';
    if (waited >= NEW_WARNING_MINUTES) return 'warning';
  }
  if (minutesLeft !== null && minutesLeft <= DUE_WARNING_MINUTES) return 'warning';
  return 'calm';
}

/**
 * Cards of a column: new and awaiting oldest first (first come, first taken); cooking and on the
 * way by due time, soonest first; done most recent first.
 */
export function sortColumn(column: ColumnId, orders: readonly BoardOrder[]): BoardOrder[] {
  const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.POSITIVE_INFINITY);
  const list = [...orders];
  if (column === 'done') return list.sort((a, b) => time(b.updatedAt) - time(a.updatedAt));
  if (column === 'new' || column === 'awaiting')
    return list.sort((a, b) => time(a.createdAt) - time(b.createdAt));
  return list.sort((a, b) => time(dueAt(a)) - time(dueAt(b)) || time(a.createdAt) - time(b.createdAt));
}

export type NextAction =
  { kind: 'accept'; statusId: 1 } | { kind: 'ready'; statusId: 2 } | { kind: 'complete'; statusId: 3 };

/** The card's one primary action, when the server allows it (held orders get none). */
export function nextActionOf(order: Pick<BoardOrder, 'statusId' | 'nextStatusIds'>): NextAction | null {
  const allowed = (to: number) => order.nextStatusIds.includes(to);
  if (order.statusId === STATUS.NEW && allowed(STATUS.COOKING)) return { kind: 'accept', statusId: 1 };
  if (order.statusId === STATUS.COOKING && allowed(STATUS.ON_THE_WAY)) return { kind: 'ready', statusId: 2 };
  if (order.statusId === STATUS.ON_THE_WAY && allowed(STATUS.COMPLETED))
    return { kind: 'complete', statusId: 3 };
  return null;
}

export function canCancel(order: Pick<BoardOrder, 'nextStatusIds'>): boolean {
  return order.nextStatusIds.includes(STATUS.CANCELLED);
}

/** An OpenStreetMap link to the address: the point when known, else a search for the text. */
export function mapLinkOf(address: NonNullable<BoardOrder['address']>): string {
  const { latitude: lat, longitude: lng } = address;
  if (lat !== null && lng !== null) {
    const la = lat.toFixed(6);
    const lo = lng.toFixed(6);
    return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=18/${la}/${lo}`;
  }
  const query = [address.city, address.text].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** The number of dishes (addons not counted), for the notification and the ticket. */
export function dishCount(order: Pick<BoardOrder, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.count, 0);
}

/** Orders shown in the done column: the latest few; older ones stay in the list answer only. */
export const DONE_SHOWN = 30;
