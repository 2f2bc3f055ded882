import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, EMPTY_ADDRESS, type CheckoutForm } from './checkout-form';
import { isAddressCheckPending, standingStreetError, submitTarget } from './address-pending';
import type { AddressCheck } from './checkout-store';

const typed: CheckoutForm = {
  ...DEFAULT_FORM,
  address: { ...EMPTY_ADDRESS, street: 'вул. Хрещатик', house: '10' },
};
const found: CheckoutForm = { ...typed, address: { ...typed.address, latitude: 50.45, longitude: 30.52 } };
const idle: AddressCheck = { status: 'idle' };
const checking: AddressCheck = { status: 'checking' };
const notFound: AddressCheck = { status: 'notFound' };
const inZone: AddressCheck = { status: 'found', zone: null };
const lviv: AddressCheck = {
  status: 'otherCity',
  city: { businessRegionId: 102, slug: 'lviv', name: 'Львів' },
};

describe('a delivery address the map has not answered for yet', () => {
  it('is pending from the keystroke until the answer (a submit then waits for it)', () => {
    expect(isAddressCheckPending(typed, idle)).toBe(true);
    expect(isAddressCheckPending(typed, checking)).toBe(true);
  });

  it('is settled once the map answered, whatever it said', () => {
    expect(isAddressCheckPending(found, inZone)).toBe(false);
    expect(isAddressCheckPending(typed, notFound)).toBe(false);
    expect(isAddressCheckPending(typed, { status: 'error' })).toBe(false);
    expect(isAddressCheckPending(typed, lviv)).toBe(false);
  });

  it('is nothing to wait for without a street, or for a pickup', () => {
    expect(isAddressCheckPending({ ...typed, address: EMPTY_ADDRESS }, idle)).toBe(false);
    expect(isAddressCheckPending({ ...typed, method: 'PICKUP' }, idle)).toBe(false);
  });

  it('names what a waiting submit was for: the method, street and house', () => {
    expect(submitTarget(found)).toBe(submitTarget(typed));
    expect(submitTarget({ ...typed, address: { ...typed.address, house: '12' } })).not.toBe(
      submitTarget(typed),
    );
    expect(submitTarget({ ...typed, method: 'PICKUP' })).not.toBe(submitTarget(typed));
  });
});

describe("the street field's error from the last submit", () => {
  it('"not found" goes once the address is found, or is being looked up again', () => {
    expect(standingStreetError('addressNotFound', typed, notFound)).toBe('addressNotFound');
    expect(standingStreetError('addressNotFound', found, inZone)).toBeUndefined();
    expect(standingStreetError('addressNotFound', typed, checking)).toBeUndefined();
    expect(standingStreetError('addressNotFound', typed, idle)).toBeUndefined();
  });

  it('"another city" stands only while the map says so', () => {
    expect(standingStreetError('addressOtherCity', typed, lviv)).toBe('addressOtherCity');
    expect(standingStreetError('addressOtherCity', found, inZone)).toBeUndefined();
  });

  it('"required" goes once a street is typed; no error stays none', () => {
    expect(standingStreetError('streetRequired', { address: EMPTY_ADDRESS }, idle)).toBe('streetRequired');
    expect(standingStreetError('streetRequired', typed, idle)).toBeUndefined();
    expect(standingStreetError(undefined, typed, notFound)).toBeUndefined();
  });
});
