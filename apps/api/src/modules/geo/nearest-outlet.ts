/**
 * The restaurant nearest to a point (SPEC section 3, nearest_outlet_info), among those that hand
 * orders out: as the crow flies, which is what a customer choosing where to pick up compares.
 * Ties go to the lower id, so the answer does not depend on the order outlets are listed in.
 */
import { distanceKm } from '../addresses/index.js';

export interface OutletPlace {
  id: number;
  businessRegionId: number;
  latitude: number;
  longitude: number;
  isPickupAvailable: boolean;
}

export interface NearestOutlet<T extends OutletPlace> {
  outlet: T;
  /** rounded to 10 m: the point itself was rounded to about 100 m */
  distanceMeters: number;
}

export function findNearestOutlet<T extends OutletPlace>(
  outlets: readonly T[],
  point: { lat: number; lng: number },
): NearestOutlet<T> | null {
  let best: { outlet: T; km: number } | null = null;
  for (const outlet of outlets) {
    if (!outlet.isPickupAvailable) continue;
    const km = distanceKm(point, { lat: outlet.latitude, lng: outlet.longitude });
    if (!best || km < best.km || (km === best.km && outlet.id < best.outlet.id)) best = { outlet, km };
  }
  return best && { outlet: best.outlet, distanceMeters: Math.round(best.km * 100) * 10 };
}
