import { describe, expect, it } from 'vitest';
import { affiliateFromQuery, parseAffiliate, serializeAffiliate } from './affiliate';

const fromQuery = (query: string) => affiliateFromQuery(new URLSearchParams(query));

describe('affiliate parameters (SPEC section 9: two id names, and utm_source equal admitad)', () => {
  it('credits admitad with either of its click ids when utm_source is admitad', () => {
    expect(fromQuery('utm_source=admitad&admitad_uid=f00d')).toEqual({ cpaName: 'admitad', cpaId: 'f00d' });
    expect(fromQuery('utm_source=admitad&utm_medium=cpa&adm_uid=beef')).toEqual({
      cpaName: 'admitad',
      cpaId: 'beef',
    });
  });

  it('credits nobody when the landing came from another source, even with an admitad id', () => {
    expect(fromQuery('utm_source=google&adm_uid=beef')).toBeNull();
    expect(fromQuery('utm_source=google&admitad_uid=f00d')).toBeNull();
    expect(fromQuery('adm_uid=beef')).toBeNull();
    expect(fromQuery('utm_source=Admitad&adm_uid=beef')).toBeNull();
    expect(fromQuery('utm_source=admitad.evil&adm_uid=beef')).toBeNull();
  });

  it('credits nobody for a source without a click id, or with a junk one', () => {
    expect(fromQuery('utm_source=admitad')).toBeNull();
    expect(fromQuery('utm_source=admitad&adm_uid=%20%20')).toBeNull();
    expect(fromQuery(`utm_source=admitad&adm_uid=${'a'.repeat(201)}`)).toBeNull();
    expect(fromQuery('utm_source=admitad&adm_uid=a%0Ab')).toBeNull();
    expect(fromQuery('utm_source=google')).toBeNull();
  });

  it('does not let a link name a partner of its own', () => {
    expect(fromQuery('cpaName=admitad&cpaId=abc123')).toBeNull();
    expect(fromQuery('utm_source=google&cpaName=admitad&cpaId=abc123')).toBeNull();
  });

  it('keeps the partner in a cookie value and reads it back; junk is nobody', () => {
    const a = { cpaName: 'admitad', cpaId: 'f00d' };
    expect(parseAffiliate(serializeAffiliate(a))).toEqual(a);
    expect(parseAffiliate('{"a":1}')).toBeNull();
    expect(parseAffiliate('not json')).toBeNull();
    expect(parseAffiliate(null)).toBeNull();
  });
});
