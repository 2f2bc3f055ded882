import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.js';

describe('request fingerprints', () => {
  it('ignores key order and undefined values', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, e: null }] })).toBe(
      '{"a":[{"d":2,"e":null}],"b":1}',
    );
    expect(requestHash({ a: 1, b: 2 }, 'x')).toBe(requestHash({ b: 2, a: 1 }, 'x'));
  });

  it('differs for another body or another customer', () => {
    expect(requestHash({ a: 1 }, null)).not.toBe(requestHash({ a: 2 }, null));
    expect(requestHash({ a: 1 }, 'c1')).not.toBe(requestHash({ a: 1 }, 'c2'));
    expect(requestHash([1, 2])).not.toBe(requestHash([2, 1]));
  });
});
