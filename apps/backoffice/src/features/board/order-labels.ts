/**
 * Which words a card uses for an order's payment and status: message keys with their values,
 * pure so each case has a test (the card formats the amounts).
 */
import { cancelReasonCodeOf, type CancelReasonCode } from '@food/domain/order-status';
import { PAYMENT_KIND as KIND } from '@food/domain/payment';
import type { Tone } from '../../ui';
import { DELIVERY_TYPE, STATUS, type BoardOrder } from './board-rules';
import type { boardMessages } from './messages';

type Key = keyof (typeof boardMessages)['en'];

export interface PaymentLabel {
  key: Key;
  tone: Tone;
  /** an amount in minor units the text names (change from, refunded) */
  amount?: number;
}

export function paymentLabelOf(
  order: Pick<BoardOrder, 'paymentState' | 'paymentKind' | 'changeFrom' | 'refundedAmount'>,
): PaymentLabel {
  switch (order.paymentState) {
    case 'PAID':
      return { key: 'payPaid', tone: 'success' };
    case 'PENDING':
      return { key: 'payPending', tone: 'warning' };
    case 'FAILED':
      return { key: 'payFailed', tone: 'danger' };
    case 'REFUNDED':
      return { key: 'payRefunded', tone: 'info' };
    case 'PARTIALLY_REFUNDED':
      return { key: 'payPartlyRefunded', tone: 'info', amount: order.refundedAmount };
    default:
      if (order.paymentKind === KIND.CASH)
        return order.changeFrom
          ? { key: 'payCashChange', tone: 'neutral', amount: order.changeFrom }
          : { key: 'payCash', tone: 'neutral' };
      if (order.paymentKind === KIND.CARD) return { key: 'payCard', tone: 'neutral' };
      return { key: 'payNone', tone: 'neutral' };
  }
}

/** The status as staff say it: "on the way" is "ready for pickup" for a pickup order. */
export function statusKeyOf(order: Pick<BoardOrder, 'statusId' | 'deliveryType'>): Key {
  switch (order.statusId) {
    case STATUS.NEW:
      return 'statusNew';
    case STATUS.COOKING:
      return 'statusCooking';
    case STATUS.ON_THE_WAY:
      return order.deliveryType === DELIVERY_TYPE.PICKUP ? 'statusReady' : 'statusOnTheWay';
    case STATUS.COMPLETED:
      return 'statusCompleted';
    default:
      return 'statusCancelled';
  }
}

/** The primary button's words for the next step, by pickup or delivery. */
export function actionKeyOf(kind: 'accept' | 'ready' | 'complete', deliveryType: number): Key {
  const pickup = deliveryType === DELIVERY_TYPE.PICKUP;
  if (kind === 'accept') return 'accept';
  if (kind === 'ready') return pickup ? 'readyPickup' : 'readyDelivery';
  return pickup ? 'completePickup' : 'completeDelivery';
}

/**
 * A dish's option-group choices as the card and the kitchen ticket print them under it, in the
 * order of their groups: "40 cm · thin crust" (issue 19). Empty for a dish without options.
 */
export function optionsTextOf(line: { options?: ReadonlyArray<{ name: string }> }): string {
  return (line.options ?? []).map((o) => o.name).join(' · ');
}

/** the words of each reason the API itself gives for a cancellation (its codes) */
const CANCEL_REASON_KEYS = { NOT_PAID_IN_TIME: 'reasonNotPaidInTime' } as const satisfies Record<
  CancelReasonCode,
  Key
>;

/**
 * A cancellation's reason as the card says it: the API's own reasons are codes
 * (@food/domain/order-status), put in the screen's language; staff's are shown as written.
 */
export function cancelReasonOf(reason: string): { key: Key } | { text: string } {
  const code = cancelReasonCodeOf(reason);
  return code ? { key: CANCEL_REASON_KEYS[code] } : { text: reason };
}
