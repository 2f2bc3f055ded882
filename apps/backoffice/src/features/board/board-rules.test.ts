import { describe, expect, it } from 'vitest';
import {
  canCancel,
  columnOf,
  dishCount,
  mapLinkOf,
  nextActionOf,
  sortColumn,
  urgencyOf,
  type BoardOrder,
} from './board-rules';

const NOW = new Date('2027-01-10T12:00:00Z').getTime();
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString();

function order(over: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    localId: 1,
    statusId: 0,
    held: false,
    nextStatusIds: [1, 4],
    createdAt: minutesAgo(1),
    updatedAt: minutesAgo(1),
    expectedAt: null,
    deliverAt: null,
    lines: [],
    ...over,
  } as BoardOrder;
}

describe('columns', () => {
  it('puts each status in its column and held orders apart', () => {
    expect(columnOf(order({ statusId: 0 }))).toBe('new');
    expect(columnOf(order({ statusId: 1 }))).toBe('cooking');
    expect(columnOf(order({ statusId: 2 }))).toBe('onTheWay');
    expect(columnOf(order({ statusId: 3 }))).toBe('done');
    expect(columnOf(order({ statusId: 4 }))).toBe('done');
    expect(columnOf(order({ statusId: 0, held: true }))).toBe('awaiting');
  });
});

describe('urgency', () => {
  it('warns about a new order waiting three minutes and calls it late at seven', () => {
    expect(urgencyOf(order({ createdAt: minutesAgo(1) }), NOW)).toBe('calm');
    expect(urgencyOf(order({ createdAt: minutesAgo(3) }), NOW)).toBe('warning');
    expect(urgencyOf(order({ createdAt: minutesAgo(8) }), NOW)).toBe('late');
  });

  it('judges an order in the kitchen by its due time', () => {
    const cooking = { statusId: 1, createdAt: minutesAgo(30) };
    expect(urgencyOf(order({ ...cooking, expectedAt: inMinutes(20) }), NOW)).toBe('calm');
    expect(urgencyOf(order({ ...cooking, expectedAt: inMinutes(4) }), NOW)).toBe('warning');
    expect(urgencyOf(order({ ...cooking, expectedAt: minutesAgo(1) }), NOW)).toBe('late');
    // the chosen time when no expected time is known
    expect(urgencyOf(order({ ...cooking, deliverAt: minutesAgo(2) }), NOW)).toBe('late');
  });

  it('leaves finished orders and held ones (not the kitchen’s to hurry) calm', () => {
    expect(urgencyOf(order({ statusId: 3, expectedAt: minutesAgo(60) }), NOW)).toBe('calm');
    expect(urgencyOf(order({ statusId: 4, createdAt: minutesAgo(60) }), NOW)).toBe('calm');
    expect(urgencyOf(order({ held: true, createdAt: minutesAgo(20) }), NOW)).toBe('calm');
  });
});

describe('card order', () => {
  const a = order({
    id: 'a',
    createdAt: minutesAgo(10),
    updatedAt: minutesAgo(1),
    expectedAt: inMinutes(30),
  });
  const b = order({ id: 'b', createdAt: minutesAgo(5), updatedAt: minutesAgo(4), expectedAt: inMinutes(10) });
  const c = order({ id: 'c', createdAt: minutesAgo(2), updatedAt: minutesAgo(2), expectedAt: null });
  const ids = (list: BoardOrder[]) => list.map((o) => o.id);

  it('takes new orders first come, first served', () => {
    expect(ids(sortColumn('new', [c, a, b]))).toEqual(['a', 'b', 'c']);
  });

  it('cooks by due time, orders without one last', () => {
    expect(ids(sortColumn('cooking', [c, a, b]))).toEqual(['b', 'a', 'c']);
  });

  it('shows the latest finished first', () => {
    expect(ids(sortColumn('done', [b, c, a]))).toEqual(['a', 'c', 'b']);
  });
});

describe('actions', () => {
  it('offers the next step the server allows', () => {
    expect(nextActionOf(order({ statusId: 0, nextStatusIds: [1, 4] }))).toEqual({
      kind: 'accept',
      statusId: 1,
    });
    expect(nextActionOf(order({ statusId: 1, nextStatusIds: [2, 4] }))).toEqual({
      kind: 'ready',
      statusId: 2,
    });
    expect(nextActionOf(order({ statusId: 2, nextStatusIds: [3, 4] }))).toEqual({
      kind: 'complete',
      statusId: 3,
    });
    expect(nextActionOf(order({ statusId: 3, nextStatusIds: [] }))).toBeNull();
  });

  it('offers no cooking for a held order, only cancelling', () => {
    const held = order({ statusId: 0, held: true, nextStatusIds: [4] });
    expect(nextActionOf(held)).toBeNull();
    expect(canCancel(held)).toBe(true);
    expect(canCancel(order({ statusId: 3, nextStatusIds: [] }))).toBe(false);
  });
});

describe('map link and counts', () => {
  const address = {
    text: 'Khreshchatyk 1, flat 5',
    city: 'Kyiv',
    latitude: 50.4501,
    longitude: 30.5234,
  } as NonNullable<BoardOrder['address']>;

  it('points OpenStreetMap at the address', () => {
    expect(mapLinkOf(address)).toBe(
      'https://www.openstreetmap.org/?mlat=50.450100&mlon=30.523400#map=18/50.450100/30.523400',
    );
    expect(mapLinkOf({ ...address, latitude: null, longitude: null })).toBe(
      'https://www.openstreetmap.org/search?query=Kyiv%2C%20Khreshchatyk%201%2C%20flat%205',
    );
  });

  it('counts dishes, not addons', () => {
    const lines = [
      { count: 2, addons: [{ count: 3 }] },
      { count: 1, addons: [] },
    ] as unknown as BoardOrder['lines'];
    expect(dishCount(order({ lines }))).toBe(3);
  });
});
