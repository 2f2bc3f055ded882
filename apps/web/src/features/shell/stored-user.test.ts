import { describe, expect, it } from 'vitest';
import { displayName, parseStoredUser } from './stored-user';

describe('stored user', () => {
  it('is anonymous when nothing is stored', () => {
    expect(parseStoredUser(null)).toEqual({ user: null, clear: false });
  });

  it('restores a stored user with an id', () => {
    const raw = JSON.stringify({ id: 'u-1', firstName: 'Олена', phone: '+380501112233', addresses: [] });
    expect(parseStoredUser(raw)).toEqual({
      user: { id: 'u-1', firstName: 'Олена', phone: '+380501112233' },
      clear: false,
    });
    expect(parseStoredUser('{"id":42}').user?.id).toBe('42');
  });

  it('clears an unparseable stored user', () => {
    for (const raw of ['{not json', '"text"', '[]', 'null', '{}', '{"id":""}', '{"id":{}}']) {
      expect(parseStoredUser(raw), raw).toEqual({ user: null, clear: true });
    }
  });

  it('keeps a numeric bonus balance only', () => {
    expect(parseStoredUser('{"id":"a","bonusBalance":120}').user?.bonusBalance).toBe(120);
    expect(parseStoredUser('{"id":"a","bonusBalance":"120"}').user?.bonusBalance).toBeUndefined();
  });

  it('greets by first name, else the first word of the full name', () => {
    expect(displayName({ id: '1', firstName: 'Олена', fullName: 'Олена Петренко' })).toBe('Олена');
    expect(displayName({ id: '1', fullName: 'Олена Петренко' })).toBe('Олена');
    expect(displayName({ id: '1' })).toBeNull();
  });
});

describe('stored addresses (SPEC section 5)', () => {
  const address = (id: string, over: Record<string, unknown>) => ({
    id,
    street: 'вул. Хрещатик',
    house: '1',
    city: 'Київ',
    businessRegionId: 101,
    latitude: 50.45,
    ...over,
  });

  it('drops addresses without businessRegionId on restore and sorts the rest by city, then latitude', () => {
    const raw = JSON.stringify({
      id: 'u-1',
      addresses: [
        address('lviv', { city: 'Львів', businessRegionId: 102, latitude: 49.84 }),
        address('no-region', { businessRegionId: undefined }),
        address('kyiv-north', { latitude: 50.5 }),
        address('kyiv-south', { latitude: 50.4 }),
        'garbage',
        { id: 'no-street', businessRegionId: 101 },
      ],
    });
    const user = parseStoredUser(raw).user!;
    expect(user.addresses?.map((a) => a.id)).toEqual(['kyiv-south', 'kyiv-north', 'lviv']);
    expect(user.addresses?.[0]).toMatchObject({ apartment: null, isPrivateHouse: false, longitude: null });
  });
});
