import type { TPhoneOrderDraft } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutRequestOf } from './draft-request.js';

const customer = { id: '2f1c8a4e-5d6b-4c3a-9e8f-7a6b5c4d3e2f', phone: '+380671234567' };
const base: TPhoneOrderDraft = {
  retailNetworkId: 1,
  customerId: customer.id,
  contactName: 'Olena',
  deliveryType: 'DELIVERY',
  address: {
    city: 'Київ',
    street: 'вул. Хрещатик',
    house: '22',
    apartment: '5',
    isPrivateHouse: false,
    lat: 50.447,
    lng: 30.522,
  },
  products: [{ productId: 100001, count: 2, options: [7] }],
  promoCode: 'DEMO10',
  paymentType: 'CASH',
  change: 100000,
};

describe('checkoutRequestOf', () => {
  it('sends a delivery to the point as the storefront does, [lng, lat], with the stop list on', () => {
    const body = checkoutRequestOf(base, customer);
    expect(body.delivery).toMatchObject({
      type: 0,
      street: 'вул. Хрещатик',
      house: '22',
      apartment: '5',
      location: { type: 'Point', coordinates: [30.522, 50.447] },
    });
    expect(body.checkStopList).toBe(true);
    expect(body.outletId).toBeNull();
    expect(body.products).toEqual([{ productId: 100001, count: 2, options: [7] }]);
  });

  it('orders as the picked customer, with their phone, and never spends bonus points', () => {
    const body = checkoutRequestOf(base, customer);
    expect(body.customerUuid).toBe(customer.id);
    expect(body.customerPhone).toBe('+380671234567');
    expect(body.customerName).toBe('Olena');
    expect(body.payment.bonusCount).toBe(0);
  });

  it('keeps change for cash only', () => {
    expect(checkoutRequestOf(base, customer).additionalInfo.change).toBe(100000);
    const online = checkoutRequestOf({ ...base, paymentType: 'ONLINE' }, customer);
    expect(online.additionalInfo.change).toBeNull();
    expect(online.payment.paymentType).toBe('ONLINE');
  });

  it('sends a pickup with its restaurant and no address', () => {
    const body = checkoutRequestOf({ ...base, deliveryType: 'PICKUP', outletId: 1001 }, customer);
    expect(body.delivery.type).toBe(1);
    expect(body.outletId).toBe(1001);
    expect(body.delivery.location).toBeNull();
    expect(body.delivery.street).toBeNull();
  });

  it('sends no promo code or comment for empty ones', () => {
    const body = checkoutRequestOf({ ...base, promoCode: '', comment: '' }, customer);
    expect(body.promoCode).toBeNull();
    expect(body.customerComment).toBeNull();
  });
});
