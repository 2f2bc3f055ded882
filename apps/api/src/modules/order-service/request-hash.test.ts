import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.js';

/** The first way of writing it, whose hashes are stored with claimed keys: kept to compare. */
function firstCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(firstCanonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${firstCanonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

describe('request fingerprints', () => {
  it('ignores key order and undefined values', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, e: null }] })).toBe(
      '{"a":[{"d":2,"e":null}],"b":1}',
    );
    expect(requestHash({ a: 1, b: 2 }, 'x')).toBe(requestHash({ b: 2, a: 1 }, 'x'));
  });

  it('writes every value as the first way did, so stored hashes still match', () => {
    const values: unknown[] = [
      null,
      undefined,
      0,
      -1.5,
      true,
      'рядок "з" \\ лапками\n',
      [],
      {},
      [undefined, null, 1, [2, [3]]],
      { c: undefined },
      { c: undefined, a: 1 },
      { a: undefined, b: 2, c: undefined },
      { 'ключ"': 1, Z: 2, a: 3, _: 4, '10': 5, '9': 6, é: 7, e: { z: [{ y: 1, x: undefined }], a: null } },
      {
        retailNetworkId: 1,
        products: [{ productId: 100007, count: 1, options: [1, 2] }],
        delivery: { type: 0, location: { type: 'Point', coordinates: [30.5219, 50.4474] } },
        customerName: 'Олена',
      },
    ];
    for (const value of values) {
      expect(canonicalJson(value)).toBe(firstCanonicalJson(value));
      expect(canonicalJson([value, 'customer'])).toBe(firstCanonicalJson([value, 'customer']));
    }
  });

  it('differs for another body or another customer', () => {
    expect(requestHash({ a: 1 }, null)).not.toBe(requestHash({ a: 2 }, null));
    expect(requestHash({ a: 1 }, 'c1')).not.toBe(requestHash({ a: 1 }, 'c2'));
    expect(requestHash([1, 2])).not.toBe(requestHash([2, 1]));
  });
});
