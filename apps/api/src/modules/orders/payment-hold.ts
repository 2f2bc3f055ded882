import { PAYMENT_KIND } from '@food/contracts';
import { isActiveStatus } from '@food/domain/order-status';

/**
 * Waiting for an online payment that has not been made: the customer's order says so, and the
 * board keeps it apart and never cooks it (board/move-rules.ts).
 */
export function isHeld(o: { statusId: number; paymentKind: number; isPaid: boolean }): boolean {
  return o.paymentKind === PAYMENT_KIND.ONLINE && !o.isPaid && isActiveStatus(o.statusId);
}
