/**
 * Whether a delivery address may be saved (issue 17, item 7): the account's form saved addresses
 * no zone serves, which checkout then refused one by one. The address is placed as checkout places
 * it (the address service's geocode of the street and house, with the zone check of the city the
 * customer chose) and:
 * - in a zone of that city: saved, with the map's position when the client sent none;
 * - in another city of the network: refused, naming that city (the form offers it);
 * - in no zone of the network: refused, as nothing could be delivered there;
 * - not on the map at all (a new building the provider does not know yet): saved as typed.
 * Pure: the service asks the map and applies the verdict.
 */
import type { TAddressGeocodeResult } from '@food/contracts';

export type AddressVerdict =
  | { ok: true; position: { lat: number; lng: number } | null }
  | {
      ok: false;
      code: 'ADDRESS_IN_OTHER_CITY';
      otherCity: { businessRegionId: number; slug: string | null; name: string };
    }
  | { ok: false; code: 'ADDRESS_NOT_DELIVERABLE' };

export function addressVerdict(placed: TAddressGeocodeResult): AddressVerdict {
  const { address, deliveryZone } = placed;
  if (!address || !deliveryZone) return { ok: true, position: null };
  if (deliveryZone.inZone) return { ok: true, position: { lat: address.lat, lng: address.lng } };
  if (deliveryZone.otherCity)
    return { ok: false, code: 'ADDRESS_IN_OTHER_CITY', otherCity: deliveryZone.otherCity };
  return { ok: false, code: 'ADDRESS_NOT_DELIVERABLE' };
}
