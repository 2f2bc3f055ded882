import { z } from './zod';
import { ZProductList } from './catalog';
import { ZBusinessRegionId, ZLanguage, ZRetailNetworkId, ZTarget } from './common';

/**
 * Promotions of a city (SPEC section 2: /promotions, /promotions/...), under the catalog prefix:
 * `GET /catalog/v1/promotions/?rn&br` lists the ones running now, `GET /catalog/v1/promotions/{ref}`
 * is one of them (ref: its slug or numeric id) with the products it sells in that city.
 */
export const ZPromotionsQuery = z.object({
  rn: ZRetailNetworkId,
  br: ZBusinessRegionId,
  target: ZTarget.default('WEB'),
  /** texts in this language when the brand offers it, else in the brand's default language */
  lang: ZLanguage.optional(),
});
export type TPromotionsQuery = z.infer<typeof ZPromotionsQuery>;

export const ZPromotionParams = z.object({
  ref: z
    .string()
    .min(1)
    .max(120)
    .regex(/^(?:\d{1,10}|[a-z0-9][a-z0-9-]*)$/, 'a promotion is named by its slug or its numeric id'),
});

export const ZPromotionSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** null: the promotion runs in every city of the network */
  businessRegionId: z.number().int().nullable(),
  title: z.string(),
  localization: z.array(z.object({ language: z.string(), title: z.string() })),
  imageUrl: z.string(),
  promoCode: z.string().nullable(),
  /** ISO date-times; endsAt null for a promotion without an end date */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** how many of its products are sold in this city now */
  productCount: z.number().int(),
});
export type TPromotionSummary = z.infer<typeof ZPromotionSummary>;

export const ZPromotion = ZPromotionSummary.extend({
  /** the promotion's text as the operator wrote it (HTML); storefronts sanitise it before showing it */
  body: z.string(),
  /** its products sold in this city on this target, archived ones left out */
  products: ZProductList,
});
export type TPromotion = z.infer<typeof ZPromotion>;
