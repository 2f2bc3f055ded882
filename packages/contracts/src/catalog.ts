import { z } from './zod';
import { ZProductOptionGroup } from './options';
import {
  ZBusinessRegionId,
  ZEntityId,
  ZLanguage,
  ZLatLng,
  ZLocalizedMap,
  ZQueryBoolean,
  ZRetailNetworkId,
  ZTarget,
} from './common';
import { ZOutletDayState } from './admin-outlet-day';

/* ------------------------------------------------------------------ cities */

export const ZCityLocalization = z.object({
  language: z.string(),
  name: z.string(),
  seo: z.object({ nominativeCase: z.string(), prepositionalCase: z.string() }),
});

export const ZCity = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  localization: z.array(ZCityLocalization),
  settings: z.record(z.string(), z.unknown()),
  timeZone: z.string(),
  location: ZLatLng,
});
export type TCity = z.infer<typeof ZCity>;

export const ZRnQuery = z.object({ rn: ZRetailNetworkId });
export const ZRnBrQuery = z.object({ rn: ZRetailNetworkId, br: ZBusinessRegionId });
export const ZIdParams = z.object({ id: ZEntityId });

/* ------------------------------------------------------------------ restaurants (outlets) */

export const ZOpeningHours = z.object({
  /** 1 Monday … 7 Sunday */
  day: z.number().int().min(1).max(7),
  opensAt: z.string(),
  closesAt: z.string(),
});

export const ZRestaurant = z.object({
  id: z.number().int(),
  businessRegionId: z.number().int(),
  name: z.string(),
  address: z.string(),
  localization: z.array(z.object({ language: z.string(), name: z.string(), address: z.string() })),
  phone: z.string(),
  location: ZLatLng,
  timeZone: z.string(),
  /** the outlet's current offset from UTC, in hours */
  timeZoneOffsetHours: z.number(),
  openingHours: z.array(ZOpeningHours),
  isOpenNow: z.boolean(),
  isPickupAvailable: z.boolean(),
});
export type TRestaurant = z.infer<typeof ZRestaurant>;

export const ZRestaurantConfig = z.object({
  outletId: z.number().int(),
  businessRegionId: z.number().int(),
  timeZone: z.string(),
  timeZoneOffsetHours: z.number(),
  /** open by its hours now, its exceptions (holidays, other hours) included */
  isOpenNow: z.boolean(),
  isPickupAvailable: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  /** the outlet's day now (issue 18): taking orders, paused, closed today, busy minutes */
  day: ZOutletDayState,
  /** the kitchen's estimate now: its `cookingTimeMinutes` setting plus the busy minutes (null without the setting) */
  cookingTimeMinutes: z.number().int().nullable(),
});

/* ------------------------------------------------------------------ delivery zones */

export const ZDeliveryZone = z.object({
  id: z.number().int(),
  outletId: z.number().int(),
  businessRegionId: z.number().int(),
  name: z.string(),
  localization: z.array(z.object({ language: z.string(), name: z.string() })),
  /** GeoJSON polygon, coordinates as [longitude, latitude] */
  polygon: z.object({
    type: z.literal('Polygon'),
    coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
  }),
  deliveryPrice: z.number().int(),
  freeDeliveryThreshold: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  deliveryTimeMinutes: z.number().int(),
  color: z.string(),
});
export type TDeliveryZone = z.infer<typeof ZDeliveryZone>;

/** A coordinate in a query string: a plain decimal ("50.4501"), within ±limit degrees. */
const coordinateParam = (name: 'lat' | 'lng', limit: 90 | 180) => {
  const range = `${name} must be between -${limit} and ${limit}`;
  return z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^[-+]?\d{1,3}(\.\d+)?$/, `${name} must be a decimal number such as 50.4501`)
    .transform(Number)
    .pipe(z.number().min(-limit, range).max(limit, range));
};
export const ZLatitudeParam = coordinateParam('lat', 90);
export const ZLongitudeParam = coordinateParam('lng', 180);

export const ZDeliveryZoneCheckQuery = z.object({
  rn: ZRetailNetworkId,
  /** the city the customer is ordering in */
  br: ZBusinessRegionId,
  lat: ZLatitudeParam,
  lng: ZLongitudeParam,
  /** language of the zone and city names; the brand's default when absent */
  lang: ZLanguage.optional(),
});

/** The zone that serves an address; money in minor units, as stored. */
export const ZDeliveryZoneMatch = z.object({
  zoneId: z.number().int(),
  outletId: z.number().int(),
  businessRegionId: z.number().int(),
  businessRegionSlug: z.string().nullable(),
  name: z.string(),
  deliveryPrice: z.number().int(),
  minOrderAmount: z.number().int(),
  /** order amount from which delivery is free; null when it never is */
  freeDeliveryFrom: z.number().int().nullable(),
  deliveryTimeMinutes: z.number().int(),
});
export type TDeliveryZoneMatch = z.infer<typeof ZDeliveryZoneMatch>;

/**
 * Whether this city delivers to a point. `zone` is the zone that serves it (inner ring before
 * outer, then the cheaper); when no zone of this city holds it but a zone of another city of the
 * same network does, `otherCity` names that city (the address-incorrect-for-city modal).
 */
export const ZDeliveryZoneCheck = z.object({
  inZone: z.boolean(),
  zone: ZDeliveryZoneMatch.nullable(),
  otherCity: z
    .object({ businessRegionId: z.number().int(), slug: z.string().nullable(), name: z.string() })
    .nullable(),
});
export type TDeliveryZoneCheck = z.infer<typeof ZDeliveryZoneCheck>;

/* ------------------------------------------------------------------ banners */

export const ZBannersQuery = z.object({
  rn: ZRetailNetworkId,
  br: ZBusinessRegionId,
  target: ZTarget.default('WEB'),
});

export const ZBanner = z.object({
  id: z.number().int(),
  businessRegionId: z.number().int().nullable(),
  title: z.string(),
  subtitle: z.string(),
  localization: z.array(z.object({ language: z.string(), title: z.string(), subtitle: z.string() })),
  imageUrl: z.string(),
  link: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TBanner = z.infer<typeof ZBanner>;

/* ------------------------------------------------------------------ attributes */

export const ZAttributeType = z.enum(['PROPERTY', 'LABEL', 'FILTER', 'INFO']);
export const ZAttributesParams = z.object({ type: ZAttributeType });

export const ZAttribute = z.object({
  id: z.number().int(),
  type: ZAttributeType,
  code: z.string(),
  name: z.string(),
  localization: z.array(z.object({ language: z.string(), name: z.string() })),
  color: z.string().nullable(),
});
export type TAttribute = z.infer<typeof ZAttribute>;

/* ------------------------------------------------------------------ products */

export const ZProductsQuery = z.object({
  rn: ZRetailNetworkId,
  br: ZBusinessRegionId,
  target: ZTarget.default('WEB'),
  /** category slug or id */
  category: z.string().min(1).max(120).optional(),
  /** outlet id: prices for that outlet and its stop list */
  res: ZEntityId.optional(),
  withArchive: ZQueryBoolean.default(false),
  /** language of the top-level texts; the brand's default when absent (all are in localization) */
  lang: ZLanguage.optional(),
});

export const ZProductFilterBody = z
  .object({
    isHot: z.boolean().optional(),
    isVegan: z.boolean().optional(),
    sorting: z
      .object({ property: z.enum(['Price', 'Weight']), direction: z.enum(['ASC', 'DESC']).default('ASC') })
      .optional(),
    /** category id; the query's category wins when both are given */
    id: z.number().int().positive().optional(),
  })
  .strict();
export type TProductFilterBody = z.infer<typeof ZProductFilterBody>;

export const ZProductIdsBody = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(500) })
  .strict();

export const ZProductAttribute = z.object({
  id: z.number().int(),
  type: ZAttributeType,
  code: z.string(),
  name: z.string(),
  localization: z.array(z.object({ language: z.string(), name: z.string() })),
  color: z.string().nullable(),
  value: z.string().nullable(),
});

export const ZProductAddon = z.object({
  addonId: z.number().int(),
  article: z.string(),
  slug: z.string(),
  name: z.string(),
  localization: z.array(z.object({ language: z.string(), name: z.string() })),
  imageUrl: z.string(),
  price: z.number().int(),
  freeCount: z.number().int(),
  maxCount: z.number().int(),
});

export const ZProductLocalization = z.object({
  language: z.string(),
  name: z.string(),
  description: z.string(),
  composition: z.string(),
});

export const ZProduct = z.object({
  id: z.number().int(),
  article: z.string(),
  slug: z.string(),
  categoryId: z.number().int(),
  categorySlug: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  composition: z.string(),
  localization: z.array(ZProductLocalization),
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  weight: z.number().int(),
  pieces: z.number().int().nullable(),
  isHot: z.boolean(),
  isVegan: z.boolean(),
  isAddon: z.boolean(),
  isArchived: z.boolean(),
  /** true when the outlet given by `res` has it on its stop list */
  isOnStop: z.boolean(),
  imageUrl: z.string(),
  availability: z.object({ from: z.string(), to: z.string() }).nullable(),
  additionalProperties: z.object({ persons: z.number().int().nullable() }),
  attributes: z.array(ZProductAttribute),
  attributesIds: z.array(z.number().int()),
  classifiers: z.array(z.object({ id: z.number().int(), isDefault: z.boolean() })),
  addons: z.array(ZProductAddon),
  /** option groups (issue 19): absent or empty for a product ordered without choices */
  optionGroups: z.array(ZProductOptionGroup).optional(),
});
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductList = z.array(ZProduct);

export const ZProductSeoQuery = z.object({
  rn: ZRetailNetworkId,
  br: ZBusinessRegionId,
  target: ZTarget.default('WEB'),
  lang: ZLanguage.optional(),
});
export const ZProductSeo = z.object({
  productId: z.number().int(),
  language: ZLanguage,
  title: z.string(),
  description: z.string(),
  seoText: z.string(),
});

export const ZStopListParams = z.object({ outletId: ZEntityId });
export const ZStopList = z.object({
  outletId: z.number().int(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      reason: z.string().nullable(),
      since: z.string(),
      product: z.object({ id: z.number().int(), article: z.string(), slug: z.string(), name: z.string() }),
    }),
  ),
});

export const ZLocalized = ZLocalizedMap;
