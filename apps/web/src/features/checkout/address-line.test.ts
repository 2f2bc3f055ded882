import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from './checkout-form';
import { deliveryAddressLine } from './address-line';

describe('the delivery address on the confirmation', () => {
  const khreshchatyk = { ...EMPTY_ADDRESS, street: 'вул. Хрещатик ', house: ' 10' };

  it('reads street, house and apartment', () => {
    expect(deliveryAddressLine(khreshchatyk)).toBe('вул. Хрещатик, 10');
    expect(deliveryAddressLine({ ...khreshchatyk, apartment: '5' })).toBe('вул. Хрещатик, 10, 5');
    expect(deliveryAddressLine({ ...khreshchatyk, apartment: '5', isPrivateHouse: true })).toBe(
      'вул. Хрещатик, 10',
    );
  });

  it('never makes up a house 0 for a house that was not typed', () => {
    expect(deliveryAddressLine({ ...khreshchatyk, house: '' })).toBe('вул. Хрещатик');
    expect(deliveryAddressLine({ ...khreshchatyk, house: '' })).not.toContain('0');
  });
});
