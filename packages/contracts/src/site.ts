import { z } from './zod';
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
    /** SPEC section 9: page size 1 when none is asked for (the storefront asks for 10) */
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
/**
 * The reviews the list pages through (published ones of the network, city and language asked),
 * summed up: their count and average score to one decimal (null when there are none).
 */
export const ZFeedbacksSummary = z.object({
  count: z.number().int().min(0),
  average: z.number().min(1).max(5).nullable(),
});
export type TFeedbacksSummary = z.infer<typeof ZFeedbacksSummary>;

export const ZFeedbacksResponse = z.object({
  items: z.array(ZFeedback),
  /** null when there is nothing more */
  continuationToken: z.string().nullable(),
  summary: ZFeedbacksSummary,
});
export type TFeedbacksResponse = z.infer<typeof ZFeedbacksResponse>;

/** Longest e-mail address (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * POST /site/v1/emailSubscriptions: the e-mail pop-up's subscription to a brand's news (issue
 * 17, item 17). `consent` is the customer's act of submitting the form with the consent text
 * shown beside its button; a client that did not show it must not send the address.
 */
export const ZEmailSubscriptionBody = z
  .object({
    retailNetworkId: ZBodyRn,
    email: z
      .email({ error: 'email must be an e-mail address' })
      .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`),
    /** the language the customer subscribed in; the brand's default when absent or not offered */
    language: ZLanguage.optional(),
    consent: z.literal(true, { error: 'consent must be true: the customer agreed to receive e-mails' }),
  })
  .strict();
export type TEmailSubscriptionBody = z.infer<typeof ZEmailSubscriptionBody>;

/**
 * The same answer whether the address is new or was subscribed before, so the route tells no
 * one which addresses a brand holds. `pending` until the address is confirmed (double opt-in).
 */
export const ZEmailSubscription = z.object({
  email: z.string(),
  status: z.enum(['pending']),
});
export type TEmailSubscription = z.infer<typeof ZEmailSubscription>;
