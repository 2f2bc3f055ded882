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
