import type { TAddressGeocodeResult, TAddressSuggestion, TNearestOutletResponse } from '@food/contracts';
import { roundLocation, type UserLocation } from './user-location-rules';

import { apiCall, queryOf } from '@/lib/api/browser-client';

/**
 * The address calls the checkout and the account's address form share, over the one browser
 * client (`lib/api/browser-client.ts`): street suggestions, placing a typed address on the map
 * with the zone answer, and the pickup restaurant nearest to the customer.
 */
export interface Where {
  rn: number;
  /** the city the customer orders in (suggestions and zones are asked about it first) */
  br: number;
  lang: string;
}

const get = <T>(path: string, params: Record<string, string | number>, signal?: AbortSignal) =>
  apiCall<T>(`${path}?${queryOf(params)}`, { signal });

/** GET /geo/v1/addresses/suggest: the city's addresses for what was typed, else the brand's other cities'. */
export const suggestAddresses = (w: Where, query: string, signal?: AbortSignal) =>
  get<TAddressSuggestion[]>('/geo/v1/addresses/suggest', { ...w, query, limit: 6 }, signal);

/** GET /geo/v1/addresses/geocode: where a street and house are, and which zone (or city) serves them. */
export const placeAddress = (w: Where, street: string, house: string, signal?: AbortSignal) =>
  get<TAddressGeocodeResult>('/geo/v1/addresses/geocode', { ...w, street, house }, signal);

/** GET /geo/v1/nearestOutlet: the pickup restaurant nearest to a point (sent to ~100 m), in any city of the brand. */
export function findNearestOutlet(w: Where, point: UserLocation) {
  const p = roundLocation(point, 3);
  return get<TNearestOutletResponse>('/geo/v1/nearestOutlet', {
    ...w,
    lat: p.latitude.toFixed(6),
    lng: p.longitude.toFixed(6),
  });
}

/** GET /geo/v1/addresses/reverse: the street address at a point (sent to ~10 m), with its zone answer. */
export function addressAt(w: Where, point: UserLocation, signal?: AbortSignal) {
  const p = roundLocation(point, 4);
  return get<TAddressGeocodeResult>(
    '/geo/v1/addresses/reverse',
    { ...w, lat: p.latitude.toFixed(6), lng: p.longitude.toFixed(6) },
    signal,
  );
}
