/**
 * What an order's view shows (the confirmation page and the account's order page): the order's
 * receipt (`GET /orders/v1/receipt/{id}`, one read model of the placed order, reachable by a
 * guest through the order's id) and, on the device that placed it, this browser's snapshot: it is
 * shown at once before the receipt answers, and it alone knows who receives the order.
 */
import type { TPaymentStatus, TReceipt } from '@food/contracts';
import { CANCELLED_STATUS, isActiveStatus } from '../orders-live/order-status';
import type { PlacedLine, PlacedOrder } from './placed-orders';
import { optionsText } from '../cart/line-key';

export interface OrderViewModel {
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
  lines: OrderViewLine[];
  totals: { goods: number; discount: number; delivery: number; bonuses: number; total: number } | null;
  promoCode: string | null;
  /** minor units given back (a paid order the restaurant cancelled) */
  refundedAmount: number;
  /** how it is paid as recorded (ONLINE for a wallet) and whether it is; null: the snapshot alone */
  payment: { type: string; isPaid: boolean } | null;
  /** when it was placed, and the customer's comment: the account's history shows them */
  placedAt: string | null;
  comment: string | null;
}

/** a line as shown; `isGone`: the dish is no longer on the menu (known from the receipt only) */
type OrderViewLine = PlacedLine & { isGone?: boolean };

function addressOf(address: TReceipt['address']): string | null {
  if (!address?.street) return null;
  return [`${address.street}, ${address.house ?? '0'}`, address.apartment].filter(Boolean).join(', ');
}

function fromReceipt(r: TReceipt, placed: PlacedOrder | null): OrderViewModel {
  return {
    localId: r.localId,
    statusId: r.statusId,
    method: r.type,
    address: r.type === 'DELIVERY' ? addressOf(r.address) : null,
    restaurant: r.type === 'PICKUP' ? r.outlet : null,
    expectedAt: r.expectedAt,
    isAsap: r.deliverAt === null,
    timeZone: r.timeZone,
    customerName: placed?.customerName ?? null,
    customerPhone: placed?.customerPhone ?? null,
    // the wallet as chosen (the server records ONLINE); CASH or CARD once switched to pay on receipt
    paymentType: r.payment.chosenType,
    cashFrom: r.payment.changeFrom,
    lines: r.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      imageUrl: l.imageUrl ?? '',
      count: l.count,
      price: l.price,
      amount: l.amount,
      isAddon: l.parentProductId !== null,
      isGone: l.isGone,
      // the options as ordered (issue 19)
      ...(l.options.length ? { options: optionsText(l.options) } : {}),
    })),
    totals: {
      goods: r.productsAmount,
      discount: r.discountAmount,
      delivery: r.deliveryPrice,
      bonuses: r.bonusAmount,
      total: r.amount,
    },
    promoCode: r.promoCode,
    refundedAmount: r.payment.refundedAmount,
    payment: { type: r.payment.type, isPaid: r.payment.isPaid },
    placedAt: r.createdAt,
    comment: r.comment,
  };
}

/** The receipt when it has answered, else the snapshot (null fields: nothing known yet). */
export function orderViewOf(receipt: TReceipt | null, placed: PlacedOrder | null): OrderViewModel {
  if (receipt) return fromReceipt(receipt, placed);
  return {
    localId: placed?.localId ?? null,
    statusId: placed?.statusId ?? null,
    method: placed?.method ?? null,
    address: placed?.address ?? null,
    restaurant: placed?.restaurant ?? null,
    expectedAt: placed?.expectedAt ?? null,
    isAsap: placed?.isAsap ?? false,
    timeZone: placed?.timeZone ?? null,
    customerName: placed?.customerName ?? null,
    customerPhone: placed?.customerPhone ?? null,
    paymentType: placed?.paymentType ?? null,
    cashFrom: placed?.cashFrom ?? null,
    lines: placed?.lines ?? [],
    totals: placed
      ? {
          goods: placed.productsPrice,
          discount: placed.discount,
          delivery: placed.deliveryPrice,
          bonuses: placed.bonusAmount,
          total: placed.amount,
        }
      : null,
    promoCode: placed?.promoCode ?? null,
    refundedAmount: 0,
    payment: null,
    placedAt: placed?.createdAt ?? null,
    comment: null,
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
