/**
 * Which status changes an operator may make (SPEC sections 4 and 9: 0, 1, 2 are active).
 *
 *   from \ to        1 COOKING   2 ON_THE_WAY   3 COMPLETED   4 CANCELLED
 *   0 NEW               yes          -              -             yes
 *   1 COOKING           -            yes            -             yes
 *   2 ON_THE_WAY        -            -              yes           yes
 *   3 COMPLETED         -            -              -             -
 *   4 CANCELLED         -            -              -             -
 *
 * One step forward at a time (2 is "on the way" for delivery and "ready" for pickup); an active
 * order can be cancelled; a final one never changes again.
 */
import { ORDER_STATUS } from '@food/contracts';

const NEXT: Record<number, readonly number[]> = {
  [ORDER_STATUS.NEW]: [ORDER_STATUS.COOKING, ORDER_STATUS.CANCELLED],
  [ORDER_STATUS.COOKING]: [ORDER_STATUS.ON_THE_WAY, ORDER_STATUS.CANCELLED],
  [ORDER_STATUS.ON_THE_WAY]: [ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED],
  [ORDER_STATUS.COMPLETED]: [],
  [ORDER_STATUS.CANCELLED]: [],
};

export function canChangeStatus(from: number, to: number): boolean {
  return NEXT[from]?.includes(to) ?? false;
}

export function allowedNextStatuses(from: number): readonly number[] {
  return NEXT[from] ?? [];
}

export const isFinalStatus = (status: number) => allowedNextStatuses(status).length === 0;
