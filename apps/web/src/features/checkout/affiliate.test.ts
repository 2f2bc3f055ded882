import { describe, expect, it } from 'vitest';
import { affiliateFromQuery, parseAffiliate, serializeAffiliate } from './affiliate';

describe('affiliate parameters (additionalInfo.cpaName and cpaId)', () => {
  it('reads explicit cpaName and cpaId', () => {
    expect(affiliateFromQuery(new URLSearchParams('cpaName=admitad&cpaId=abc123'))).toEqual({
      cpaName: 'admitad',
      cpaId: 'abc123',
    });
  });

  it("reads admitad's own click id", () => {
    expect(affiliateFromQuery(new URLSearchParams('utm_source=admitad&admitad_uid=f00d'))).toEqual({
      cpaName: 'admitad',
      cpaId: 'f00d',
    });
    expect(affiliateFromQuery(new URLSearchParams('adm_uid=beef'))).toEqual({
      cpaName: 'admitad',
      cpaId: 'beef',
    });
  });

  it('ignores a landing without a partner, or with half of one', () => {
    expect(affiliateFromQuery(new URLSearchParams('utm_source=google'))).toBeNull();
    expect(affiliateFromQuery(new URLSearchParams('cpaName=admitad'))).toBeNull();
    expect(affiliateFromQuery(new URLSearchParams(`cpaName=x&cpaId=${'a'.repeat(201)}`))).toBeNull();
  });

  it('keeps the partner in a cookie value and reads it back; junk is nobody', () => {
    const a = { cpaName: 'admitad', cpaId: 'f00d' };
    expect(parseAffiliate(serializeAffiliate(a))).toEqual(a);
    expect(parseAffiliate('{"a":1}')).toBeNull();
    expect(parseAffiliate('not json')).toBeNull();
    expect(parseAffiliate(null)).toBeNull();
  });
});
