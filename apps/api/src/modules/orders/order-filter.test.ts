import { describe, expect, it } from 'vitest';
import { pageCount, statusIdsOf } from './order-filter.js';

describe('statusIdsOf', () => {
  it('reads no status as all, one status, or a combined list', () => {
    expect(statusIdsOf(undefined)).toBeUndefined();
    expect(statusIdsOf(3)).toEqual([3]);
    expect(statusIdsOf([2, 0, 1, 1])).toEqual([0, 1, 2]);
  });
});

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
