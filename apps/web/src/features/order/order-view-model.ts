/**
 * What the confirmation page shows, from what is known: the signed-in customer's order from the
 * orders API (freshest), else this browser's snapshot of the order it placed, plus the payment
 * status (paid or not, and the number, for anyone holding the order's id).
 */
import type { TOrder, TPaymentStatus } from '@food/contracts';
import { CANCELLED_STATUS, isActiveStatus } from '../orders-live/order-status';
import type { PlacedLine, PlacedOrder } from './placed-orders';
import { optionsText } from '../cart/line-key';

export interface ConfirmationModel {
  localId: number | null;
  statusId: number | null;
  method: 'DELIVERY' | 'PICKUP' | null;
  address: string | null;
  restaurant: PlacedOrder['restaurant'];
  /** the restaurant's time once it accepted the order, else the time chosen or estimated */
  expectedAt: string | null;
  isAsap: boolean;
  timeZone: string | null;
  customerName: string | null;
  customerPhone: string | null;
  paymentType: string | null;
  cashFrom: number | null;
  lines: PlacedLine[];
  totals: { goods: number; discount: number; delivery: number; bonuses: number; total: number } | null;
  promoCode: string | null;
  /** minor units given back (a paid order the restaurant cancelled) */
  refundedAmount: number;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function addressOf(delivery: TOrder['delivery']): string | null {
  const street = str(delivery.street);
  if (!street) return null;
  return [`${street}, ${str(delivery.house) ?? '0'}`, str(delivery.apartment)].filter(Boolean).join(', ');
}

export function confirmationModel(
  placed: PlacedOrder | null,
  order: TOrder | null,
  payment: TPaymentStatus | null,
): ConfirmationModel {
  const lines: PlacedLine[] = order
    ? order.products.map((p) => ({
        productId: p.productId,
        name: p.product?.name ?? p.name,
        imageUrl: p.product?.imageUrl ?? '',
        count: p.count,
        price: p.price,
        amount: p.amount,
        isAddon: p.parentProductId !== null,
        // the options as ordered (issue 19)
        ...(p.options?.length ? { options: optionsText(p.options) } : {}),
      }))
    : (placed?.lines ?? []);
  const totals = order
    ? {
        goods: order.productsAmount,
        discount: order.discountAmount,
        delivery: order.deliveryPrice,
        bonuses: order.bonusAmount,
        total: order.amount,
      }
    : placed
      ? {
          goods: placed.productsPrice,
          discount: placed.discount,
          delivery: placed.deliveryPrice,
          bonuses: placed.bonusAmount,
          total: placed.amount,
        }
      : payment
        ? { goods: payment.amount, discount: 0, delivery: 0, bonuses: 0, total: payment.amount }
        : null;
  const method = order ? (order.delivery.type === 1 ? 'PICKUP' : 'DELIVERY') : (placed?.method ?? null);
  return {
    localId: order?.localId ?? placed?.localId ?? payment?.localId ?? null,
    // a guest cannot read the orders API: the payment status carries the order's status
    statusId: order?.statusId ?? payment?.orderStatusId ?? placed?.statusId ?? null,
    method,
    address: order && method === 'DELIVERY' ? addressOf(order.delivery) : (placed?.address ?? null),
    restaurant:
      order?.outlet && method === 'PICKUP'
        ? { name: order.outlet.name, address: order.outlet.address, phone: order.outlet.phone }
        : (placed?.restaurant ?? null),
    // the server's time first: accepting the order moves it (a guest reads it in the payment status)
    expectedAt: order?.expectedAt ?? payment?.expectedAt ?? order?.deliverAt ?? placed?.expectedAt ?? null,
    isAsap: placed?.isAsap ?? order?.deliverAt === null,
    timeZone: order?.timeZone ?? placed?.timeZone ?? null,
    customerName: placed?.customerName ?? null,
    customerPhone: placed?.customerPhone ?? null,
    // the wallet the customer chose is theirs to see; the server records it as ONLINE. An order
    // switched to pay on receipt after a declined card (on any device) says how it is paid now
    paymentType:
      placed?.isOnline && (payment?.paymentType === 'CASH' || payment?.paymentType === 'CARD')
        ? payment.paymentType
        : (placed?.paymentType ?? order?.paymentType ?? payment?.paymentType ?? null),
    cashFrom: placed?.cashFrom ?? null,
    lines,
    totals,
    promoCode: order?.promoCode ?? placed?.promoCode ?? null,
    refundedAmount: Math.max(payment?.refundedAmount ?? 0, order?.refundedAmount ?? 0),
  };
}

const PAYMENT_POLL_MS = 3_000;
export const PAYMENT_POLL_LIMIT_MS = 10 * 60_000;
/** Active orders (0, 1, 2) are followed every 20 s; completed and cancelled ones are not. */
export const ORDER_POLL_MS = 20_000;
export const ORDER_FOLLOW_LIMIT_MS = 6 * 60 * 60_000;

/**
 * Poll the payment while it is open: every 3 s for the first 10 minutes. After that (or once it
 * is settled) the same status call follows an active order's status (a guest has no other way to
 * see it) every 20 s for a few hours; a completed or cancelled order is not polled.
 */
export function nextPaymentPoll(
  status: TPaymentStatus['status'] | null,
  elapsedMs: number,
  orderStatusId: number | null = null,
): number | null {
  if ((status === null || status === 'PENDING') && elapsedMs < PAYMENT_POLL_LIMIT_MS) return PAYMENT_POLL_MS;
  if (isActiveStatus(orderStatusId) && elapsedMs < ORDER_FOLLOW_LIMIT_MS) return ORDER_POLL_MS;
  return null;
}

/**
 * What the top of the confirmation page says: a cancelled order is cancelled whatever its payment
 * (no 'pay again'), else the payment decides: failed, waiting, or done (paid or paid on receipt).
 * An order paid online is not done before its payment is known (issue 17, item 9: an unpaid order
 * read 'accepted'): `isOnline` is what this browser placed (null when it does not know).
 */
export type HeroState = 'cancelled' | 'failed' | 'waiting' | 'done';

export function heroState(
  payment: TPaymentStatus['status'] | null,
  statusId: number | null,
  isOnline: boolean | null = null,
): HeroState {
  if (statusId === CANCELLED_STATUS) return 'cancelled';
  if (payment === 'FAILED') return 'failed';
  if (payment === 'PENDING' || (payment === null && isOnline === true)) return 'waiting';
  return 'done';
}

/**
 * The order's status beside its payment: a new order that waits for its online payment (or whose
 * card was declined) is not yet taken by the restaurant, so it does not read 'accepted' (SPEC
 * section 4 shows only the statuses it knows; the payment pill says what it waits for).
 */
export function shownOrderStatus(hero: HeroState, statusId: number | null): number | null {
  if (statusId === null) return null;
  return (hero === 'waiting' || hero === 'failed') && statusId === 0 ? null : statusId;
}
