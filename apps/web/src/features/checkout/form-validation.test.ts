import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, EMPTY_ADDRESS, type CheckoutForm } from './checkout-form';
import { FIELD_ORDER, validateCheckout } from './form-validation';

const valid: CheckoutForm = {
  ...DEFAULT_FORM,
  name: 'Олена',
  phone: '+380671234567',
  address: { ...EMPTY_ADDRESS, street: 'вул. Хрещатик', house: '10', latitude: 50.45, longitude: 30.52 },
  rulesAgree: true,
};
const ctx = { total: 80000, confirmedBalance: 0, hasLocation: true, phoneCountries: ['UA'] };

describe('checkout form checks', () => {
  it('passes a complete guest delivery', () => {
    expect(validateCheckout(valid, ctx)).toEqual({});
  });

  it('asks for a name and a real phone', () => {
    expect(validateCheckout({ ...valid, name: ' ', phone: '' }, ctx)).toMatchObject({
      name: 'nameRequired',
      phone: 'phoneRequired',
    });
    expect(validateCheckout({ ...valid, phone: '+38067' }, ctx).phone).toBe('phoneInvalid');
  });

  it('takes a phone typed the national way and refuses what is no number of the brand (issue 17, item 1)', () => {
    expect(validateCheckout({ ...valid, phone: '671234567' }, ctx).phone).toBeUndefined();
    // "+671234567" passed the old "+ and 9 digits" check
    expect(validateCheckout({ ...valid, phone: '+671234567' }, ctx).phone).toBe('phoneInvalid');
    expect(validateCheckout({ ...valid, phone: '+48 512 345 678' }, ctx).phone).toBe('phoneCountryNotServed');
    expect(
      validateCheckout({ ...valid, phone: '+48 512 345 678' }, { ...ctx, phoneCountries: ['UA', 'PL'] })
        .phone,
    ).toBeUndefined();
  });

  it('needs a street found on the map for delivery, or a restaurant for pickup', () => {
    expect(
      validateCheckout({ ...valid, address: EMPTY_ADDRESS }, { ...ctx, hasLocation: false }).street,
    ).toBe('streetRequired');
    expect(validateCheckout(valid, { ...ctx, hasLocation: false }).street).toBe('addressNotFound');
    expect(validateCheckout(valid, { ...ctx, isOtherCity: true }).street).toBe('addressOtherCity');
    expect(validateCheckout({ ...valid, method: 'PICKUP' }, ctx).restaurant).toBe('restaurantRequired');
    expect(
      validateCheckout(
        { ...valid, method: 'PICKUP', pickupRestaurantId: 1001 },
        { ...ctx, hasLocation: false },
      ),
    ).toEqual({});
  });

  it('asks for the house of a delivery, right after the street, and not for a pickup', () => {
    expect(validateCheckout({ ...valid, address: { ...valid.address, house: '' } }, ctx)).toEqual({
      house: 'houseRequired',
    });
    for (const house of ['  ', '0', '00'])
      expect(validateCheckout({ ...valid, address: { ...valid.address, house } }, ctx).house).toBe(
        'houseRequired',
      );
    for (const house of ['1', '10А', '2/4', '105'])
      expect(validateCheckout({ ...valid, address: { ...valid.address, house } }, ctx)).toEqual({});
    expect(
      validateCheckout({ ...valid, address: EMPTY_ADDRESS }, { ...ctx, hasLocation: false }),
    ).toMatchObject({ street: 'streetRequired', house: 'houseRequired' });
    expect(FIELD_ORDER.indexOf('house')).toBe(FIELD_ORDER.indexOf('street') + 1);
    expect(
      validateCheckout(
        { ...valid, method: 'PICKUP', pickupRestaurantId: 1001, address: { ...valid.address, house: '' } },
        ctx,
      ),
    ).toEqual({});
  });

  it('checks the cash the customer pays with against the total', () => {
    const cash = { ...valid, payment: 'CASH' as const };
    expect(validateCheckout({ ...cash, payCashAmount: '' }, ctx)).toEqual({});
    expect(validateCheckout({ ...cash, payCashAmount: '1000' }, ctx)).toEqual({});
    expect(validateCheckout({ ...cash, payCashAmount: '500' }, ctx).payCashAmount).toBe('cashTooSmall');
    expect(validateCheckout({ ...cash, payCashAmount: 'lots' }, ctx).payCashAmount).toBe('cashInvalid');
  });

  it('needs a time for an on-time order, the friend for an order for a friend, and agreement', () => {
    expect(validateCheckout({ ...valid, deliveryTime: 'ON_TIME' }, ctx).deliverOn).toBe('timeRequired');
    expect(
      validateCheckout({ ...valid, orderForFriend: { name: '', phone: '12', isActive: true } }, ctx),
    ).toMatchObject({ friendName: 'nameRequired', friendPhone: 'phoneInvalid' });
    expect(validateCheckout({ ...valid, rulesAgree: false }, ctx).rulesAgree).toBe('rulesRequired');
  });

  it('refuses a form whose offer box the customer did not tick, and names the box', () => {
    const untouched = { ...valid, rulesAgree: DEFAULT_FORM.rulesAgree };
    expect(validateCheckout(untouched, ctx)).toEqual({ rulesAgree: 'rulesRequired' });
  });

  it('refuses more bonuses than the confirmed balance', () => {
    expect(
      validateCheckout(
        { ...valid, bonuses: { value: 120, applied: true } },
        { ...ctx, confirmedBalance: 100 },
      ).bonuses,
    ).toBe('bonusesOverBalance');
  });
});
