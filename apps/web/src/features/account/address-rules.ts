/**
 * Delivery address rules of SPEC section 5: an address without businessRegionId is dropped
 * (on code success and on restore from local storage), and the rest are sorted by city name,
 * then by latitude. Pure, so the stored user, the addresses page and the tests share them.
 */
export interface AddressLike {
  businessRegionId?: unknown;
  city?: unknown;
  latitude?: unknown;
}

const hasRegion = (a: AddressLike) =>
  typeof a.businessRegionId === 'number' && Number.isInteger(a.businessRegionId) && a.businessRegionId > 0;

const latitudeOf = (a: AddressLike) =>
  typeof a.latitude === 'number' && Number.isFinite(a.latitude) ? a.latitude : null;

/**
 * City names in the storefront's languages: Ukrainian collation puts "Івано-Франківськ" after
 * "Житомир". Made on the first comparison, not when the module loads: every page's first load
 * imports these rules (through the stored user), and building ICU's Ukrainian collation took
 * ~50 ms of a 4x-slowed hydration task although most visits compare no addresses.
 */
let collator: Intl.Collator | undefined;

/** By city name; within a city by latitude (south first); an address without one last. */
export function compareAddresses(a: AddressLike, b: AddressLike): number {
  collator ??= new Intl.Collator('uk', { sensitivity: 'base' });
  const byCity = collator.compare(String(a.city ?? ''), String(b.city ?? ''));
  if (byCity !== 0) return byCity;
  const la = latitudeOf(a);
  const lb = latitudeOf(b);
  if (la === lb) return 0;
  if (la === null) return 1;
  if (lb === null) return -1;
  return la - lb;
}

/** The addresses a customer can deliver to, in the order the storefront shows them. */
export function usableAddresses<T extends AddressLike>(addresses: readonly T[]): T[] {
  return addresses.filter(hasRegion).sort(compareAddresses);
}

export interface AddressText {
  street: string;
  house: string;
  apartment?: string | null;
  city?: string | null;
}

/** One line for lists and pickers: "вул. Хрещатик, 22, кв. 5, Київ". */
export function addressLine(a: AddressText, apartmentLabel: string): string {
  const parts = [a.street.trim(), a.house.trim()];
  if (a.apartment?.trim()) parts.push(`${apartmentLabel} ${a.apartment.trim()}`);
  if (a.city?.trim()) parts.push(a.city.trim());
  return parts.filter(Boolean).join(', ');
}

/** What the map said of an address in the form (the location feature's check), as far as saving goes. */
export type PlacedCheck =
  | { status: 'inZone' | 'outside'; position: { lat: number; lng: number } }
  | { status: 'otherCity'; city: { businessRegionId: number; name: string } }
  | { status: 'notFound' | 'error' };

export type AddressSaveDecision =
  | { save: true; position: { lat: number; lng: number } | null }
  | { save: false; problem: 'outside' }
  | { save: false; problem: 'otherCity'; city: { businessRegionId: number; name: string } };

/**
 * Whether the form saves an address (issue 17, item 7): one a zone serves, with its position;
 * one the map does not know (a new building) or could not check, as typed, since the API checks
 * again; never one outside every zone, or one of another city than the chosen one (the form
 * offers that city). The API refuses those two as well.
 */
export function addressSaveDecision(check: PlacedCheck): AddressSaveDecision {
  switch (check.status) {
    case 'inZone':
      return { save: true, position: check.position };
    case 'outside':
      return { save: false, problem: 'outside' };
    case 'otherCity':
      return { save: false, problem: 'otherCity', city: check.city };
    default:
      return { save: true, position: null };
  }
}
