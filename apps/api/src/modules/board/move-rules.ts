/**
 * Which status moves the board (and an API key) may make, on top of the transitions of
 * @food/domain/order-status (one step forward, any active order cancelled):
 * - an order waiting for its online payment is held: it may be cancelled, never cooked
 *   (409 ORDER_NOT_PAID; ARCHITECTURE.md);
 * - accepting (0 → 1) takes the kitchen's preparation time, cancelling takes a reason; staff on
 *   the board must give them, an API key may leave them out (the /ops contract they were added to);
 * - asking for the status the order already has (someone else just made that move) is a 409
 *   ORDER_CHANGED naming the current status, so the second of two staff accepting at once is
 *   told what happened rather than that the move is impossible.
 * Pure, so every rule has its unit test.
 */
import { ORDER_STATUS } from '@food/contracts';
import { allowedNextStatuses, canChangeStatus } from '@food/domain/order-status';
import { isHeld } from '../orders/index.js';

const MIN_PREP_MINUTES = 1;
const MAX_PREP_MINUTES = 240;

export interface MoveSubject {
  statusId: number;
  paymentKind: number;
  isPaid: boolean;
}

export interface MoveRequest {
  statusId: number;
  prepMinutes?: number;
  reason?: string;
}

type MoveRefusalCode =
  | 'ORDER_CHANGED'
  | 'INVALID_STATUS_TRANSITION'
  | 'ORDER_NOT_PAID'
  | 'PREP_MINUTES_REQUIRED'
  | 'REASON_REQUIRED'
  | 'VALIDATION_ERROR';

export interface MoveRefusal {
  code: MoveRefusalCode;
  message: string;
  details: unknown[];
}

/** The moves to offer now: the allowed transitions, without cooking while held. */
export function nextStatuses(o: MoveSubject): number[] {
  const held = isHeld(o);
  return allowedNextStatuses(o.statusId).filter((s) => !(held && s === ORDER_STATUS.COOKING));
}

export const isAccept = (from: number, to: number) =>
  from === ORDER_STATUS.NEW && to === ORDER_STATUS.COOKING;

/** Why this move must not happen, or null when it may. */
export function refuseMove(
  order: MoveSubject & { localId: number },
  move: MoveRequest,
  policy: { detailsRequired: boolean },
): MoveRefusal | null {
  const from = order.statusId;
  const to = move.statusId;
  const current = [{ statusId: from, allowed: nextStatuses(order) }];
  if (from === to && from !== ORDER_STATUS.NEW)
    return {
      code: 'ORDER_CHANGED',
      message: `Order ${order.localId} is already in status ${from}: someone else moved it`,
      details: current,
    };
  if (!canChangeStatus(from, to))
    return {
      code: 'INVALID_STATUS_TRANSITION',
      message: `Order ${order.localId} cannot go from status ${from} to ${to}`,
      details: current,
    };
  if (to === ORDER_STATUS.COOKING && isHeld(order))
    return {
      code: 'ORDER_NOT_PAID',
      message: `Order ${order.localId} waits for its online payment: it cannot be cooked before it is paid`,
      details: current,
    };
  const accepting = isAccept(from, to);
  if (!accepting && move.prepMinutes !== undefined)
    return {
      code: 'VALIDATION_ERROR',
      message: 'prepMinutes goes with accepting an order (status 0 to 1)',
      details: [{ path: '/prepMinutes' }],
    };
  if (accepting && move.prepMinutes === undefined && policy.detailsRequired)
    return {
      code: 'PREP_MINUTES_REQUIRED',
      message: `Say how many minutes order ${order.localId} takes to prepare (${MIN_PREP_MINUTES}-${MAX_PREP_MINUTES})`,
      details: [{ path: '/prepMinutes' }],
    };
  if (to === ORDER_STATUS.CANCELLED && !move.reason && policy.detailsRequired)
    return {
      code: 'REASON_REQUIRED',
      message: `Say why order ${order.localId} is cancelled`,
      details: [{ path: '/reason' }],
    };
  return null;
}
