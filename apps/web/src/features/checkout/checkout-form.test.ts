import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, parseStoredForm, storableForm } from './checkout-form';

describe('the checkout form (SPEC section 3)', () => {
  it('starts with its defaults: delivery, ONLINE, ASAP, do not call, the offer not yet accepted', () => {
    expect(DEFAULT_FORM).toMatchObject({
      method: 'DELIVERY',
      payment: 'ONLINE',
      deliveryTime: 'ASAP',
      dontCallMe: true,
      rulesAgree: false,
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

  it("never carries the offer's acceptance over from a remembered form", () => {
    const earlier = { ...DEFAULT_FORM, name: 'Олена', rulesAgree: true };
    expect(storableForm(earlier)).not.toHaveProperty('rulesAgree');
    expect(parseStoredForm(JSON.stringify(storableForm(earlier)))).toMatchObject({
      name: 'Олена',
      rulesAgree: false,
    });
    // a form stored before this rule, with the box ticked, comes back unticked
    expect(parseStoredForm(JSON.stringify(earlier))).toMatchObject({ name: 'Олена', rulesAgree: false });
  });
});
