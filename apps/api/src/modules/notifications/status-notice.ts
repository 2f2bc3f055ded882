/**
 * Which status change the customer is told about (SPEC section 4, @food/domain/order-status):
 * accepted (1), on its way (2, a delivery) or ready (2, a pickup), delivered or collected (3),
 * cancelled (4). A new order (0) gets the receipt instead; an unknown status gets nothing.
 */
import { ORDER_STATUS } from '@food/domain/order-status';

export type StatusNotice =
  'accepted' | 'onTheWay' | 'readyForPickup' | 'delivered' | 'pickedUp' | 'cancelled';

export function statusNoticeOf(statusId: number, type: 'DELIVERY' | 'PICKUP'): StatusNotice | null {
  const pickup = type === 'PICKUP';
  switch (statusId) {
    case ORDER_STATUS.COOKING:
      return 'accepted';
    case ORDER_STATUS.ON_THE_WAY:
      return pickup ? 'readyForPickup' : 'onTheWay';
    case ORDER_STATUS.COMPLETED:
      return pickup ? 'pickedUp' : 'delivered';
    case ORDER_STATUS.CANCELLED:
      return 'cancelled';
    default:
      return null;
  }
}
