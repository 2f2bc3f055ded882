/**
 * The receipt of a placed order (`GET /orders/v1/receipt/{orderId}`, issue 20 item 6): what the
 * confirmation page and the account show of one order, in one answer. It is reachable exactly as
 * the payment status is, because it is read through it: a guest's order by its id (the id is the
 * capability the confirmation link carries), a customer's order by that customer's session only
 * (401 without one, 403 for another customer), an unknown id 404.
 */
import type { TOrder, TPaymentStatus, TReceipt } from '@food/contracts';
import type { Session } from '../../lib/session.js';

/** What the checkout kept of the customer's payment choice (`orders.additional_info`). */
export interface PaymentChoice {
  /** the type as chosen (a wallet is recorded as ONLINE in `paymentType`) */
  paymentMethod: unknown;
  /** cash to give change from, minor units */
  change: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Pure: the receipt of an order as presented by the orders module and its payment status. */
export function receiptOf(order: TOrder, choice: PaymentChoice, payment: TPaymentStatus): TReceipt {
  const isPickup = order.delivery.type === 1;
  // after a declined card the order may be paid on receipt instead: its type is then CASH or CARD
  const type = payment.paymentType;
  const chosen = text(choice.paymentMethod);
  const chosenType = type === 'ONLINE' && chosen ? chosen : type;
  return {
    orderId: order.id,
    localId: order.localId,
    statusId: order.statusId,
    type: isPickup ? 'PICKUP' : 'DELIVERY',
    address: isPickup
      ? null
      : {
          city: text(order.delivery.city),
          street: text(order.delivery.street),
          house: text(order.delivery.house),
          apartment: text(order.delivery.apartment),
        },
    outlet: order.outlet
      ? { name: order.outlet.name, address: order.outlet.address, phone: order.outlet.phone }
      : null,
    createdAt: order.createdAt,
    deliverAt: order.deliverAt,
    expectedAt: order.expectedAt ?? order.deliverAt,
    timeZone: order.timeZone,
    lines: order.products.map((p) => ({
      productId: p.productId,
      name: p.name,
      imageUrl: p.product?.imageUrl ?? null,
      isGone: !p.product || p.product.isArchived === true,
      count: p.count,
      price: p.price,
      oldPrice: p.oldPrice,
      amount: p.amount,
      parentProductId: p.parentProductId,
      options: (p.options ?? []).map((o) => ({ groupName: o.groupName, name: o.name, price: o.price })),
    })),
    promoCode: order.promoCode,
    comment: order.comment,
    productsAmount: order.productsAmount,
    discountAmount: order.discountAmount,
    bonusAmount: order.bonusAmount,
    deliveryPrice: order.deliveryPrice,
    amount: order.amount,
    currencyCode: order.currencyCode,
    payment: {
      type,
      chosenType,
      changeFrom:
        type === 'CASH' && typeof choice.change === 'number' && Number.isInteger(choice.change)
          ? choice.change
          : null,
      state: payment.status,
      isPaid: payment.isPaid,
      paymentUrl: payment.paymentUrl,
      refundedAmount: payment.refundedAmount,
    },
    awaitingPayment: order.awaitingPayment,
  };
}

export class ReceiptReadModel {
  constructor(
    private readonly orders: {
      getWithPaymentChoice(orderId: string, lang?: string): Promise<{ order: TOrder; choice: PaymentChoice }>;
    },
    private readonly payments: {
      status(orderId: string, session: Session | null): Promise<TPaymentStatus>;
    },
  ) {}

  /**
   * `lang`: the page's language; the lines, their options and the outlet are named in it when the
   * brand speaks it, else in the brand's default language.
   */
  async read(orderId: string, session: Session | null, lang?: string): Promise<TReceipt> {
    // first: it answers 404, 401 and 403 as the payment status does, before anything is read
    const payment = await this.payments.status(orderId, session);
    const { order, choice } = await this.orders.getWithPaymentChoice(orderId, lang);
    return receiptOf(order, choice, payment);
  }
}
