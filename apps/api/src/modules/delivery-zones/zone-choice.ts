/**
 * Which zone serves an address that several zones contain. Zones overlap on purpose: each
 * outlet has an inner ring (cheap, fast) inside an outer ring (dearer, slower), and the rings of
 * neighbouring outlets overlap too. The customer expects the offer they would pick themselves,
 * so the order is:
 *   1. the operator's `priority` (smaller wins; the inner ring is 0, the outer 1): the operator
 *      may route an area to a particular kitchen whatever the price;
 *   2. then the cheaper delivery price,
 *   3. then the lower minimum order,
 *   4. then the faster delivery,
 *   5. then the lower zone id, so the answer never flickers between equal zones.
 */
export interface RankedZone {
  id: number;
  priority: number;
  deliveryPrice: number;
  minOrderAmount: number;
  deliveryTimeMinutes: number;
}

export function compareZones(a: RankedZone, b: RankedZone): number {
  return (
    a.priority - b.priority ||
    a.deliveryPrice - b.deliveryPrice ||
    a.minOrderAmount - b.minOrderAmount ||
    a.deliveryTimeMinutes - b.deliveryTimeMinutes ||
    a.id - b.id
  );
}

/** The zone a customer at the address gets, or undefined when none contains it. */
export function pickPreferredZone<Z extends RankedZone>(containing: readonly Z[]): Z | undefined {
  let best: Z | undefined;
  for (const zone of containing) if (!best || compareZones(zone, best) < 0) best = zone;
  return best;
}
