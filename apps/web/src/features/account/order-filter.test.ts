import { describe, expect, it } from 'vitest';
import { filterEntries, listRequest, pageList, statusIdsOf } from './order-filter';

describe('the orders status filter (SPEC section 4)', () => {
  const statistic = [
    { statusId: 0, count: 1 },
    { statusId: 2, count: 2 },
    { statusId: 4, count: 1 },
    { statusId: 3, count: 5 },
    { statusId: 9, count: 3 },
  ];

  it('combines 0, 1 and 2 into one entry with the counts summed; lists the others apart; hides unknown ones', () => {
    expect(filterEntries(statistic)).toEqual([
      { key: 'all', statusIds: null, count: 9 },
      { key: 'active', statusIds: [0, 1, 2], count: 3 },
      { key: 'status-3', statusIds: [3], count: 5 },
      { key: 'status-4', statusIds: [4], count: 1 },
    ]);
  });

  it("sends no status for 'all', the list for the active entry and one id otherwise", () => {
    expect(listRequest('u1', 1, 'all')).toEqual({ userId: 'u1', page: 1, size: 10 });
    expect(listRequest('u1', 2, 'active')).toEqual({ userId: 'u1', page: 2, size: 10, statusId: [0, 1, 2] });
    expect(listRequest('u1', 1, 'status-3')).toEqual({ userId: 'u1', page: 1, size: 10, statusId: 3 });
  });

  it("treats an unknown or active single key as 'all' and a bad page as the first", () => {
    expect(statusIdsOf('status-1')).toBeNull();
    expect(statusIdsOf('status-9')).toBeNull();
    expect(statusIdsOf('nonsense')).toBeNull();
    expect(listRequest('u1', 0, 'status-9')).toEqual({ userId: 'u1', page: 1, size: 10 });
  });
});

describe('pagination', () => {
  it('offers the first, the last and the neighbours of the current page', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageList(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});
