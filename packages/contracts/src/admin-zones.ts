/**
 * The delivery-zone editor (issue 19 items 4 and 9): `/admin/v1/zones…` for staff and
 * `/ops/v1/zones…` for API keys. Money in integer minor units; polygons are GeoJSON Polygon
 * coordinates (rings of [longitude, latitude]; a ring may be sent open, it is stored closed).
 * The shape is checked here; the rules (ranges, at least 3 distinct points, no self-crossing,
 * the outlet's city) are the service's, with their own error codes.
 */
import { z } from './zod';
import { ZLanguage } from './common';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZZoneIdParams = z.object({ zoneId: ZId });
export const ZZoneVersionParams = z.object({ zoneId: ZId, version: ZId });

export const ZZonesQuery = z.object({
  retailNetworkId: ZId,
  businessRegionId: ZId,
});

const ZPosition = z.tuple([z.number(), z.number()]);
export const ZZonePolygon = z.array(z.array(ZPosition).max(5000)).min(1).max(50);

const ZMoney = z.number().int();

/** What a zone is: the body of create, edit, a draft and a restored version alike. */
export const ZZoneWrite = z
  .object({
    /** the kitchen that delivers; an outlet of the zone's city */
    outletId: ZId,
    /** per language; the brand's default language is required */
    name: z.partialRecord(ZLanguage, z.string().trim().max(100)),
    polygon: ZZonePolygon,
    deliveryPrice: ZMoney,
    /** free delivery from this order amount; null: never free */
    freeDeliveryThreshold: ZMoney.nullable(),
    minOrderAmount: ZMoney,
    deliveryTimeMinutes: z.number().int(),
    /** smaller wins where zones overlap (then the cheaper delivery, …) */
    priority: z.number().int(),
    /** #rrggbb */
    color: z.string().trim().max(7),
  })
  .strict();
export type TZoneWrite = z.infer<typeof ZZoneWrite>;

/** Create: the write plus its city (the brand follows from it). */
export const ZZoneCreate = ZZoneWrite.extend({ businessRegionId: ZId }).strict();
export type TZoneCreate = z.infer<typeof ZZoneCreate>;

export const ZZoneDraft = z.object({
  payload: ZZoneWrite,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TZoneDraft = z.infer<typeof ZZoneDraft>;

export const ZAdminZone = ZZoneWrite.extend({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int(),
  /** the unpublished change, if any (the storefront still serves the published zone) */
  draft: ZZoneDraft.nullable(),
  /** the latest published version's number; 0 for a zone never published through the editor */
  version: z.number().int(),
});
export type TAdminZone = z.infer<typeof ZAdminZone>;

/** What decides an overlap, in zone-choice.ts's order. */
export const ZONE_OVERLAP_RULES = [
  'priority',
  'deliveryPrice',
  'minOrderAmount',
  'deliveryTimeMinutes',
  'id',
] as const;
export const ZZoneOverlapRule = z.enum(ZONE_OVERLAP_RULES);
export type TZoneOverlapRule = z.infer<typeof ZZoneOverlapRule>;

export const ZZoneOverlap = z.object({
  zoneIds: z.tuple([z.number().int(), z.number().int()]),
  /** the zone a customer in the shared area gets */
  winnerId: z.number().int(),
  decidedBy: ZZoneOverlapRule,
  /** the rule in words (English; the back office words it in the member's language from decidedBy) */
  rule: z.string(),
  /** the shared area: GeoJSON MultiPolygon coordinates */
  area: z.array(z.array(z.array(ZPosition))),
});
export type TZoneOverlap = z.infer<typeof ZZoneOverlap>;

export const ZAdminZones = z.object({
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int(),
  languages: z.array(ZLanguage),
  defaultLanguage: ZLanguage,
  currencyCode: z.string(),
  outlets: z.array(z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lng: z.number() })),
  /** the map's tiles and their credit (MAP_TILE_URL, as the storefront's) */
  map: z.object({ tileUrl: z.string(), tileAttribution: z.string() }),
  zones: z.array(ZAdminZone),
  overlaps: z.array(ZZoneOverlap),
});
export type TAdminZones = z.infer<typeof ZAdminZones>;

export const ZZoneVersion = z.object({
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  by: z.string().nullable(),
});
export const ZZoneVersions = z.array(ZZoneVersion);
export type TZoneVersion = z.infer<typeof ZZoneVersion>;
