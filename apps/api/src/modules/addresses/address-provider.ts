/**
 * Where address suggestions and coordinates come from (SPEC section 7: "an address
 * suggestions service (POST with token header) and a maps geocoder (GET)"). One provider per
 * deployment, chosen by ADDRESS_PROVIDER; each answers in the city the customer is ordering in.
 */
import type { Language } from './address-text.js';

export interface AddressCity {
  businessRegionId: number;
  /** the city's name in the request language */
  name: string;
  /** the city's name per language it has one in (`{uk: 'Київ', ru: 'Киев'}`) */
  names: Partial<Record<Language, string>>;
  /** ISO 3166-1 alpha-2, upper case (the retail network's country) */
  countryCode: string;
  centre: { lat: number; lng: number };
}

export interface SuggestRequest {
  city: AddressCity;
  query: string;
  lang: Language;
  limit: number;
}

export interface GeocodeRequest {
  city: AddressCity;
  street: string;
  house: string | null;
  lang: Language;
}

export interface ReverseRequest {
  /** the city of the network nearest to the point */
  city: AddressCity;
  lat: number;
  lng: number;
  lang: Language;
}

/** An address as a provider found it; the service decides which city of the network it is in. */
export interface FoundAddress {
  street: string;
  house: string | null;
  city: string;
  lat: number;
  lng: number;
  label: string;
}

export interface AddressProvider {
  readonly name: string;
  suggest(request: SuggestRequest): Promise<FoundAddress[]>;
  /** the best match for a typed street and house, or null when there is none */
  geocode(request: GeocodeRequest): Promise<FoundAddress | null>;
  /**
   * The street address at a point (the customer's location), or null when none is near. Optional:
   * a provider without it answers every point as unknown (the customer types the address).
   */
  reverse?(request: ReverseRequest): Promise<FoundAddress | null>;
}

/** A box of about ±35 km around the city centre: providers are asked to look there first. */
export function searchBox(centre: { lat: number; lng: number }) {
  const dLat = 0.32;
  const dLng = dLat / Math.max(0.2, Math.cos((centre.lat * Math.PI) / 180));
  return {
    south: centre.lat - dLat,
    north: centre.lat + dLat,
    west: centre.lng - dLng,
    east: centre.lng + dLng,
  };
}
