import type { TDeliveryZone } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { drawOrder, listOrder, ringArea, toZoneView } from './zone-view';

const square = (lng: number, lat: number, size: number): Array<[number, number]> => [
  [lng, lat],
  [lng + size, lat],
  [lng + size, lat + size],
  [lng, lat + size],
  [lng, lat],
];

const zone = (
  id: number,
  size: number,
  price: number,
  extra: Partial<TDeliveryZone> = {},
): TDeliveryZone => ({
  id,
  outletId: 1001,
  businessRegionId: 101,
  name: `Зона ${id}`,
  localization: [{ language: 'en', name: `Zone ${id}` }],
  polygon: { type: 'Polygon', coordinates: [square(30.5, 50.4, size)] },
  deliveryPrice: price,
  freeDeliveryThreshold: 80_000,
  minOrderAmount: 30_000,
  deliveryTimeMinutes: 45,
  color: '#2e7d32',
  ...extra,
});

describe('delivery zones on the map', () => {
  it('turns GeoJSON [lng, lat] into [lat, lng] and names the zone in the page language', () => {
    const v = toZoneView(zone(1, 0.1, 5_900), 'en');
    expect(v.name).toBe('Zone 1');
    expect(v.rings[0]![0]).toEqual([50.4, 30.5]);
    expect(v).toMatchObject({ deliveryPrice: 5_900, minOrderAmount: 30_000, freeFrom: 80_000 });
  });

  it('takes only a plain hex colour into the map style', () => {
    expect(toZoneView(zone(1, 0.1, 0, { color: 'red;fill:url(x)' }), 'uk').color).toBe('#c8102e');
    expect(toZoneView(zone(1, 0.1, 0, { color: '#1E88E5' }), 'uk').color).toBe('#1E88E5');
  });

  it('draws the larger zone first, so the inner one stays on top', () => {
    const inner = toZoneView(zone(1, 0.05, 5_900), 'uk');
    const outer = toZoneView(zone(2, 0.2, 9_900), 'uk');
    expect(drawOrder([inner, outer]).map((z) => z.id)).toEqual([2, 1]);
    expect(ringArea(outer.rings[0]!)).toBeCloseTo(0.04, 6);
  });

  it('lists the cheapest delivery first', () => {
    const zones = [zone(1, 0.2, 9_900), zone(2, 0.1, 5_900)].map((z) => toZoneView(z, 'uk'));
    expect(listOrder(zones).map((z) => z.id)).toEqual([2, 1]);
  });
});
