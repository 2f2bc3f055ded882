import { describe, expect, it } from 'vitest';
import type { OutboxEvent } from '../events/index.js';
import { intersect, stopKeyOf } from './stop-list-cache.js';
import { onCatalogueEvent } from './catalogue-sync.js';

describe("a city's stop set", () => {
  it('holds what every outlet of the city stopped, and nothing when one still sells it', () => {
    expect(intersect([new Set([1, 2, 3]), new Set([2, 3]), new Set([3, 2, 9])])).toEqual(new Set([2, 3]));
    expect(intersect([new Set([1]), new Set()])).toEqual(new Set());
    // a city without outlets stops nothing
    expect(intersect([])).toEqual(new Set());
  });

  it('keys answer caches by its ids in order', () => {
    expect(stopKeyOf(new Set([100023, 100001, 100008]))).toBe('100001,100008,100023');
    expect(stopKeyOf(new Set())).toBe('');
  });
});

describe('the catalogue change events', () => {
  const event = (
    type: OutboxEvent['type'],
    data: Record<string, unknown>,
    outletId: number | null = 1001,
  ): OutboxEvent => ({
    id: 1,
    type,
    retailNetworkId: 1,
    outletId,
    data,
    createdAt: new Date(0).toISOString(),
  });

  it("drops the outlet's list on a stop-list change, the catalogues on a price change, nothing else", () => {
    const dropped: Array<number | 'catalogues'> = [];
    const listen = onCatalogueEvent(
      { dropStopList: (id) => dropped.push(id) },
      { dropAll: () => dropped.push('catalogues') },
    );
    listen(event('stop_list.changed', { outletId: 1002, productId: 5, onStop: true, until: null }));
    listen(event('order.created', { orderId: 'x' }));
    // an event from before `data.outletId` was written: the event's own outlet
    listen(event('stop_list.changed', {}, 1003));
    listen(event('catalog.changed', { productId: 100007 }));
    expect(dropped).toEqual([1002, 1003, 'catalogues']);
  });
});
