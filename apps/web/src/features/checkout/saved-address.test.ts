import { describe, expect, it } from 'vitest';
import type { StoredAddress } from '@/features/shell/stored-user';
import { EMPTY_ADDRESS } from './checkout-form';
import { addressFieldsOf, isSavedAddressInForm } from './saved-address';

const home: StoredAddress = {
  id: '6b1f3f0e-0000-4000-8000-000000000001',
  businessRegionId: 101,
  city: 'Київ',
  street: 'вул. Хрещатик',
  house: '22',
  apartment: '5',
  entrance: '2',
  floor: null,
  intercom: '5K',
  isPrivateHouse: false,
  latitude: 50.4471,
  longitude: 30.522,
  comment: null,
};

describe('a saved address at checkout', () => {
  it('fills the street, house and flat details (blank where nothing was saved)', () => {
    expect(addressFieldsOf(home)).toEqual({
      street: 'вул. Хрещатик',
      house: '22',
      apartment: '5',
      entrance: '2',
      floor: '',
      intercom: '5K',
      isPrivateHouse: false,
    });
  });

  it('fills a private house without flat, entrance, floor or intercom (SPEC section 5)', () => {
    expect(addressFieldsOf({ ...home, isPrivateHouse: true })).toMatchObject({
      apartment: '',
      entrance: '',
      floor: '',
      intercom: '',
      isPrivateHouse: true,
    });
  });

  it('is the chosen one while the form holds its street, house and flat', () => {
    const form = { ...EMPTY_ADDRESS, ...addressFieldsOf(home) };
    expect(isSavedAddressInForm(home, form)).toBe(true);
    expect(isSavedAddressInForm(home, { ...form, street: ' Вул.  Хрещатик ' })).toBe(true);
    expect(isSavedAddressInForm(home, { ...form, house: '24' })).toBe(false);
    expect(isSavedAddressInForm(home, { ...form, apartment: '6' })).toBe(false);
    expect(isSavedAddressInForm(home, EMPTY_ADDRESS)).toBe(false);
  });
});
