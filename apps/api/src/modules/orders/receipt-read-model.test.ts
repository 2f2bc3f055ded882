import type { TOrder, TPaymentStatus } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { receiptOf } from './receipt-read-model.js';

const order = {
  id: '00000000-0000-4000-8000-000000000001',
  localId: 1042,
  statusId: 0,
  outlet: { id: 1001, name: 'На Хрещатику', address: 'вул. Хрещатик, 22', phone: '+380443332701' },
  createdAt: '2026-11-22T10:00:00.000Z',
  deliverAt: null,
  delivery: { type: 0, city: 'Київ', street: ' вул. Хрещатик ', house: '10', apartment: '', expectedAt: 'x' },
  products: [
    {
      productId: 1,
      count: 2,
      price: 40000,
      oldPrice: null,
      amount: 80000,
      parentProductId: null,
      name: 'Дракон',
      product: null,
      options: [{ groupId: 1, optionId: 2, groupName: 'Розмір', name: 'Великий', price: 5000 }],
    },
  ],
  productsAmount: 80000,
  discountAmount: 0,
  deliveryPrice: 5900,
  bonusAmount: 0,
  amount: 85900,
  currencyCode: 'UAH',
  promoCode: null,
  comment: null,
  timeZone: 'Europe/Kyiv',
  expectedAt: null,
  awaitingPayment: true,
} as unknown as TOrder;

const payment = {
  status: 'PENDING',
  isPaid: false,
  paymentType: 'ONLINE',
  paymentUrl: 'https://pay.example/1',
  refundedAmount: 0,
} as TPaymentStatus;

describe('the receipt of an order', () => {
  it('shows the wallet chosen for an online payment, and no change', () => {
    const r = receiptOf(order, { paymentMethod: 'GOOGLE_PAY', change: 100000 }, payment);
    expect(r.payment).toMatchObject({ type: 'ONLINE', chosenType: 'GOOGLE_PAY', changeFrom: null });
    expect(r.address).toEqual({ city: 'Київ', street: 'вул. Хрещатик', house: '10', apartment: null });
    // a line whose dish the city no longer sells is gone, and keeps the name it was bought under
    expect(r.lines[0]).toMatchObject({ name: 'Дракон', imageUrl: null, isGone: true });
    expect(r.lines[0]!.options).toEqual([{ groupName: 'Розмір', name: 'Великий', price: 5000 }]);
  });

  it('shows how an order switched to pay on receipt is paid now, with its change', () => {
    const switched = {
      ...payment,
      status: 'NOT_REQUIRED',
      paymentType: 'CASH',
      paymentUrl: null,
    } as TPaymentStatus;
    const r = receiptOf(order, { paymentMethod: 'CASH', change: 100000 }, switched);
    expect(r.payment).toMatchObject({
      type: 'CASH',
      chosenType: 'CASH',
      changeFrom: 100000,
      state: 'NOT_REQUIRED',
    });
  });

  it('is due at the chosen time until the restaurant sets one, and a pickup has no address', () => {
    const pickup = {
      ...order,
      delivery: { type: 1 },
      deliverAt: '2026-11-22T12:00:00.000Z',
    } as unknown as TOrder;
    expect(receiptOf(pickup, { paymentMethod: null, change: null }, payment)).toMatchObject({
      type: 'PICKUP',
      address: null,
      expectedAt: '2026-11-22T12:00:00.000Z',
    });
    const accepted = { ...pickup, expectedAt: '2026-11-22T12:10:00.000Z' } as TOrder;
    expect(receiptOf(accepted, { paymentMethod: null, change: null }, payment).expectedAt).toBe(
      '2026-11-22T12:10:00.000Z',
    );
  });
});
