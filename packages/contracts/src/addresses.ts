import { z } from './zod';
import { ZDeliveryZoneCheck, ZLatitudeParam, ZLongitudeParam } from './catalog';
import { ZBusinessRegionId, ZLanguage, ZRetailNetworkId } from './common';

export const ZAddressSuggestQuery = z.object({
  rn: ZRetailNetworkId,
  /** the city the customer is ordering in: suggestions come from there */
  br: ZBusinessRegionId,
  /** what the customer has typed so far: "Хрещатик 22", "22 Khreshchatyk St" */
  query: z.string().trim().min(2, 'query must be at least 2 characters').max(200),
  /** language of the answer; the brand's default when absent or not one of the brand's */
  lang: ZLanguage.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const ZAddressGeocodeQuery = z.object({
  rn: ZRetailNetworkId,
  br: ZBusinessRegionId,
  street: z.string().trim().min(1, 'street is required').max(200),
  house: z.string().trim().max(20).optional(),
  lang: ZLanguage.optional(),
});

/**
 * The customer's location (the browser's, to about 10 m) to the street address there, with the
 * same delivery answer as a geocode; `address` is null where no street is near, or when the
 * deployment's provider cannot answer it (issue 17, item 31).
 */
export const ZAddressReverseQuery = z.object({
  rn: ZRetailNetworkId,
  br: ZBusinessRegionId,
  lat: ZLatitudeParam,
  lng: ZLongitudeParam,
  lang: ZLanguage.optional(),
});

/** An address a provider knows, placed in a city of the network. */
export const ZAddressSuggestion = z.object({
  /** with its type, as the city writes it: "вул. Хрещатик", "Khreshchatyk St" */
  street: z.string(),
  /** null when none was typed, or the provider could not place that house (then lat/lng are the street's) */
  house: z.string().nullable(),
  city: z.string(),
  businessRegionId: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  /** one line to show in the list */
  label: z.string(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

export const ZAddressSuggestions = z.array(ZAddressSuggestion);

/**
 * A typed street and house, found (or not), with the delivery answer for it in the city asked
 * about: the zone that serves it, or the other city it belongs to.
 */
export const ZAddressGeocodeResult = z.object({
  address: ZAddressSuggestion.nullable(),
  deliveryZone: ZDeliveryZoneCheck.nullable(),
});
export type TAddressGeocodeResult = z.infer<typeof ZAddressGeocodeResult>;
