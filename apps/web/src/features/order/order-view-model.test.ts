import type { TReceipt } from '@food/contracts';
import { isActiveStatus } from '../orders-live/order-status';
import { describe, expect, it } from 'vitest';
import {
  orderViewOf,
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
const receipt: TReceipt = {
  orderId: placed.orderId,
  localId: 1042,
  statusId: 1,
  type: 'DELIVERY',
  address: { city: 'Київ', street: 'вул. Хрещатик', house: '10', apartment: '5' },
  outlet: { name: 'На Хрещатику', address: 'вул. Хрещатик, 22', phone: '+380443332701' },
  createdAt: '2026-11-22T10:00:00.000Z',
  deliverAt: null,
  expectedAt: '2026-11-22T10:55:00.000Z',
  timeZone: 'Europe/Kyiv',
  lines: [
    {
      productId: 1,
      name: 'Дракон',
      imageUrl: '/img/dragon.png',
      isGone: false,
      count: 2,
      price: 40000,
      oldPrice: null,
      amount: 80000,
      parentProductId: null,
      options: [{ groupName: 'Розмір', name: 'Великий', price: 0 }],
    },
    {
      productId: 2,
      name: 'Соус унагі',
      imageUrl: null,
      isGone: true,
      count: 1,
      price: 0,
      oldPrice: null,
      amount: 0,
      parentProductId: 1,
      options: [],
    },
  ],
  promoCode: 'DEMO10',
  comment: null,
  productsAmount: 80000,
  discountAmount: 8000,
  bonusAmount: 1000,
  deliveryPrice: 5900,
  amount: 76900,
  currencyCode: 'UAH',
  payment: {
    type: 'ONLINE',
    chosenType: 'GOOGLE_PAY',
    changeFrom: null,
    state: 'PAID',
    isPaid: true,
    paymentUrl: null,
    refundedAmount: 0,
  },
  awaitingPayment: false,
};

describe('the order view', () => {
  it("shows this browser's snapshot at once, before the receipt answers", () => {
    expect(orderViewOf(null, placed)).toMatchObject({
      localId: 1042,
      statusId: 0,
      method: 'DELIVERY',
      address: 'вул. Хрещатик, 10',
      expectedAt: '2026-11-22T10:45:00.000Z',
      paymentType: 'GOOGLE_PAY',
      totals: { goods: 80000, discount: 8000, delivery: 5900, total: 77900 },
      promoCode: 'DEMO10',
      refundedAmount: 0,
      // not known before the receipt answers
      payment: null,
    });
    expect(orderViewOf(null, null)).toMatchObject({ localId: null, statusId: null, lines: [], totals: null });
  });

  it('takes the order from its receipt, and from the snapshot only who receives it', () => {
    expect(orderViewOf(receipt, placed)).toMatchObject({
      localId: 1042,
      statusId: 1,
      method: 'DELIVERY',
      address: 'вул. Хрещатик, 10, 5',
      restaurant: null,
      // the restaurant's time once it accepted the order
      expectedAt: '2026-11-22T10:55:00.000Z',
      isAsap: true,
      timeZone: 'Europe/Kyiv',
      customerName: 'Олена',
      customerPhone: '+380671234567',
      paymentType: 'GOOGLE_PAY',
      lines: [
        {
          productId: 1,
          name: 'Дракон',
          imageUrl: '/img/dragon.png',
          isAddon: false,
          isGone: false,
          options: 'Великий',
          count: 2,
          price: 40000,
        },
        // gone from the menu since: the account's history says so
        { productId: 2, name: 'Соус унагі', imageUrl: '', isAddon: true, isGone: true },
      ],
      totals: { goods: 80000, discount: 8000, delivery: 5900, bonuses: 1000, total: 76900 },
      // the account's history says how it is paid as recorded, and whether it is
      payment: { type: 'ONLINE', isPaid: true },
    });
    // on another device: everything but the contact
    expect(orderViewOf(receipt, null)).toMatchObject({ localId: 1042, customerName: null, lines: [{}, {}] });
  });

  it('shows a pickup at its restaurant, and an order switched to cash with the change asked for', () => {
    const pickup: TReceipt = {
      ...receipt,
      type: 'PICKUP',
      address: null,
      deliverAt: '2026-11-22T12:00:00.000Z',
      payment: {
        ...receipt.payment,
        type: 'CASH',
        chosenType: 'CASH',
        changeFrom: 100000,
        state: 'NOT_REQUIRED',
      },
    };
    expect(orderViewOf(pickup, placed)).toMatchObject({
      method: 'PICKUP',
      address: null,
      restaurant: { name: 'На Хрещатику' },
      isAsap: false,
      paymentType: 'CASH',
      cashFrom: 100000,
    });
  });

  it('shows what was refunded of a cancelled paid order', () => {
    const refunded: TReceipt = {
      ...receipt,
      statusId: 4,
      payment: { ...receipt.payment, state: 'REFUNDED', refundedAmount: 76900 },
    };
    expect(orderViewOf(refunded, placed)).toMatchObject({ statusId: 4, refundedAmount: 76900 });
    expect(heroState('REFUNDED', 4, true)).toBe('cancelled');
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
