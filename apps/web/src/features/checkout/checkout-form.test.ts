import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, brandPaymentTypes, parseStoredForm } from './checkout-form';

describe('the checkout form (SPEC section 3)', () => {
  it('starts with its defaults: delivery, ONLINE, ASAP, do not call, rules agreed', () => {
    expect(DEFAULT_FORM).toMatchObject({
      method: 'DELIVERY',
      payment: 'ONLINE',
      deliveryTime: 'ASAP',
      dontCallMe: true,
      rulesAgree: true,
    });
    expect(parseStoredForm(null)).toBe(DEFAULT_FORM);
  });

  it('restores what was typed and gives the defaults to what is unreadable', () => {
    const form = parseStoredForm(
      JSON.stringify({
        method: 'PICKUP',
        name: 'Олена',
        payment: 'BITCOIN',
        address: { street: 'вул. Хрещатик', latitude: 'x', isPrivateHouse: 'yes' },
        personsCount: -3,
        dontCallMe: false,
      }),
    );
    expect(form).toMatchObject({
      method: 'PICKUP',
      name: 'Олена',
      payment: 'ONLINE',
      personsCount: null,
      dontCallMe: false,
    });
    expect(form.address).toMatchObject({ street: 'вул. Хрещатик', latitude: null, isPrivateHouse: false });
    expect(parseStoredForm('{broken')).toBe(DEFAULT_FORM);
    expect(parseStoredForm('[]')).toEqual(DEFAULT_FORM);
  });

  it("offers the brand's payment types in its order, known ones only", () => {
    expect(brandPaymentTypes({ PAYMENT_TYPES: 'ONLINE, google_pay,CARD,CASH,CRYPTO,CARD' })).toEqual([
      'ONLINE',
      'GOOGLE_PAY',
      'CARD',
      'CASH',
    ]);
    expect(brandPaymentTypes({})).toEqual(['ONLINE']);
  });
});
