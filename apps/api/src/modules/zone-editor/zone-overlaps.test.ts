import { describe, expect, it } from 'vitest';
import { pickPreferredZone } from '../delivery-zones/index.js';
import { decidingRule, findOverlaps, type OverlapZone } from './zone-overlaps.js';

const square = (x: number, y: number, size: number): number[][][] => [
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ],
];

const zone = (id: number, polygon: number[][][], over: Partial<OverlapZone> = {}): OverlapZone => ({
  id,
  polygon,
  priority: 0,
  deliveryPrice: 5900,
  minOrderAmount: 30000,
  deliveryTimeMinutes: 45,
  ...over,
});

describe('findOverlaps', () => {
  it('finds an inner ring inside an outer one; the smaller priority wins, said in words', () => {
    const inner = zone(7, square(30.5, 50.4, 0.1), { priority: 0, deliveryPrice: 9900 });
    const outer = zone(3, square(30.4, 50.3, 0.3), { priority: 1, deliveryPrice: 0 });
    const [overlap, ...rest] = findOverlaps([inner, outer]);
    expect(rest).toEqual([]);
    expect(overlap).toMatchObject({ zoneIds: [3, 7], winnerId: 7, decidedBy: 'priority' });
    expect(overlap!.rule).toBe(
      'Zone 7 serves the shared area: the zone with the smaller priority wins (0 before 1).',
    );
    // the shared area is the inner square
    expect(overlap!.area).toHaveLength(1);
    const lngs = overlap!.area[0]![0]!.map((p) => p[0]!);
    expect(Math.min(...lngs)).toBeCloseTo(30.5);
    expect(Math.max(...lngs)).toBeCloseTo(30.6);
  });

  it('goes down the storefront’s list: price, then minimum, then time, then the lower id', () => {
    const a = square(30, 50, 0.2);
    const b = square(30.1, 50.1, 0.2);
    const cases: Array<[Partial<OverlapZone>, Partial<OverlapZone>, string, number]> = [
      [{ deliveryPrice: 4900 }, { deliveryPrice: 3900 }, 'deliveryPrice', 2],
      [{ minOrderAmount: 20000 }, { minOrderAmount: 25000 }, 'minOrderAmount', 1],
      [{ deliveryTimeMinutes: 60 }, { deliveryTimeMinutes: 30 }, 'deliveryTimeMinutes', 2],
      [{}, {}, 'id', 1],
    ];
    for (const [first, second, rule, winnerId] of cases) {
      const zones = [zone(1, a, first), zone(2, b, second)];
      const [overlap] = findOverlaps(zones);
      expect(overlap).toMatchObject({ decidedBy: rule, winnerId });
      // and it is the zone the storefront picks for an address in the shared area
      expect(pickPreferredZone(zones)!.id).toBe(winnerId);
    }
  });

  it('does not count zones that only touch along an edge, or lie apart', () => {
    expect(findOverlaps([zone(1, square(30, 50, 0.1)), zone(2, square(30.1, 50, 0.1))])).toEqual([]);
    expect(findOverlaps([zone(1, square(30, 50, 0.1)), zone(2, square(31, 51, 0.1))])).toEqual([]);
  });

  it('lists every overlapping pair of three zones', () => {
    const zones = [
      zone(1, square(30, 50, 0.3)),
      zone(2, square(30.1, 50.1, 0.3), { priority: 1 }),
      zone(3, square(30.2, 50.2, 0.3), { priority: 2 }),
    ];
    expect(findOverlaps(zones).map((o) => [o.zoneIds, o.winnerId])).toEqual([
      [[1, 2], 1],
      [[1, 3], 1],
      [[2, 3], 2],
    ]);
  });
});

describe('decidingRule', () => {
  it('names the first field that differs', () => {
    const base = zone(1, []);
    expect(decidingRule(base, { ...base, id: 2, priority: 1, deliveryPrice: 0 })).toBe('priority');
    expect(decidingRule(base, { ...base, id: 2 })).toBe('id');
  });
});
