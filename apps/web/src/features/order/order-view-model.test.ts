import type { TOrder, TPaymentStatus } from '@food/contracts';
import { isActiveStatus } from '../orders-live/order-status';
import { describe, expect, it } from 'vitest';
import {
  confirmationModel,
  heroState,
  nextPaymentPoll,
  shownOrderStatus,
  ORDER_FOLLOW_LIMIT_MS,
  ORDER_POLL_MS,
  PAYMENT_POLL_LIMIT_MS,
} from './order-view-model';
import type { PlacedOrder } from './placed-orders';

const placed: PlacedOrder = {
  orderId: '00000000-0000-4000-8000-000000000001',
  localId: 1042,
  statusId: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  currencyCode: 'UAH',
  paymentType: 'GOOGLE_PAY',
  isOnline: true,
  productsPrice: 80000,
  discount: 8000,
  deliveryPrice: 5900,
  bonusAmount: 0,
  amount: 77900,
  promoCode: 'DEMO10',
  lines: [
    { productId: 1, name: 'Дракон', imageUrl: '', count: 2, price: 40000, amount: 80000, isAddon: false },
  ],
  method: 'DELIVERY',
  address: 'вул. Хрещатик, 10',
  restaurant: null,
  expectedAt: '2026-11-22T10:45:00.000Z',
  isAsap: true,
  timeZone: 'Europe/Kyiv',
  customerName: 'Олена',
  customerPhone: '+380671234567',
  cashFrom: null,
  personsCount: 2,
};
const payment = {
  orderId: placed.orderId,
  localId: 1042,
  status: 'PAID',
  amount: 77900,
  paymentType: 'ONLINE',
} as TPaymentStatus;

describe('the confirmation page', () => {
  it("shows this browser's snapshot with the wallet the customer chose", () => {
    const m = confirmationModel(placed, null, payment);
    expect(m).toMatchObject({
      localId: 1042,
      statusId: 0,
      method: 'DELIVERY',
      address: 'вул. Хрещатик, 10',
      paymentType: 'GOOGLE_PAY',
      totals: { goods: 80000, discount: 8000, delivery: 5900, total: 77900 },
      promoCode: 'DEMO10',
    });
  });

  it("prefers the signed-in customer's order for status, lines and totals", () => {
    const order = {
      localId: 1042,
      statusId: 2,
      delivery: { type: 1 },
      outlet: { id: 1001, name: 'На Хрещатику', address: 'вул. Хрещатик, 22', phone: '+380443332701' },
      products: [
        {
          productId: 1,
          count: 2,
          price: 40000,
          amount: 80000,
          parentProductId: null,
          name: 'Дракон',
          product: null,
        },
      ],
      productsAmount: 80000,
      discountAmount: 0,
      deliveryPrice: 0,
      bonusAmount: 1000,
      amount: 79000,
      deliverAt: null,
      timeZone: 'Europe/Kyiv',
      promoCode: null,
      paymentType: 'CASH',
    } as unknown as TOrder;
    const m = confirmationModel(null, order, null);
    expect(m).toMatchObject({
      statusId: 2,
      method: 'PICKUP',
      restaurant: { name: 'На Хрещатику' },
      paymentType: 'CASH',
      totals: { bonuses: 1000, total: 79000 },
    });
  });

  it("shows the restaurant's expected time once it accepted the order, and what was refunded", () => {
    const accepted = {
      ...payment,
      orderStatusId: 1,
      expectedAt: '2026-11-22T10:55:00.000Z',
    } as TPaymentStatus;
    expect(confirmationModel(placed, null, accepted).expectedAt).toBe('2026-11-22T10:55:00.000Z');
    // without the server's time, the snapshot's estimate
    expect(confirmationModel(placed, null, payment).expectedAt).toBe('2026-11-22T10:45:00.000Z');
    const refunded = {
      ...payment,
      status: 'REFUNDED',
      orderStatusId: 4,
      refundedAmount: 77900,
    } as TPaymentStatus;
    expect(confirmationModel(placed, null, refunded)).toMatchObject({ statusId: 4, refundedAmount: 77900 });
    expect(confirmationModel(placed, null, payment).refundedAmount).toBe(0);
    expect(heroState('REFUNDED', 4, true)).toBe('cancelled');
  });

  it('shows at least the number and amount from the payment status on another device', () => {
    expect(confirmationModel(null, null, payment)).toMatchObject({
      localId: 1042,
      lines: [],
      totals: { total: 77900 },
    });
  });

  it('polls an open payment every 3 s for ten minutes, and a settled one of a finished order not at all', () => {
    expect(nextPaymentPoll(null, 0)).toBe(3000);
    expect(nextPaymentPoll('PENDING', 60_000)).toBe(3000);
    expect(nextPaymentPoll('PENDING', PAYMENT_POLL_LIMIT_MS)).toBeNull();
    expect(nextPaymentPoll('PAID', 0)).toBeNull();
    expect(nextPaymentPoll('FAILED', 0)).toBeNull();
    expect(nextPaymentPoll('NOT_REQUIRED', 0, 3)).toBeNull();
    expect(nextPaymentPoll('PAID', 0, 4)).toBeNull();
  });

  it("keeps following an active order's status every 20 s for a few hours", () => {
    expect(nextPaymentPoll('PAID', 0, 1)).toBe(ORDER_POLL_MS);
    expect(nextPaymentPoll('NOT_REQUIRED', 60_000, 0)).toBe(ORDER_POLL_MS);
    expect(nextPaymentPoll('PENDING', PAYMENT_POLL_LIMIT_MS, 0)).toBe(ORDER_POLL_MS);
    expect(nextPaymentPoll('PAID', ORDER_FOLLOW_LIMIT_MS, 2)).toBeNull();
  });

  it("shows a guest the order's status from the payment status, over the snapshot's", () => {
    const moved = { ...payment, orderStatusId: 2 } as TPaymentStatus;
    expect(confirmationModel(placed, null, moved).statusId).toBe(2);
    expect(confirmationModel(null, null, moved).statusId).toBe(2);
  });

  it('follows orders in statuses 0, 1 and 2 only', () => {
    expect([0, 1, 2, 3, 4, null].map(isActiveStatus)).toEqual([true, true, true, false, false, false]);
  });

  it('says a cancelled order is cancelled whatever its payment, else follows the payment', () => {
    expect(heroState('FAILED', 4)).toBe('cancelled');
    expect(heroState('PENDING', 4)).toBe('cancelled');
    expect(heroState('FAILED', 0)).toBe('failed');
    expect(heroState('PENDING', null)).toBe('waiting');
    expect(heroState('PAID', 3)).toBe('done');
    expect(heroState('NOT_REQUIRED', 1)).toBe('done');
    expect(heroState(null, null)).toBe('done');
  });

  it('is not done for an order paid online before its payment is known (issue 17, item 9)', () => {
    expect(heroState(null, 0, true)).toBe('waiting');
    expect(heroState(null, 0, false)).toBe('done');
    expect(heroState('PAID', 0, true)).toBe('done');
    expect(heroState('NOT_REQUIRED', 0, true)).toBe('done');
  });
});

describe("the order's status beside its payment", () => {
  it('does not read accepted while the online payment is awaited or was declined', () => {
    expect(shownOrderStatus('waiting', 0)).toBeNull();
    expect(shownOrderStatus('failed', 0)).toBeNull();
    expect(shownOrderStatus('done', 0)).toBe(0);
    expect(shownOrderStatus('cancelled', 4)).toBe(4);
    // taken by the restaurant all the same (it says so)
    expect(shownOrderStatus('failed', 1)).toBe(1);
    expect(shownOrderStatus('done', null)).toBeNull();
  });
});
