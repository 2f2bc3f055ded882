import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart-rules';
import { DEFAULT_FORM, EMPTY_ADDRESS, type CheckoutForm } from './checkout-form';
import {
  addressToSend,
  bonusesToSend,
  buildCheckoutBody,
  cashChange,
  destinationOf,
  isStopListChecked,
  parseMoney,
  personsCount,
  productLines,
  promoAfterAnswer,
  promoToSend,
  type BodyInput,
  type PromoState,
} from './checkout-rules';

const line = (productId: number, count: number, extra: Partial<CartLine> = {}): CartLine => ({
  productId,
  count,
  price: 10000,
  name: `P${productId}`,
  imageUrl: '',
  slug: `p${productId}`,
  categorySlug: null,
  ...extra,
});

const address = { ...EMPTY_ADDRESS, street: 'вул. Хрещатик', house: '10', latitude: 50.45, longitude: 30.52 };

describe('promo code (SPEC sections 4 and 5)', () => {
  const promo = (p: Partial<PromoState>): PromoState => ({
    value: 'DEMO10',
    applied: true,
    status: 'valid',
    reason: null,
    ...p,
  });

  it('is sent when it is being checked or the last calculation accepted it', () => {
    expect(promoToSend(promo({ status: 'checking' }), false)).toBe('DEMO10');
    expect(promoToSend(promo({ status: 'valid' }), false)).toBe('DEMO10');
  });

  it('is not sent to a calculation after one refused it, but is on the final create', () => {
    const refused = promo({ status: 'invalid', applied: true });
    expect(promoToSend(refused, false)).toBeNull();
    expect(promoToSend(refused, true)).toBe('DEMO10');
  });

  it('learns its fate from a calculation, and loses an accepted code only for who orders', () => {
    expect(promoAfterAnswer(promo({ status: 'checking' }), { isSuccess: true })).toMatchObject({
      status: 'valid',
      applied: true,
    });
    expect(promoAfterAnswer(promo({ status: 'checking' }), { isSuccess: false, reason: 'EXPIRED' })).toEqual(
      promo({ status: 'invalid', applied: false, reason: 'EXPIRED' }),
    );
    // the phone typed later shows the code was used already: refused before the order is placed
    expect(promoAfterAnswer(promo({}), { isSuccess: false, reason: 'ALREADY_USED' })).toEqual(
      promo({ status: 'invalid', applied: false, reason: 'ALREADY_USED' }),
    );
    // a smaller cart keeps the code, so adding a dish back brings the discount back
    expect(promoAfterAnswer(promo({}), { isSuccess: false, reason: 'MIN_AMOUNT' })).toEqual(promo({}));
    expect(promoAfterAnswer(promo({ applied: false }), { isSuccess: false, reason: 'ALREADY_USED' })).toEqual(
      promo({ applied: false }),
    );
  });

  it('is never sent when not applied or empty', () => {
    expect(promoToSend(promo({ applied: false }), true)).toBeNull();
    expect(promoToSend(promo({ value: '   ' }), true)).toBeNull();
  });
});

describe('bonuses (SPEC section 5)', () => {
  it('are sent only with a positive confirmed balance, within it, and applied', () => {
    expect(bonusesToSend({ value: 50, applied: true }, 100)).toBe(50);
    expect(bonusesToSend({ value: 100, applied: true }, 100)).toBe(100);
    expect(bonusesToSend({ value: 101, applied: true }, 100)).toBe(0);
    expect(bonusesToSend({ value: 50, applied: false }, 100)).toBe(0);
    expect(bonusesToSend({ value: 50, applied: true }, 0)).toBe(0);
  });
});

describe('change for cash (SPEC section 5)', () => {
  it('is sent in minor units for cash with a numeric amount only', () => {
    expect(cashChange('CASH', '1000')).toBe(100000);
    expect(cashChange('CASH', '1 000,50')).toBe(100050);
    expect(cashChange('CASH', 'a lot')).toBeNull();
    expect(cashChange('CASH', '')).toBeNull();
    expect(cashChange('CARD', '1000')).toBeNull();
    expect(cashChange('ONLINE', '1000')).toBeNull();
  });

  it('reads money with at most two decimals', () => {
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12.345')).toBeNull();
    expect(parseMoney('-5')).toBeNull();
  });
});

describe('address (SPEC section 5)', () => {
  it('sends house 0 for a delivery without one', () => {
    expect(addressToSend({ ...address, house: ' ' }, true).house).toBe('0');
    expect(addressToSend({ ...address, house: '' }, false).house).toBeNull();
  });

  it('blanks apartment, entrance, floor and intercom for a private house', () => {
    const flat = { ...address, apartment: '12', entrance: '2', floor: '5', intercom: '12K' };
    expect(addressToSend(flat, true)).toMatchObject({
      apartment: '12',
      entrance: '2',
      floor: '5',
      intercom: '12K',
    });
    expect(addressToSend({ ...flat, isPrivateHouse: true }, true)).toMatchObject({
      apartment: null,
      entrance: null,
      floor: null,
      intercom: null,
      isPrivateHouse: true,
    });
  });

  it('turns the stop-list check off without an outlet when street or house is missing', () => {
    expect(isStopListChecked(null, address)).toBe(true);
    expect(isStopListChecked(null, { ...address, house: '' })).toBe(false);
    expect(isStopListChecked(null, { ...address, street: '' })).toBe(false);
    expect(isStopListChecked(1001, { ...address, street: '', house: '' })).toBe(true);
  });
});

describe('lines and persons', () => {
  it('drops lines with count 0 or less and caps counts at maxCount', () => {
    expect(productLines([line(1, 2), line(2, 0), line(3, -1), line(4, 9, { maxCount: 5 })])).toEqual([
      { productId: 1, count: 2 },
      { productId: 4, count: 5 },
    ]);
  });

  it('counts persons as the largest of the lines (1 when none says)', () => {
    expect(personsCount([line(1, 1, { persons: 2 }), line(2, 3, { persons: 4 }), line(3, 1)])).toBe(4);
    expect(personsCount([line(1, 1)])).toBe(1);
    expect(personsCount([])).toBe(0);
  });
});

describe('where the order goes', () => {
  it('is the chosen restaurant for pickup and the found address for delivery', () => {
    expect(destinationOf({ ...DEFAULT_FORM, method: 'PICKUP', pickupRestaurantId: 1002 }, 1001)).toEqual({
      kind: 'pickup',
      outletId: 1002,
    });
    expect(destinationOf({ ...DEFAULT_FORM, address }, 1001)).toEqual({
      kind: 'delivery',
      lat: 50.45,
      lng: 30.52,
    });
  });

  it('is a preview before either: at the restaurant known to serve the visitor, else at no outlet', () => {
    expect(destinationOf(DEFAULT_FORM, 1001)).toEqual({ kind: 'preview', outletId: 1001 });
    expect(destinationOf({ ...DEFAULT_FORM, method: 'PICKUP' }, null)).toEqual({
      kind: 'preview',
      outletId: null,
    });
  });
});

describe('the request body', () => {
  const form: CheckoutForm = {
    ...DEFAULT_FORM,
    name: ' Олена ',
    phone: '067 123 45 67',
    address: { ...address, apartment: '7' },
    payment: 'GOOGLE_PAY',
    deliveryTime: 'ON_TIME',
    deliverOn: { date: '2026-11-23', time: '19:30' },
    orderComment: { value: 'Без цибулі', isActive: true },
    courierComment: { value: 'Код 12', isActive: false },
  };
  const input: BodyInput = {
    rn: 1,
    cart: [line(1, 2, { persons: 2 }), line(2, 1)],
    addons: { 9: 3 },
    offeredAddons: [{ addonId: 9, countMax: 2 }],
    form,
    destination: { kind: 'delivery', lat: 50.45, lng: 30.52 },
    promo: { value: 'DEMO10', applied: true, status: 'valid', reason: null },
    customerUuid: null,
    confirmedBalance: 0,
    outletTimeZone: 'Europe/Kyiv',
    cityName: 'Київ',
    cpa: { cpaName: 'admitad', cpaId: 'abc' },
    phoneCountries: ['UA'],
    isCreate: false,
  };

  it('carries the form by the rules of section 5', () => {
    const body = buildCheckoutBody({ ...input, isCreate: true });
    expect(body).toMatchObject({
      retailNetworkId: 1,
      checkStopList: true,
      outletId: null,
      customerComment: 'Без цибулі',
      promoCode: 'DEMO10',
      products: [
        { productId: 1, count: 2 },
        { productId: 2, count: 1 },
        { productId: 9, count: 2, isAddon: true },
      ],
      payment: { bonusCount: 0, paymentType: 'ONLINE' },
      delivery: {
        timeIndication: 'ON_TIME',
        deliveryTime: '2026-11-23T17:30:00.000Z',
        city: 'Київ',
        street: 'вул. Хрещатик',
        house: '10',
        apartment: '7',
        type: 0,
        location: { type: 'Point', coordinates: [30.52, 50.45] },
        courier: null,
      },
      additionalInfo: {
        personsCount: 2,
        change: null,
        doNotCallback: true,
        cpaName: 'admitad',
        cpaId: 'abc',
      },
      customerName: 'Олена',
      customerPhone: '+380671234567',
    });
  });

  it("sends the page's language and the SMS consent with the order, never with a calculation", () => {
    const withConsent = { ...input, language: 'ru', form: { ...form, smsStatus: true } };
    expect(buildCheckoutBody({ ...withConsent, isCreate: true }).additionalInfo).toMatchObject({
      language: 'ru',
      smsConsent: true,
    });
    expect(buildCheckoutBody({ ...input, isCreate: true }).additionalInfo).toMatchObject({
      smsConsent: false,
    });
    const calculation = buildCheckoutBody(withConsent).additionalInfo;
    expect(calculation).not.toHaveProperty('language');
    expect(calculation).not.toHaveProperty('smsConsent');
  });

  it('prices a calculation without the contact and the comments: they change no price', () => {
    const body = buildCheckoutBody({
      ...input,
      promo: { ...input.promo, applied: false },
      form: {
        ...form,
        courierComment: { value: 'Код 12', isActive: true },
        orderForFriend: { name: 'Іра', phone: '+380501112233', isActive: true },
      },
    });
    expect(body).toMatchObject({
      customerName: null,
      customerPhone: null,
      customerEmail: null,
      customerComment: null,
      delivery: { courier: null, street: 'вул. Хрещатик' },
      additionalInfo: { friend: null, personsCount: 2 },
      promoCode: null,
    });
    // typing a name asks nothing new of the server
    const renamed = buildCheckoutBody({ ...input, form: { ...form, name: 'Ірина' } });
    expect(JSON.stringify(renamed)).toBe(JSON.stringify(buildCheckoutBody(input)));
  });

  it('prices an applied promo code with the complete phone: its limits are per customer', () => {
    const body = buildCheckoutBody({ ...input, form: { ...form, name: 'Ірина' } });
    expect(body).toMatchObject({ promoCode: 'DEMO10', customerPhone: '+380671234567', customerName: null });
    const halfTyped = buildCheckoutBody({ ...input, form: { ...form, phone: '+38067' } });
    expect(halfTyped).toMatchObject({ promoCode: 'DEMO10', customerPhone: null });
  });

  it('sends a phone typed the national way, as the sign-in shows it, with its country code (issue 17, item 1)', () => {
    for (const phone of ['671234567', '67 123 45 67', '0671234567', '+38 (067) 123-45-67'])
      expect(buildCheckoutBody({ ...input, isCreate: true, form: { ...form, phone } }).customerPhone).toBe(
        '+380671234567',
      );
    const friend = buildCheckoutBody({
      ...input,
      isCreate: true,
      form: { ...form, orderForFriend: { name: 'Іра', phone: '501112233', isActive: true } },
    });
    expect(friend.additionalInfo?.friend).toEqual({ name: 'Іра', phone: '+380501112233' });
    // a number of no country is no phone to send
    expect(
      buildCheckoutBody({ ...input, isCreate: true, form: { ...form, phone: '+671234567' } }).customerPhone,
    ).toBeNull();
  });

  it("sends an ON_TIME choice with the offset of the chosen date on the outlet's clock (issue 17, item 8)", () => {
    const deliverOn = { date: '2027-03-28', time: '12:00' };
    const body = buildCheckoutBody({ ...input, form: { ...form, deliverOn } });
    expect(body.delivery.deliveryTime).toBe('2027-03-28T09:00:00.000Z');
  });

  it('leaves a half-typed phone out, and sends a pickup without an address', () => {
    expect(
      buildCheckoutBody({ ...input, isCreate: true, form: { ...form, phone: '+38067' } }).customerPhone,
    ).toBeNull();
    const body = buildCheckoutBody({
      ...input,
      isCreate: true,
      form: { ...form, phone: '+380 67 123 45 67', method: 'PICKUP', payment: 'CASH', payCashAmount: '1000' },
      destination: { kind: 'pickup', outletId: 1002 },
    });
    expect(body.customerPhone).toBe('+380671234567');
    expect(body.outletId).toBe(1002);
    expect(body.delivery).toMatchObject({ type: 1, location: null, courier: null });
    expect(body.delivery).not.toHaveProperty('street');
    expect(body.additionalInfo).toMatchObject({ change: 100000 });
    expect(body.payment?.paymentType).toBe('CASH');
  });

  it("prices a preview with no known restaurant at the city's prices: no outlet, address or stop list", () => {
    const body = buildCheckoutBody({
      ...input,
      form: { ...form, deliveryTime: 'ASAP' },
      destination: { kind: 'preview', outletId: null },
    });
    expect(body.checkStopList).toBe(false);
    expect(body.outletId).toBeNull();
    expect(body.delivery).toMatchObject({
      timeIndication: 'ASAP',
      deliveryTime: null,
      type: 0,
      location: null,
      city: 'Київ',
    });
    expect(body.delivery).not.toHaveProperty('street');
    expect(body.delivery).not.toHaveProperty('house');
  });

  it('checks the stop list of the restaurant known to serve the visitor (issue 17, item 26)', () => {
    const body = buildCheckoutBody({ ...input, destination: { kind: 'preview', outletId: 1002 } });
    expect(body.checkStopList).toBe(true);
    expect(body.outletId).toBe(1002);
    expect(body.delivery).toMatchObject({ type: 1, location: null });
  });

  it('uses the persons count the customer set over the lines', () => {
    expect(
      buildCheckoutBody({ ...input, form: { ...form, personsCount: 5 } }).additionalInfo?.personsCount,
    ).toBe(5);
  });
});
