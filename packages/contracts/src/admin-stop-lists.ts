/**
 * Stop lists (issue 18 item 5): what an outlet cannot sell now. `/admin/v1/outlets/{outletId}/…`
 * for staff and `/ops/v1/outlets/{outletId}/stop-list…` for API keys (ARCHITECTURE.md "Back office
 * and the machine API"); `GET /catalog/v1/soldOut/` is the storefront's live read.
 */
import { z } from './zod';
import { ZBusinessRegionId, ZLanguage, ZRetailNetworkId } from './common';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZOutletIdParams = z.object({ outletId: ZId });
export const ZStopListItemParams = z.object({ outletId: ZId, productId: ZId });

/**
 * Put a product (or an addon) on the stop list. `until`: back on sale then (ISO 8601 with an
 * offset, in the future); null or absent: until further notice. `endOfDay: true` (instead of
 * `until`): until the end of the outlet's business day on its own clock (its closing time today,
 * or midnight on a day it keeps no hours).
 */
export const ZStopListPut = z
  .object({
    until: z.iso
      .datetime({ offset: true, error: 'until must be an ISO 8601 date-time with an offset, or null' })
      .nullable()
      .optional(),
    endOfDay: z.boolean().optional(),
    /** shown to staff: "the fish did not arrive" */
    reason: z.string().trim().max(200).nullable().optional(),
  })
  .strict()
  .refine((b) => !(b.endOfDay && b.until), {
    error: 'give either until or endOfDay: true, not both',
    path: ['endOfDay'],
  });
export type TStopListPut = z.infer<typeof ZStopListPut>;

export const ZStopListEntry = z.object({
  productId: z.number().int(),
  /** in the staff member's language (the brand's default for an API key) */
  name: z.string(),
  article: z.string(),
  isAddon: z.boolean(),
  /** back on sale then; null: until further notice */
  until: z.iso.datetime({ offset: true }).nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TStopListEntry = z.infer<typeof ZStopListEntry>;

/** The outlet's stop list now: entries whose `until` has passed are left out. */
export const ZOutletStopList = z.object({
  outletId: z.number().int(),
  timeZone: z.string(),
  data: z.array(ZStopListEntry),
});
export type TOutletStopList = z.infer<typeof ZOutletStopList>;

export const ZOutletProductsQuery = z.object({
  /** part of the name (any of the brand's languages) or the article; case-insensitive */
  q: z.string().trim().max(100).optional(),
  /** the names' language; the staff member's own (the brand's default for an API key) when absent */
  lang: ZLanguage.optional(),
});

/** A product or addon sold at the outlet (it has a price there), for the stop-list picker. */
export const ZOutletProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  article: z.string(),
  isAddon: z.boolean(),
  onStop: z.boolean(),
  /** while on stop: back on sale then (null: until further notice) */
  until: z.iso.datetime({ offset: true }).nullable(),
});
export type TOutletProduct = z.infer<typeof ZOutletProduct>;

export const ZOutletProducts = z.object({ data: z.array(ZOutletProduct) });
export type TOutletProducts = z.infer<typeof ZOutletProducts>;

/** The body of the `stop_list.changed` event (outbox, webhooks, the catalogue caches). */
export const ZStopListChanged = z.object({
  outletId: z.number().int(),
  productId: z.number().int(),
  onStop: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullable(),
});
export type TStopListChanged = z.infer<typeof ZStopListChanged>;

/* ------------------------------------------------------------------ the storefront's live read */

export const ZSoldOutQuery = z
  .object({
    rn: ZRetailNetworkId,
    br: ZBusinessRegionId,
    /** the chosen pickup restaurant (or the one the calculation named) */
    outletId: ZId.optional(),
    /** a known delivery address: the outlet whose zone holds it */
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    error: 'give lat and lng together',
    path: ['lng'],
  });

/**
 * What the visitor cannot order now: the products and addons on stop at the outlet that serves
 * them, or, while no outlet is known, at every outlet of the city (`outletId` null then).
 */
export const ZSoldOut = z.object({
  businessRegionId: z.number().int(),
  outletId: z.number().int().nullable(),
  productIds: z.array(z.number().int()),
});
export type TSoldOut = z.infer<typeof ZSoldOut>;
