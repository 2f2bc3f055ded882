/**
 * The catalogue's change stream (issue 19 item 7): `GET /catalog/v1/changes` (server-sent events)
 * tells each storefront instance what changed on any API instance, so it invalidates its cached
 * pages and data by tag. One `change` event per `catalog.changed` and `stop_list.changed`.
 */
import { z } from './zod';

/** What changed: the storefront's cache tag family (and `stop_list`, which pages do not show). */
export const CATALOGUE_CHANGE_AREAS = [
  'menu',
  'zones',
  'promotions',
  'content',
  'brand',
  'places',
  'stop_list',
] as const;
export const ZCatalogueChangeArea = z.enum(CATALOGUE_CHANGE_AREAS);
export type TCatalogueChangeArea = z.infer<typeof ZCatalogueChangeArea>;

export const ZCatalogueChangesQuery = z.object({
  /** only this network's changes (a storefront serves one brand); absent: every network's */
  rn: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** One `change` event of `GET /catalog/v1/changes` (text/event-stream). */
export const ZCatalogueChangeEvent = z.object({
  /** the outbox event's id */
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  area: ZCatalogueChangeArea,
  /** the ids written (products, zones, promo codes...); may be empty */
  ids: z.array(z.union([z.number(), z.string()])),
});
export type TCatalogueChangeEvent = z.infer<typeof ZCatalogueChangeEvent>;
