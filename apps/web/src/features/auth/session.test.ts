import type { TUser } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { toStoredUser } from './session';

const user: TUser = {
  id: '762c6799-ea08-4b9f-93b2-1115c62e98c1',
  retailNetworkId: 1,
  firstName: 'Олена',
  lastName: '',
  middleName: '',
  fullName: 'Олена',
  phone: '+380671112233',
  email: null,
  imageUrl: null,
  birthDate: null,
  isBirthDateConfirmed: false,
  referralCode: 'JZSRDQHM',
  addresses: [
    {
      id: '3f0c7a54-6a43-4c6f-9d1e-1c1f7b1b2f10',
      businessRegionId: 101,
      city: 'Київ',
      street: 'вул. Хрещатик',
      house: '22',
      apartment: null,
      entrance: null,
      floor: null,
      intercom: null,
      isPrivateHouse: false,
      latitude: 50.45,
      longitude: 30.52,
      comment: null,
    },
  ],
};

describe('the stored customer', () => {
  it('keeps what the chrome shows, never a token', () => {
    const stored = toStoredUser(user);
    expect(stored).toEqual({
      id: user.id,
      phone: '+380671112233',
      firstName: 'Олена',
      fullName: 'Олена',
      addresses: [expect.objectContaining({ id: user.addresses[0]!.id })],
    });
    expect(JSON.stringify(stored)).not.toContain('token');
  });

  it('drops addresses without a city on code success (SPEC section 5)', () => {
    const stored = toStoredUser({
      ...user,
      addresses: [{ ...user.addresses[0]!, businessRegionId: 0 }],
    });
    expect(stored.addresses).toBeUndefined();
  });

  it('keeps the bonus balance known before for the same customer only', () => {
    expect(toStoredUser(user, { id: user.id, bonusBalance: 38 }).bonusBalance).toBe(38);
    expect(toStoredUser(user, { id: 'someone-else', bonusBalance: 38 }).bonusBalance).toBeUndefined();
  });
});
