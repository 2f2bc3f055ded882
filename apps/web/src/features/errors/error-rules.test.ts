import { describe, expect, it } from 'vitest';
import { errorDigest, isUnderConstruction } from './error-rules';

describe('under-construction flag', () => {
  it('is on for true in any of the shapes the config uses', () => {
    for (const v of [true, 1, 'true', 'TRUE', '1', 'yes', ' on ']) {
      expect(isUnderConstruction({ IS_UNDER_CONSTRUCTION: v })).toBe(true);
    }
  });

  it('is off when false, empty or absent', () => {
    for (const v of [false, 0, 'false', '0', '', 'no']) {
      expect(isUnderConstruction({ IS_UNDER_CONSTRUCTION: v })).toBe(false);
    }
    expect(isUnderConstruction({})).toBe(false);
  });
});

describe('errorDigest', () => {
  it('reads the digest of a server error and nothing else', () => {
    expect(errorDigest(Object.assign(new Error('x'), { digest: '123abc' }))).toBe('123abc');
    expect(errorDigest(new Error('x'))).toBeNull();
    expect(errorDigest({ digest: 42 })).toBeNull();
    expect(errorDigest(null)).toBeNull();
    expect(errorDigest('boom')).toBeNull();
  });
});
