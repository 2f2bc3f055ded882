import { describe, expect, it } from 'vitest';
import { MAX_PLACED_ORDERS, parsePlacedOrders, rememberOrder, type PlacedOrder } from './placed-orders';

const order = (n: number): PlacedOrder => ({
  orderId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  localId: 1000 + n,
  statusId: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  currencyCode: 'UAH',
  paymentType: 'ONLINE',
  isOnline: true,
  productsPrice: 80000,
  discount: 0,
  deliveryPrice: 5900,
  bonusAmount: 0,
  amount: 85900,
  promoCode: null,
  lines: [{ productId: 1, name: 'Рол', imageUrl: '', count: 2, price: 40000, amount: 80000, isAddon: false }],
  method: 'DELIVERY',
  address: 'вул. Хрещатик, 10',
  restaurant: null,
  expectedAt: null,
  isAsap: true,
  timeZone: 'Europe/Kyiv',
  customerName: 'Олена',
  customerPhone: '+380671234567',
  cashFrom: null,
  personsCount: 2,
});

describe('orders this browser placed (the confirmation page)', () => {
  it('keeps the newest first, replaces a repeat and keeps at most ten', () => {
    let list: PlacedOrder[] = [];
    for (let n = 1; n <= 12; n++) list = rememberOrder(list, order(n));
    expect(list).toHaveLength(MAX_PLACED_ORDERS);
    expect(list[0]!.localId).toBe(1012);
    list = rememberOrder(list, { ...order(5), statusId: 1 });
    expect(list[0]).toMatchObject({ localId: 1005, statusId: 1 });
    expect(list.filter((o) => o.localId === 1005)).toHaveLength(1);
  });

  it('reads back what it stored and drops what is unreadable', () => {
    const stored = JSON.stringify([order(1), { orderId: 'x' }, { ...order(2), lines: [{ name: 1 }] }]);
    expect(parsePlacedOrders(stored).map((o) => o.localId)).toEqual([1001]);
    expect(parsePlacedOrders('{oops')).toEqual([]);
    expect(parsePlacedOrders(null)).toEqual([]);
  });
});
