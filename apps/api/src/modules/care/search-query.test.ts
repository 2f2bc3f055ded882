import { describe, expect, it } from 'vitest';
import { containsPattern, readCareQuery } from './search-query.js';

describe('readCareQuery', () => {
  it.each(['067 123 45 67', '+38 (067) 123-45-67', '380671234567', '0671234567', '671234567'])(
    'reads %s as the Ukrainian mobile +380671234567',
    (typed) => {
      expect(readCareQuery(typed, ['UA'])).toEqual({ kind: 'phone', phones: ['+380671234567'] });
    },
  );

  it('reads a number with its calling code whatever the networks’ countries', () => {
    expect(readCareQuery('+971 50 123 4567', ['UA'])).toEqual({ kind: 'phone', phones: ['+971501234567'] });
  });

  it('reads local digits in each network’s country', () => {
    const read = readCareQuery('501234567', ['UA', 'AE']);
    expect(read.kind).toBe('phone');
    expect(read.kind === 'phone' && read.phones).toContain('+971501234567');
  });

  it('reads an e-mail, lower-cased', () => {
    expect(readCareQuery(' Olena@Example.COM ', ['UA'])).toEqual({
      kind: 'email',
      email: 'olena@example.com',
    });
  });

  it('reads short digits and #digits as an order number', () => {
    expect(readCareQuery('1042', ['UA'])).toEqual({ kind: 'order', localId: 1042 });
    expect(readCareQuery('#380671234567', ['UA'])).toEqual({ kind: 'order', localId: 380671234567 });
  });

  it('reads long digits that are no phone as an order number', () => {
    expect(readCareQuery('12345678', ['UA'])).toEqual({ kind: 'order', localId: 12345678 });
  });

  it('reads anything else as the words of a name', () => {
    expect(readCareQuery('  Олена   Коваль ', ['UA'])).toEqual({ kind: 'name', words: ['олена', 'коваль'] });
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });
});
