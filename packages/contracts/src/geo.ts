import { z } from './zod';
import { ZLatitudeParam, ZLongitudeParam } from './catalog';
import { ZBusinessRegionId, ZLanguage, ZRetailNetworkId } from './common';

export const ZIpLocationQuery = z.object({
  rn: ZRetailNetworkId,
  /** the address to locate; the caller's address (or X-Forwarded-For from a trusted proxy) when absent */
  ip: z.union([z.ipv4(), z.ipv6()], { error: 'ip must be an IPv4 or IPv6 address' }).optional(),
});

export const ZIpLocationResponse = z.object({
  ip: z.string(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int().nullable(),
  businessRegionSlug: z.string().nullable(),
});
export type TIpLocationResponse = z.infer<typeof ZIpLocationResponse>;

/**
 * The restaurant nearest to where the customer is (the browser's location, rounded by the
 * storefront to about 100 m), among the network's pickup restaurants of every city: SPEC section
 * 3's nearest_outlet_info. `isForCurrentBusinessRegionId` is false when it is in another city
 * than `br`, so the storefront can say so.
 */
export const ZNearestOutletQuery = z.object({
  rn: ZRetailNetworkId,
  /** the city the customer is ordering in */
  br: ZBusinessRegionId,
  lat: ZLatitudeParam,
  lng: ZLongitudeParam,
  /** language of the city name; the brand's default when absent */
  lang: ZLanguage.optional(),
});

export const ZNearestOutletInfo = z.object({
  outletId: z.number().int(),
  businessRegionId: z.number().int(),
  businessRegionSlug: z.string().nullable(),
  /** the city's name in the asked language */
  businessRegionName: z.string(),
  isForCurrentBusinessRegionId: z.boolean(),
  /** as the crow flies, rounded to 10 m */
  distanceMeters: z.number().int(),
});
export type TNearestOutletInfo = z.infer<typeof ZNearestOutletInfo>;

/** `nearest` is null when the network has no restaurant that hands orders out. */
export const ZNearestOutletResponse = z.object({ nearest: ZNearestOutletInfo.nullable() });
export type TNearestOutletResponse = z.infer<typeof ZNearestOutletResponse>;
