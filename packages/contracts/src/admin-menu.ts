/**
 * Menu editing (issue 19 items 1 and 9): categories and products of a brand (retail network) in
 * every language of the brand, drafts with a storefront preview, and published versions that can
 * be restored. `/admin/v1` for staff and `/ops/v1` for API keys take the same bodies. Money is in
 * minor units. A product's article is its stable key (unique per network: the POS's key).
 */
import { z } from './zod';
import { ZOptionGroupWrite } from './admin-menu-options';
import { ZLanguage, ZTarget } from './common';
import { ZPagination } from './orders';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZIdBody = z.number().int().positive().max(2_147_483_647);
const ZHhMm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'a time of day is HH:MM (00:00 to 23:59)' });
const ZSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a slug is lowercase letters, digits and single dashes' });
const ZMoney = z.number().int({ error: 'money is a whole number of minor units (kopiykas, fils)' });
const ZImageKey = z.string().trim().min(1).max(200);

export const ZCategoryIdParams = z.object({ categoryId: ZId });
export const ZProductIdParams = z.object({ productId: ZId });
export const ZProductVersionParams = z.object({ productId: ZId, version: ZId });
export const ZArticleParams = z.object({ article: z.string().trim().min(1).max(60) });
export const ZPreviewParams = z.object({ token: z.string().min(16).max(100) });

export const ZMenuQuery = z.object({
  retailNetworkId: ZId,
  lang: ZLanguage.optional(),
});

/* ------------------------------------------------------------------------------ categories */

export const ZCategoryTranslation = z.object({
  name: z.string().trim().min(1, { error: 'a name cannot be empty' }).max(120),
  seoTitle: z.string().trim().max(200).nullable().optional(),
  seoDescription: z.string().trim().max(500).nullable().optional(),
  seoText: z.string().max(20_000).nullable().optional(),
});

export const ZCategoryWrite = z
  .object({
    slug: ZSlug,
    parentId: ZIdBody.nullable(),
    isVisible: z.boolean(),
    imageKey: ZImageKey.optional(),
    translations: z.partialRecord(ZLanguage, ZCategoryTranslation),
  })
  .strict();
export type TCategoryWrite = z.infer<typeof ZCategoryWrite>;

export const ZCategoryCreate = ZCategoryWrite.extend({ retailNetworkId: ZIdBody }).strict();
export type TCategoryCreate = z.infer<typeof ZCategoryCreate>;

export const ZAdminCategory = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  parentId: z.number().int().nullable(),
  isVisible: z.boolean(),
  isAddons: z.boolean(),
  sortOrder: z.number().int(),
  imageKey: z.string(),
  imageUrl: z.string(),
  /** the category's name per language */
  names: z.record(z.string(), z.string()),
  translations: z.record(
    z.string(),
    z.object({
      name: z.string(),
      seoTitle: z.string().nullable(),
      seoDescription: z.string().nullable(),
      seoText: z.string().nullable(),
    }),
  ),
  productCount: z.number().int(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

export const ZCategoryOrder = z
  .object({ retailNetworkId: ZIdBody, ids: z.array(ZIdBody).min(1).max(1000) })
  .strict();
export type TCategoryOrder = z.infer<typeof ZCategoryOrder>;

/** What the editor needs of a brand: its languages, cities, outlets, categories and attributes. */
export const ZMenu = z.object({
  retailNetworkId: z.number().int(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  currencyCode: z.string(),
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  outlets: z.array(z.object({ id: z.number().int(), name: z.string(), businessRegionId: z.number().int() })),
  categories: z.array(ZAdminCategory),
  attributes: z.array(
    z.object({ id: z.number().int(), type: z.string(), code: z.string(), name: z.string() }),
  ),
  /** the brand's addon products (what `addons` may offer), in the asked language */
  addonProducts: z.array(z.object({ id: z.number().int(), article: z.string(), name: z.string() })),
});
export type TMenu = z.infer<typeof ZMenu>;

/* -------------------------------------------------------------------------------- products */

export const ZProductTranslationWrite = z.object({
  name: z.string().trim().min(1, { error: 'a name cannot be empty' }).max(200),
  description: z.string().max(4000).default(''),
  composition: z.string().max(2000).default(''),
  seoText: z.string().max(20_000).default(''),
});

export const ZNutrition = z.object({
  kcal: z.number().min(0).max(10_000),
  proteins: z.number().min(0).max(1000),
  fats: z.number().min(0).max(1000),
  carbohydrates: z.number().min(0).max(1000),
});

/**
 * A price row: a city's price (outletId null), or an outlet's own price in that city, which
 * overrides the city's. A product is sold in the cities it has a price row in. `price` must be
 * above 0 (PRICE_NOT_POSITIVE); `oldPrice` (the struck-through one) above `price`.
 */
export const ZPriceWrite = z.object({
  businessRegionId: ZIdBody,
  outletId: ZIdBody.nullable(),
  price: ZMoney,
  oldPrice: ZMoney.nullable(),
});
export type TPriceWrite = z.infer<typeof ZPriceWrite>;

export const ZAddonWrite = z.object({
  addonProductId: ZIdBody,
  /** included free per unit of the product */
  freeCount: z.number().int().min(0).max(99),
  /** at most per unit of the product (≥ freeCount) */
  maxCount: z.number().int().min(0).max(99),
});

export const ZProductWrite = z
  .object({
    categoryId: ZIdBody,
    /** the stable key (the POS's); unique in the brand */
    article: z.string().trim().min(1).max(60),
    slug: ZSlug,
    weightGrams: z.number().int().min(0).max(100_000),
    pieces: z.number().int().min(1).max(1000).nullable(),
    persons: z.number().int().min(1).max(100).nullable(),
    isHot: z.boolean(),
    isVegan: z.boolean(),
    isAddon: z.boolean(),
    imageKey: ZImageKey,
    /** the outlet-local window it is sold in; both or neither; to < from runs past midnight */
    availableFrom: ZHhMm.nullable(),
    availableTo: ZHhMm.nullable(),
    targets: z.array(ZTarget).max(3),
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
    nutrition: ZNutrition.nullable(),
    /** every language of the brand may have one; the brand's default language must */
    translations: z.partialRecord(ZLanguage, ZProductTranslationWrite),
    attributes: z
      .array(z.object({ attributeId: ZIdBody, value: z.string().trim().max(100).nullable() }))
      .max(100),
    prices: z.array(ZPriceWrite).max(500),
    addons: z.array(ZAddonWrite).max(50),
    /** absent: the product's groups stay as they are */
    optionGroups: z.array(ZOptionGroupWrite).max(20).optional(),
  })
  .strict();
export type TProductWrite = z.infer<typeof ZProductWrite>;
export type TProductWriteInput = z.input<typeof ZProductWrite>;

export const ZProductCreate = ZProductWrite.extend({ retailNetworkId: ZIdBody }).strict();
export type TProductCreate = z.infer<typeof ZProductCreate>;

export const ZProductDraft = z.object({
  payload: ZProductWrite,
  previewToken: z.string(),
  /** the storefront's page that shows the product with the draft applied */
  previewUrl: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TProductDraft = z.infer<typeof ZProductDraft>;

export const ZDraftSaved = ZProductDraft.omit({ payload: true });
export type TDraftSaved = z.infer<typeof ZDraftSaved>;

/** The editor's view of a product: its published state, its draft, and its version number. */
export const ZProductEditor = ZProductWrite.extend({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  imageUrl: z.string(),
  isArchived: z.boolean(),
  optionGroups: z.array(ZOptionGroupWrite),
  draft: ZProductDraft.nullable(),
  /** the latest published version (0: never published through the back office) */
  version: z.number().int(),
});
export type TProductEditor = z.infer<typeof ZProductEditor>;

export const ZAdminProductsQuery = z.object({
  retailNetworkId: ZId,
  categoryId: ZId.optional(),
  /** part of the name (any language) or the article; case-insensitive */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
  lang: ZLanguage.optional(),
  archived: z.enum(['true', 'false']).optional(),
});
export type TAdminProductsQuery = z.infer<typeof ZAdminProductsQuery>;

export const ZAdminProductRow = z.object({
  id: z.number().int(),
  article: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  imageUrl: z.string(),
  isAddon: z.boolean(),
  isArchived: z.boolean(),
  /** the lowest city price (null: sold nowhere) */
  minPrice: z.number().int().nullable(),
  cityCount: z.number().int(),
  hasDraft: z.boolean(),
});
export type TAdminProductRow = z.infer<typeof ZAdminProductRow>;

export const ZAdminProductList = z.object({ data: z.array(ZAdminProductRow), pagination: ZPagination });
export type TAdminProductList = z.infer<typeof ZAdminProductList>;

export const ZProductVersion = z.object({
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  by: z.string().nullable(),
});
export const ZProductVersions = z.array(ZProductVersion);
export type TProductVersion = z.infer<typeof ZProductVersion>;

export const ZPreviewQuery = z.object({
  lang: ZLanguage.optional(),
  /** the city to price it in; the draft's first city by default */
  br: ZId.optional(),
});
