import { describe, expect, it } from 'vitest';
import { checkPolygon, zoneFieldProblems, type Position, type ZoneNumbers } from './zone-rules';

const square: Position[] = [
  [30.5, 50.4],
  [30.6, 50.4],
  [30.6, 50.5],
  [30.5, 50.5],
];

describe('checkPolygon', () => {
  it('closes an open ring and keeps a closed one as it is', () => {
    const open = checkPolygon([square]);
    expect(open).toEqual({ ok: true, polygon: [[...square, square[0]]] });
    expect(checkPolygon([[...square, square[0]]])).toEqual(open);
  });

  it('drops a point repeated right after itself (a double click on the map)', () => {
    const doubled = [square[0]!, square[1]!, square[1]!, square[2]!, square[3]!];
    expect(checkPolygon([doubled])).toEqual({ ok: true, polygon: [[...square, square[0]]] });
  });

  it('refuses three identical points as too few', () => {
    const same: Position = [30.5, 50.4];
    const answer = checkPolygon([[same, same, same, same]]);
    expect(answer).toMatchObject({ ok: false, code: 'ZONE_TOO_FEW_POINTS' });
    expect(!answer.ok && answer.message).toMatch(/1 distinct point; a zone needs at least 3/);
  });

  it('refuses two distinct points, and a hole of two', () => {
    expect(checkPolygon([[square[0], square[1], square[0]]])).toMatchObject({ code: 'ZONE_TOO_FEW_POINTS' });
    const hole: Position[] = [
      [30.52, 50.42],
      [30.53, 50.43],
    ];
    const answer = checkPolygon([square, hole]);
    expect(answer).toMatchObject({ code: 'ZONE_TOO_FEW_POINTS' });
    expect(!answer.ok && answer.message).toMatch(/^Hole 1/);
  });

  it('refuses a bow tie with the point where it crosses itself', () => {
    const bowTie: Position[] = [
      [30.5, 50.4],
      [30.6, 50.5],
      [30.6, 50.4],
      [30.5, 50.5],
    ];
    const answer = checkPolygon([bowTie]);
    expect(answer).toMatchObject({ ok: false, code: 'ZONE_SELF_INTERSECTS', where: [[30.55, 50.45]] });
    expect(!answer.ok && answer.message).toContain('50.45000, 30.55000');
  });

  it('refuses a hole that crosses the outline', () => {
    const hole: Position[] = [
      [30.55, 50.45],
      [30.7, 50.45],
      [30.7, 50.46],
      [30.55, 50.46],
    ];
    expect(checkPolygon([square, hole])).toMatchObject({ code: 'ZONE_SELF_INTERSECTS' });
  });

  it('accepts a hole inside the outline', () => {
    const hole: Position[] = [
      [30.52, 50.42],
      [30.53, 50.42],
      [30.53, 50.43],
    ];
    expect(checkPolygon([square, hole])).toMatchObject({ ok: true });
  });

  it('refuses coordinates out of range, latitude first swapped for longitude', () => {
    expect(checkPolygon([[...square.slice(0, 3), [200, 50]]])).toMatchObject({
      code: 'ZONE_POLYGON_INVALID',
      message: 'The outline: point 4 has a longitude outside -180…180',
    });
    expect(checkPolygon([[...square.slice(0, 3), [30, 95]]])).toMatchObject({
      message: 'The outline: point 4 has a latitude outside -90…90',
    });
    expect(checkPolygon([[...square.slice(0, 3), [30, Number.NaN]]])).toMatchObject({
      code: 'ZONE_POLYGON_INVALID',
    });
    expect(checkPolygon([[...square.slice(0, 3), [30, 50, 3]]])).toMatchObject({
      code: 'ZONE_POLYGON_INVALID',
    });
  });

  it('refuses an empty polygon or a ring that is not a list', () => {
    expect(checkPolygon([])).toMatchObject({ code: 'ZONE_POLYGON_INVALID' });
    expect(checkPolygon(null)).toMatchObject({ code: 'ZONE_POLYGON_INVALID' });
    expect(checkPolygon(['x'])).toMatchObject({ code: 'ZONE_POLYGON_INVALID' });
  });
});

describe('zoneFieldProblems', () => {
  const good: ZoneNumbers = {
    deliveryPrice: 5900,
    minOrderAmount: 30000,
    freeDeliveryThreshold: null,
    deliveryTimeMinutes: 45,
    priority: 0,
    color: '#2f9e44',
  };

  it('accepts a free zone without a threshold, and 1 and 600 minutes', () => {
    expect(zoneFieldProblems({ ...good, deliveryPrice: 0, minOrderAmount: 0 })).toEqual([]);
    expect(zoneFieldProblems({ ...good, deliveryTimeMinutes: 1 })).toEqual([]);
    expect(zoneFieldProblems({ ...good, deliveryTimeMinutes: 600, freeDeliveryThreshold: 0 })).toEqual([]);
  });

  it('names each field that is wrong', () => {
    const fields = zoneFieldProblems({
      deliveryPrice: -1,
      minOrderAmount: 10.5,
      freeDeliveryThreshold: -100,
      deliveryTimeMinutes: 0,
      priority: -1,
      color: 'green',
    }).map((p) => p.field);
    expect(fields).toEqual([
      'deliveryPrice',
      'minOrderAmount',
      'freeDeliveryThreshold',
      'deliveryTimeMinutes',
      'priority',
      'color',
    ]);
    expect(zoneFieldProblems({ ...good, deliveryTimeMinutes: 601 })).toHaveLength(1);
    expect(zoneFieldProblems({ ...good, color: '#2f9e4' })).toHaveLength(1);
  });
});
