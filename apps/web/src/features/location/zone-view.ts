import type { TDeliveryZone } from '@food/contracts';
import { nameIn } from '../catalog/product-view';

/** A delivery zone as the delivery page draws and lists it; money in minor units. */
export interface ZoneView {
  id: number;
  outletId: number;
  name: string;
  color: string;
  /** outer ring first, then holes; each point [lat, lng] as Leaflet takes them */
  rings: Array<Array<[number, number]>>;
  deliveryPrice: number;
  minOrderAmount: number;
  /** order amount from which delivery is free; null when it never is */
  freeFrom: number | null;
  deliveryTimeMinutes: number;
}

const SAFE_COLOR = /^#[0-9a-f]{3,8}$/i;

export function toZoneView(zone: TDeliveryZone, locale: string): ZoneView {
  return {
    id: zone.id,
    outletId: zone.outletId,
    name: nameIn(zone.localization, locale, zone.name),
    // the colour goes into the map's SVG style: only a plain hex colour is taken
    color: SAFE_COLOR.test(zone.color) ? zone.color : '#c8102e',
    rings: zone.polygon.coordinates.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number])),
    deliveryPrice: zone.deliveryPrice,
    minOrderAmount: zone.minOrderAmount,
    freeFrom: zone.freeDeliveryThreshold,
    deliveryTimeMinutes: zone.deliveryTimeMinutes,
  };
}

/** The area a ring encloses, in squared degrees (enough to compare zones of one city). */
export function ringArea(ring: ReadonlyArray<readonly [number, number]>): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [y1, x1] = ring[i]!;
    const [y2, x2] = ring[(i + 1) % ring.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/**
 * The order zones are drawn in: the largest first, so a city's inner zones lie on top of the
 * outer rings around them and stay reachable by pointer and keyboard.
 */
export const drawOrder = (zones: readonly ZoneView[]) =>
  [...zones].sort((a, b) => ringArea(b.rings[0] ?? []) - ringArea(a.rings[0] ?? []) || a.id - b.id);

/** The zones' listing order: cheapest delivery first, then the lowest minimum order. */
export const listOrder = (zones: readonly ZoneView[]) =>
  [...zones].sort(
    (a, b) => a.deliveryPrice - b.deliveryPrice || a.minOrderAmount - b.minOrderAmount || a.id - b.id,
  );
