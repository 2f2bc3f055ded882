import { describe, expect, it } from 'vitest';
import { parseFavoriteIds, toggleId } from './favorite-ids';

describe('favourite ids', () => {
  it('reads the stored ids and discards anything unreadable', () => {
    expect(parseFavoriteIds('[100001,100002,100001]')).toEqual([100001, 100002]);
    expect(parseFavoriteIds('[1,"2",null,-3,4.5]')).toEqual([1]);
    expect(parseFavoriteIds('{oops')).toEqual([]);
    expect(parseFavoriteIds('{"a":1}')).toEqual([]);
    expect(parseFavoriteIds(null)).toEqual([]);
  });

  it('adds or removes the id on a toggle (SPEC section 4)', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
