/**
 * Promotions and content pages in the back office (issue 19 item 5): promo codes, automatic
 * promotions, banners, promotion pages (the storefront's stories) and legal and content pages
 * (site texts). Routes under /admin/v1 (apps/api/src/modules/promotion-editor). Rich text (a
 * promotion page's body, a site text) is sent as Markdown, which may hold simple HTML; the API
 * turns it into HTML and sanitises it whatever the client sent.
 */
import { z } from './zod';
import { ZEntityId, ZLanguage, ZRetailNetworkId, ZSlug, ZTarget } from './common';

const ZDateTime = z.iso.datetime({ offset: true, error: 'a date-time is ISO 8601 with an offset' });
/** text per language of the brand: { uk: '…', en: '…' } */
const ZLocalizedText = z.partialRecord(ZLanguage, z.string().trim().max(500));
const ZRichText = z.partialRecord(ZLanguage, z.string().max(100_000));
const ZMoney = z.number().int().min(0).max(100_000_000);
const ZCities = z.array(ZEntityId).max(200);

export const ZPromoNetworkQuery = z.object({ retailNetworkId: ZRetailNetworkId });
export type TPromoNetworkQuery = z.infer<typeof ZPromoNetworkQuery>;
export const ZPromoIdParams = z.object({ id: ZEntityId });

/** What the editors pick from: the brand's languages, cities, categories and dishes. */
export const ZPromotionOptions = z.object({
  languages: z.array(ZLanguage),
  defaultLanguage: ZLanguage,
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  products: z.array(
    z.object({ id: z.number().int(), name: z.string(), article: z.string(), categoryId: z.number().int() }),
  ),
  timeZone: z.string(),
});
export type TPromotionOptions = z.infer<typeof ZPromotionOptions>;

/* ---------------------------------------------------------------- promo codes */

export const ZPromoCodeKind = z.enum(['PERCENT', 'FIXED', 'FREE_DELIVERY', 'GIFT']);
export type TPromoCodeKind = z.infer<typeof ZPromoCodeKind>;

/**
 * A promo code. `code` is stored as the storefront compares it: spaces removed, upper case.
 * `value`: percent (1..100) for PERCENT, minor units (> 0) for FIXED, 0 otherwise. GIFT needs
 * `giftProductId` (a dish of the same brand). `businessRegionIds` null: every city.
 */
export const ZPromoCodeWrite = z
  .object({
    code: z.string().trim().min(1).max(40),
    kind: ZPromoCodeKind,
    value: z.number().int().min(0).max(100_000_000),
    giftProductId: ZEntityId.nullable().default(null),
    minOrderAmount: ZMoney.default(0),
    startsAt: ZDateTime,
    expiresAt: ZDateTime.nullable().default(null),
    isActive: z.boolean().default(true),
    maxUsesTotal: z.number().int().min(1).max(10_000_000).nullable().default(null),
    maxUsesPerCustomer: z.number().int().min(1).max(10_000).nullable().default(null),
    firstOrderOnly: z.boolean().default(false),
    businessRegionIds: ZCities.nullable().default(null),
  })
  .strict();
export type TPromoCodeWrite = z.infer<typeof ZPromoCodeWrite>;
export const ZPromoCodeCreate = ZPromoCodeWrite.extend({ retailNetworkId: ZRetailNetworkId }).strict();
export type TPromoCodeCreate = z.infer<typeof ZPromoCodeCreate>;

export const ZPromoCodeView = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  code: z.string(),
  kind: ZPromoCodeKind,
  value: z.number().int(),
  giftProductId: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  startsAt: z.string(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  maxUsesTotal: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  businessRegionIds: z.array(z.number().int()).nullable(),
  /** orders with the code that were not cancelled */
  uses: z.number().int(),
});
export type TPromoCodeView = z.infer<typeof ZPromoCodeView>;
export const ZPromoCodeList = z.object({ data: z.array(ZPromoCodeView) });
export type TPromoCodeList = z.infer<typeof ZPromoCodeList>;

/* ---------------------------------------------------------------- automatic promotions */

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day is HH:MM');

/**
 * An automatic promotion: `percent` off a category's dishes (or `productIds`, or the whole menu
 * when both are null) on `daysOfWeek` (1 = Monday) between `startsTime` and `endsTime` in the
 * outlet's time zone (both null: all day), from `startsAt` to `endsAt`.
 */
export const ZAutomaticDiscountWrite = z
  .object({
    businessRegionId: ZEntityId.nullable().default(null),
    promotionId: ZEntityId.nullable().default(null),
    categoryId: ZEntityId.nullable().default(null),
    productIds: z.array(ZEntityId).max(500).nullable().default(null),
    percent: z.number().int(),
    daysOfWeek: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    startsTime: ZClock.nullable().default(null),
    endsTime: ZClock.nullable().default(null),
    startsAt: ZDateTime,
    endsAt: ZDateTime.nullable().default(null),
    combinesWithPromoCodes: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .strict();
export type TAutomaticDiscountWrite = z.infer<typeof ZAutomaticDiscountWrite>;
export const ZAutomaticDiscountCreate = ZAutomaticDiscountWrite.extend({
  retailNetworkId: ZRetailNetworkId,
}).strict();
export type TAutomaticDiscountCreate = z.infer<typeof ZAutomaticDiscountCreate>;

export const ZAutomaticDiscountView = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int().nullable(),
  promotionId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  productIds: z.array(z.number().int()).nullable(),
  percent: z.number().int(),
  daysOfWeek: z.array(z.number().int()),
  startsTime: z.string().nullable(),
  endsTime: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  combinesWithPromoCodes: z.boolean(),
  isActive: z.boolean(),
});
export type TAutomaticDiscountView = z.infer<typeof ZAutomaticDiscountView>;
export const ZAutomaticDiscountList = z.object({ data: z.array(ZAutomaticDiscountView) });
export type TAutomaticDiscountList = z.infer<typeof ZAutomaticDiscountList>;

/* ---------------------------------------------------------------- banners */

export const ZBannerWrite = z
  .object({
    businessRegionId: ZEntityId.nullable().default(null),
    title: ZLocalizedText,
    subtitle: ZLocalizedText.default({}),
    imageKey: z.string().trim().min(1).max(300),
    /** a site path ("/promotions/x") or an https address */
    link: z.string().trim().max(500).nullable().default(null),
    targets: z.array(ZTarget).min(1),
    sortOrder: z.number().int().min(-100_000).max(100_000).default(0),
    activeFrom: ZDateTime.nullable().default(null),
    activeTo: ZDateTime.nullable().default(null),
  })
  .strict();
export type TBannerWrite = z.infer<typeof ZBannerWrite>;
export const ZBannerCreate = ZBannerWrite.extend({ retailNetworkId: ZRetailNetworkId }).strict();
export type TBannerCreate = z.infer<typeof ZBannerCreate>;

export const ZBannerView = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int().nullable(),
  title: z.record(z.string(), z.string()),
  subtitle: z.record(z.string(), z.string()),
  imageKey: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  targets: z.array(z.string()),
  sortOrder: z.number().int(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
});
export type TBannerView = z.infer<typeof ZBannerView>;
export const ZBannerAdminList = z.object({ data: z.array(ZBannerView) });
export type TBannerAdminList = z.infer<typeof ZBannerAdminList>;

/* ---------------------------------------------------------------- promotion pages (stories) */

export const ZPromotionPageWrite = z
  .object({
    businessRegionId: ZEntityId.nullable().default(null),
    slug: ZSlug,
    title: ZLocalizedText,
    /** Markdown (simple HTML allowed) per language; stored as sanitised HTML */
    body: ZRichText.default({}),
    imageKey: z.string().trim().min(1).max(300),
    productIds: z.array(ZEntityId).max(500).default([]),
    /** a promo code of the brand the page advertises */
    promoCode: z.string().trim().max(40).nullable().default(null),
    startsAt: ZDateTime,
    endsAt: ZDateTime.nullable().default(null),
    sortOrder: z.number().int().min(-100_000).max(100_000).default(0),
  })
  .strict();
export type TPromotionPageWrite = z.infer<typeof ZPromotionPageWrite>;
export const ZPromotionPageCreate = ZPromotionPageWrite.extend({
  retailNetworkId: ZRetailNetworkId,
}).strict();
export type TPromotionPageCreate = z.infer<typeof ZPromotionPageCreate>;

export const ZPromotionPageView = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int().nullable(),
  slug: z.string(),
  title: z.record(z.string(), z.string()),
  /** sanitised HTML per language */
  body: z.record(z.string(), z.string()),
  imageKey: z.string(),
  imageUrl: z.string(),
  productIds: z.array(z.number().int()),
  promoCode: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TPromotionPageView = z.infer<typeof ZPromotionPageView>;
export const ZPromotionPageList = z.object({ data: z.array(ZPromotionPageView) });
export type TPromotionPageList = z.infer<typeof ZPromotionPageList>;

/* ---------------------------------------------------------------- site texts */

export const ZSiteTextKind = z.enum(['PUBLIC_OFFER', 'PRIVACY', 'REQUISITES', 'ABOUT']);
export type TSiteTextKind = z.infer<typeof ZSiteTextKind>;

export const ZSiteTextWrite = z
  .object({
    title: z.string().trim().min(1).max(200),
    /** Markdown (simple HTML allowed); stored as sanitised HTML */
    body: z.string().max(200_000),
  })
  .strict();
export type TSiteTextWrite = z.infer<typeof ZSiteTextWrite>;

/** A new text: a city's override of the network-wide one (businessRegionId), or a language's. */
export const ZSiteTextCreate = ZSiteTextWrite.extend({
  retailNetworkId: ZRetailNetworkId,
  businessRegionId: ZEntityId.nullable(),
  kind: ZSiteTextKind,
  language: ZLanguage,
}).strict();
export type TSiteTextCreate = z.infer<typeof ZSiteTextCreate>;

export const ZSiteTextView = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int().nullable(),
  kind: ZSiteTextKind,
  language: z.string(),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type TSiteTextView = z.infer<typeof ZSiteTextView>;
export const ZSiteTextList = z.object({ data: z.array(ZSiteTextView) });
export type TSiteTextList = z.infer<typeof ZSiteTextList>;

/** What the server would store for a rich text: the editor's preview. */
export const ZRichTextPreview = z.object({ body: z.string().max(200_000) }).strict();
export const ZRichTextPreviewResult = z.object({ html: z.string() });
export type TRichTextPreviewResult = z.infer<typeof ZRichTextPreviewResult>;
