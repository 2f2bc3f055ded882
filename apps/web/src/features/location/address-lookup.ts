import type { TAddressGeocodeResult, TAddressSuggestion, TNearestOutletResponse } from '@food/contracts';
import { roundLocation, type UserLocation } from './user-location-rules';

/**
 * The address calls the checkout and the account's address form share (same-origin `/api`,
 * SPEC section 7's 10 s timeout): street suggestions, placing a typed address on the map with
 * the zone answer, and the pickup restaurant nearest to the customer.
 */
const TIMEOUT_MS = 10_000;

export interface Where {
  rn: number;
  /** the city the customer orders in (suggestions and zones are asked about it first) */
  br: number;
  lang: string;
}

class AddressLookupError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AddressLookupError';
  }
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

async function get<T>(
  path: string,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<T> {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === '' ? [] : [[k, String(v)]])),
  );
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const res = await fetch(`/api${path}?${query}`, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!res.ok) throw new AddressLookupError(res.status, `${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

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
