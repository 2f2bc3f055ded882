import { z } from 'zod';
import { ZLanguage, ZSlug } from './common';

const ZBodyRn = z.number({ error: 'retailNetworkId must be a number' }).int().positive().max(2_147_483_647);
const ZBodyBr = z.number({ error: 'businessRegionId must be a number' }).int().positive().max(2_147_483_647);

export const ZSiteTextBody = z
  .object({ retailNetworkId: ZBodyRn, businessRegionId: ZBodyBr, language: ZLanguage.optional() })
  .strict();

export const ZSiteText = z.object({
  title: z.string(),
  /** sanitised HTML */
  html: z.string(),
  language: ZLanguage,
  updatedAt: z.string(),
});
export type TSiteText = z.infer<typeof ZSiteText>;

export const ZCityAreasBody = z.object({ retailNetworkId: ZBodyRn, slug: ZSlug }).strict();
export const ZCityAreas = z.object({
  businessRegionId: z.number().int(),
  slug: z.string(),
  areas: z.array(
    z.object({ id: z.number().int(), settings: z.record(z.string(), z.object({ areaName: z.string() })) }),
  ),
});

export const ZFeedbacksBody = z
  .object({
    retailNetworkId: ZBodyRn,
    businessRegionId: ZBodyBr.optional(),
    sortProperty: z.enum(['date', 'score']).default('date'),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
    /** SPEC section 9: page size 1 by default */
    pageSize: z.number().int().min(1).max(50).default(1),
    lang: ZLanguage.optional(),
    continuationToken: z.string().max(200).nullable().optional(),
  })
  .strict();
export type TFeedbacksBody = z.infer<typeof ZFeedbacksBody>;

export const ZFeedback = z.object({
  id: z.number().int(),
  authorName: z.string(),
  score: z.number().int().min(1).max(5),
  comment: z.string(),
  reply: z.string().nullable(),
  language: z.string(),
  businessRegionId: z.number().int().nullable(),
  createdAt: z.string(),
});
export const ZFeedbacksResponse = z.object({
  items: z.array(ZFeedback),
  /** null when there is nothing more */
  continuationToken: z.string().nullable(),
});
export type TFeedbacksResponse = z.infer<typeof ZFeedbacksResponse>;
