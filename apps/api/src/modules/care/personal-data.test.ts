import { describe, expect, it } from 'vitest';
import {
  anonymisedAdditionalInfo,
  anonymisedDelivery,
  confirmsPhone,
  erasedPhone,
  isErasedPhone,
} from './personal-data.js';

describe('anonymisedDelivery', () => {
  it('keeps how, when and the city, and drops the address, its parts, the point and the comments', () => {
    const delivery = {
      type: 0,
      timeIndication: 'ASAP',
      expectedAt: '2026-11-27T10:00:00.000Z',
      comment: 'ring twice',
      city: 'Київ',
      street: 'вул. Хрещатик',
      house: '22',
      apartment: '5',
      entrance: '1',
      floor: '3',
      intercom: '5K',
      isPrivateHouse: false,
      location: { type: 'Point', coordinates: [30.52, 50.45] },
      courierComment: 'behind the gate',
      zoneId: 7,
    };
    expect(anonymisedDelivery(delivery)).toEqual({
      type: 0,
      timeIndication: 'ASAP',
      expectedAt: '2026-11-27T10:00:00.000Z',
      city: 'Київ',
      isPrivateHouse: false,
      zoneId: 7,
    });
  });

  it('leaves a pickup as it was (it holds no address)', () => {
    const pickup = {
      type: 1,
      timeIndication: 'ON_TIME',
      expectedAt: '2026-11-27T10:00:00.000Z',
      comment: 'hi',
    };
    expect(anonymisedDelivery(pickup)).toEqual({
      type: 1,
      timeIndication: 'ON_TIME',
      expectedAt: '2026-11-27T10:00:00.000Z',
    });
  });
});

describe('anonymisedAdditionalInfo', () => {
  it('drops the recipient and keeps the rest', () => {
    expect(
      anonymisedAdditionalInfo({
        personsCount: 2,
        friend: { name: 'Ігор', phone: '+380671112233' },
        language: 'uk',
      }),
    ).toEqual({ personsCount: 2, friend: null, language: 'uk' });
  });
});

describe('confirmsPhone', () => {
  const phone = '+380671234567';
  it.each(['+380671234567', '067 123 45 67', '+38 (067) 123-45-67', '380671234567'])('takes %s', (typed) => {
    expect(confirmsPhone(typed, phone, 'UA')).toBe(true);
  });

  it.each(['', 'ERASE', '0671234568', '4567'])('refuses %j', (typed) => {
    expect(confirmsPhone(typed, phone, 'UA')).toBe(false);
  });

  it('never confirms an erased account', () => {
    const id = '3f1c8a52-6c0e-4a7e-9d7e-0f6f1d2b9a11';
    expect(isErasedPhone(erasedPhone(id))).toBe(true);
    expect(isErasedPhone(phone)).toBe(false);
    expect(confirmsPhone(erasedPhone(id), erasedPhone(id), 'UA')).toBe(false);
  });
});
