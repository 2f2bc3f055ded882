import type { TAddressGeocodeResult, TDeliveryZoneCheck, TDeliveryZoneMatch } from '@food/contracts';
import { ApiError } from '../../lib/api/browser-client';
import { fetchZoneCheck } from './location-api';

/**
 * Does this city deliver to an address? For checkout (cities issue, item 6): ask as soon as the
 * address has coordinates, so the customer learns before paying that it is outside every zone,
 * or in another city of the brand (then show <AddressIncorrectModal>, SPEC section 4).
 */
export type AddressCheck =
  /** a zone of this city serves it: its price, minimum order and free-delivery threshold */
  | { status: 'inZone'; zone: TDeliveryZoneMatch }
  /** no zone of this city, but one of another city of the brand holds it */
  | { status: 'otherCity'; city: { businessRegionId: number; slug: string | null; name: string } }
  /** no zone of the brand holds it */
  | { status: 'outside' };

export function addressCheckOf(answer: TDeliveryZoneCheck): AddressCheck {
  if (answer.inZone && answer.zone) return { status: 'inZone', zone: answer.zone };
  if (answer.otherCity) return { status: 'otherCity', city: answer.otherCity };
  return { status: 'outside' };
}

/** A typed address placed on the map: the zone answer, or not found at all. */
export type PlacedAddressCheck =
  | (AddressCheck & { position: { lat: number; lng: number; businessRegionId: number } })
  | { status: 'notFound' };

/** Reads GET /geo/v1/addresses/geocode's answer (a typed street and house) as a check. */
export function placedAddressCheckOf(answer: TAddressGeocodeResult): PlacedAddressCheck {
  if (!answer.address || !answer.deliveryZone) return { status: 'notFound' };
  const { lat, lng, businessRegionId } = answer.address;
  return { ...addressCheckOf(answer.deliveryZone), position: { lat, lng, businessRegionId } };
}

export interface AddressPoint {
  /** retail network and the city the customer orders in (useSite(): rn, city.id) */
  rn: number;
  br: number;
  lat: number;
  lng: number;
  /** language of the zone and city names */
  lang?: string;
}

/**
 * GET /api/catalog/v1/deliveryZones/check. Throws ApiError: status 400 for coordinates
 * out of range, 5xx or a timeout (10 s) when the service fails; SPEC section 8 has checkout show
 * a delivery-zone failure's message in the message popup.
 */
export async function checkAddress(point: AddressPoint): Promise<AddressCheck> {
  const { lat, lng } = point;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    throw new ApiError(400, 'INVALID_COORDINATES', `coordinates out of range: ${lat}, ${lng}`);
  // plain decimals: the API takes "50.4501", not "5.04501e1"
  const answer = await fetchZoneCheck({ ...point, lat: lat.toFixed(6), lng: lng.toFixed(6) });
  return addressCheckOf(answer);
}
