import { describe, expect, it } from 'vitest';
import { WordCache } from './word-cache.js';

describe('remembered index words', () => {
  it('remembers words as of the version of the index words, and forgets them when it moves on', () => {
    const cache = new WordCache();
    expect(cache.version).toBeNull();
    cache.observe(3);
    cache.set('drakon', ['drakon', 'dragon'], 3);
    expect(cache.get('drakon')).toEqual(['drakon', 'dragon']);
    // an older statement's answer changes nothing
    cache.observe(2);
    cache.set('set', ['set'], 2);
    expect(cache.version).toBe(3);
    expect(cache.get('set')).toBeUndefined();
    expect(cache.get('drakon')).toEqual(['drakon', 'dragon']);
    cache.observe(4);
    expect(cache.version).toBe(4);
    expect(cache.get('drakon')).toBeUndefined();
  });

  it('makes room by forgetting the oldest word', () => {
    const cache = new WordCache(2);
    cache.observe(1);
    cache.set('a1', ['a1'], 1);
    cache.set('b1', ['b1'], 1);
    cache.set('c1', ['c1'], 1);
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('c1')).toEqual(['c1']);
  });
});
