/**
 * The one database schema (PostgreSQL dialect; PGlite by default, PostgreSQL with DATABASE_URL).
 * Money columns are integer minor units. Times are timestamptz; outlet-local rules carry the
 * outlet's IANA time zone. Localised catalogue texts live in *_translations tables so search can
 * index every language.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
  doublePrecision,
  bigserial,
  bigint,
  customType,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/* ---------------------------------------------------------------- networks, brands, cities */

export const retailNetworks = pgTable('retail_networks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  countryName: text('country_name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  /** short currency name per language, e.g. {"uk":"грн","ru":"грн","en":"UAH"} */
  currencyShortName: jsonb('currency_short_name').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

export type BrandEnv = Record<string, string | boolean | number>;
export interface BrandUi {
  images: {
    LOGO: string;
    MOBILE_APP_LOGO: string;
    LOGO_SIZE: Record<'desktop' | 'mobile', { width: number; height: number }>;
  };
  colors: Record<string, string>;
  fonts: { regular: string; semibold: string; bold: string };
  buttons: Record<string, string>;
  backgrounds: Record<string, string>;
}

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    languages: text('languages').array().notNull(),
    defaultLanguage: text('default_language').notNull(),
    defaultCitySlug: text('default_city_slug').notNull(),
    /** feature flags and settings of SPEC section 3 (USE_BONUSES_FEATURE, PICKUP_AVAILABLE...) */
    env: jsonb('env').$type<BrandEnv>().notNull(),
    ui: jsonb('ui').$type<BrandUi>().notNull(),
    supportContact: jsonb('support_contact').$type<{ phone: string; email?: string } | null>(),
    customerSupportPhone: text('customer_support_phone'),
    headerSupportContact: jsonb('header_support_contact').$type<{ phone: string } | null>(),
    socialLinks: jsonb('social_links')
      .$type<Array<{ name: string; url: string | Record<string, string>; defaultUrl?: string }>>()
      .notNull(),
    headerBanner: jsonb('header_banner').$type<Record<string, unknown> | null>(),
    emailCollect: jsonb('email_collect').$type<{ popup: { isVisible: boolean } }>().notNull(),
    /** bonus points accrued per 100 minor units of a completed order */
    bonusRatePercent: smallint('bonus_rate_percent').notNull().default(5),
    /**
     * The storefront's own host names of this brand ("sushimoon.example"), lower case, without
     * port; each also serves its cities one label below ("kyiv.sushimoon.example"). The first is
     * the brand's public address (canonical links, sitemaps). Empty: only the demo's
     * `<slug>.<site domain>` and the storefront's BRAND_DOMAINS setting reach it.
     */
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

export interface CityLocalization {
  language: string;
  name: string;
  seo: { nominativeCase: string; prepositionalCase: string };
}

export const businessRegions = pgTable(
  'business_regions',
  {
    id: integer('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    name: text('name').notNull(),
    /** null for a city still being set up: the storefront refuses to switch to it */
    slug: text('slug'),
    description: text('description'),
    localization: jsonb('localization').$type<CityLocalization[]>().notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    timeZone: text('time_zone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('business_regions_rn_slug_uq').on(t.retailNetworkId, t.slug)],
);

/** one row per weekday (1 Monday … 7 Sunday); closesAt < opensAt means open past midnight */
export interface OpeningHours {
  day: number;
  opensAt: string;
  closesAt: string;
}

export const outlets = pgTable(
  'outlets',
  {
    id: integer('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    businessRegionId: integer('business_region_id')
      .notNull()
      .references(() => businessRegions.id),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    isPickupAvailable: boolean('is_pickup_available').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** the back office's pause: no new orders until then (issue 18, the outlet's day) */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** busy mode: minutes added to every estimate until busyUntil (null: until turned off) */
    busyExtraMinutes: integer('busy_extra_minutes').notNull().default(0),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    /** per-outlet settings served by /restaurants/{id}/config */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('outlets_region_idx').on(t.businessRegionId)],
);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    businessRegionId: integer('business_region_id')
      .notNull()
      .references(() => businessRegions.id),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    /** GeoJSON Polygon coordinates: rings of [longitude, latitude] */
    polygon: jsonb('polygon').$type<number[][][]>().notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    freeDeliveryThreshold: integer('free_delivery_threshold'),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    deliveryTimeMinutes: integer('delivery_time_minutes').notNull(),
    /** smaller wins when zones overlap */
    priority: integer('priority').notNull().default(0),
    color: text('color').notNull(),
  },
  (t) => [
    index('delivery_zones_region_idx').on(t.businessRegionId),
    check('delivery_zones_price_ck', sql`${t.deliveryPrice} >= 0 and ${t.minOrderAmount} >= 0`),
  ],
);

export const cityAreas = pgTable('city_areas', {
  id: serial('id').primaryKey(),
  businessRegionId: integer('business_region_id')
    .notNull()
    .references(() => businessRegions.id),
  /** per-language settings, e.g. {"uk":{"areaName":"Поділ"}} */
  settings: jsonb('settings').$type<Record<string, { areaName: string }>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const ipLocations = pgTable(
  'ip_locations',
  {
    id: serial('id').primaryKey(),
    network: inet('network').notNull(),
    businessRegionId: integer('business_region_id')
      .notNull()
      .references(() => businessRegions.id),
  },
  (t) => [index('ip_locations_region_idx').on(t.businessRegionId)],
);

/* ---------------------------------------------------------------- catalogue */

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    slug: text('slug'),
    isDefault: boolean('is_default').notNull().default(false),
    imageKey: text('image_key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** the hidden category that holds addon products */
    isAddons: boolean('is_addons').notNull().default(false),
    /** a sub-category's parent (back office part 2); a category may never be its own ancestor */
    parentId: integer('parent_id'),
    /** hidden categories stay editable in the back office but are not on the storefront */
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_rn_slug_uq').on(t.retailNetworkId, t.slug)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoText: text('seo_text'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] })],
);

export interface ProductNutrition {
  kcal: number;
  proteins: number;
  fats: number;
  carbohydrates: number;
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    article: text('article').notNull(),
    slug: text('slug').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    pieces: integer('pieces'),
    persons: integer('persons'),
    isHot: boolean('is_hot').notNull().default(false),
    isVegan: boolean('is_vegan').notNull().default(false),
    isAddon: boolean('is_addon').notNull().default(false),
    imageKey: text('image_key').notNull(),
    /** outlet-local time window; availableTo < availableFrom means it runs past midnight */
    availableFrom: time('available_from'),
    availableTo: time('available_to'),
    /** channels it is sold on (WEB, DESKTOP, MOBILE) */
    targets: text('targets').array().notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** per 100 g: kcal, proteins, fats, carbohydrates (grams, one decimal); null: not given */
    nutrition: jsonb('nutrition').$type<ProductNutrition | null>(),
  },
  (t) => [
    uniqueIndex('products_rn_slug_uq').on(t.retailNetworkId, t.slug),
    uniqueIndex('products_rn_article_uq').on(t.retailNetworkId, t.article),
    index('products_category_idx').on(t.categoryId),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    composition: text('composition').notNull(),
    seoText: text('seo_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

/**
 * Price of a product in a city, optionally overridden for one outlet. A product without a row
 * for a city is not sold there.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    businessRegionId: integer('business_region_id')
      .notNull()
      .references(() => businessRegions.id),
    outletId: integer('outlet_id').references(() => outlets.id),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
  },
  (t) => [
    unique('product_prices_uq').on(t.productId, t.businessRegionId, t.outletId).nullsNotDistinct(),
    index('product_prices_region_idx').on(t.businessRegionId),
    check('product_prices_ck', sql`${t.price} > 0 and (${t.oldPrice} is null or ${t.oldPrice} > ${t.price})`),
  ],
);

export const ATTRIBUTE_TYPES = ['PROPERTY', 'LABEL', 'FILTER', 'INFO'] as const;

export const attributes = pgTable(
  'attributes',
  {
    id: integer('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    type: text('type', { enum: ATTRIBUTE_TYPES }).notNull(),
    code: text('code').notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    color: text('color'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('attributes_rn_type_code_uq').on(t.retailNetworkId, t.type, t.code)],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    /** for PROPERTY/INFO attributes: the value, e.g. "8" pieces */
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

export const classifiers = pgTable('classifiers', {
  id: integer('id').primaryKey(),
  retailNetworkId: integer('retail_network_id')
    .notNull()
    .references(() => retailNetworks.id),
  code: text('code').notNull(),
  name: jsonb('name').$type<Record<string, string>>().notNull(),
});

export const productClassifiers = pgTable(
  'product_classifiers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    classifierId: integer('classifier_id')
      .notNull()
      .references(() => classifiers.id),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.classifierId] })],
);

/** addon products offered with a product: freeCount per unit included, maxCount per unit at most */
export const productAddons = pgTable(
  'product_addons',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addonProductId: integer('addon_product_id')
      .notNull()
      .references(() => products.id),
    freeCount: integer('free_count').notNull().default(0),
    maxCount: integer('max_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.addonProductId] }),
    check('product_addons_caps_ck', sql`${t.freeCount} >= 0 and ${t.maxCount} >= ${t.freeCount}`),
  ],
);

/**
 * Option groups (issue 19 item 2): choices a product is ordered with, such as a pizza's size and
 * crust, the second half of a half-and-half pizza or a set's drink. A group asks for between
 * minChoices and maxChoices options (minChoices > 0: required). Products without groups keep the
 * spec's addon contract unchanged.
 */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    minChoices: smallint('min_choices').notNull().default(0),
    maxChoices: smallint('max_choices').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_option_groups_product_idx').on(t.productId),
    check(
      'product_option_groups_choices_ck',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
  ],
);

/** One choice of a group: its price is added to the product's price per unit (minor units, ≥ 0). */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => productOptionGroups.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    price: integer('price').notNull().default(0),
    /** a combo's choice that is a dish of the menu (its stop list makes the option unavailable) */
    linkedProductId: integer('linked_product_id').references(() => products.id),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_options_group_idx').on(t.groupId),
    check('product_options_price_ck', sql`${t.price} >= 0`),
  ],
);

export const stopListItems = pgTable(
  'stop_list_items',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    reason: text('reason'),
    /** back on sale from then; null: until further notice */
    until: timestamp('until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.productId] })],
);

export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    businessRegionId: integer('business_region_id').references(() => businessRegions.id),
    /** null for the home page */
    categoryId: integer('category_id').references(() => categories.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords'),
    h1: text('h1'),
    text: text('text'),
  },
  (t) => [index('seo_pages_lookup_idx').on(t.retailNetworkId, t.language, t.categoryId)],
);

/* ---------------------------------------------------------------- marketing and site */

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  retailNetworkId: integer('retail_network_id')
    .notNull()
    .references(() => retailNetworks.id),
  /** null: shown in every city */
  businessRegionId: integer('business_region_id').references(() => businessRegions.id),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  subtitle: jsonb('subtitle').$type<Record<string, string>>().notNull(),
  imageKey: text('image_key').notNull(),
  link: text('link'),
  targets: text('targets').array().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
});

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    businessRegionId: integer('business_region_id').references(() => businessRegions.id),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** sanitised HTML per language */
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    imageKey: text('image_key').notNull(),
    promoCode: text('promo_code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('promotions_rn_slug_uq').on(t.retailNetworkId, t.slug)],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
);

export const PROMO_CODE_KINDS = ['PERCENT', 'FIXED', 'FREE_DELIVERY', 'GIFT'] as const;

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_CODE_KINDS }).notNull(),
    /** percent for PERCENT, minor units for FIXED, 0 for FREE_DELIVERY and GIFT */
    value: integer('value').notNull(),
    /** GIFT: the dish added to the order free of charge */
    giftProductId: integer('gift_product_id').references(() => products.id),
    /** the cities it works in; null: every city of the network */
    businessRegionIds: integer('business_region_ids').array(),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** uses over all customers (cancelled orders give theirs back); null: no limit */
    maxUsesTotal: integer('max_uses_total'),
    /** uses per customer, counted by account and by phone; null: no limit */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** only for a customer (account or phone) without earlier orders, cancelled ones aside */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
  },
  (t) => [uniqueIndex('promo_codes_rn_code_uq').on(t.retailNetworkId, t.code)],
);

/**
 * Automatic promotions (issue 17 item 22): a percent off a category's products (or the whole menu)
 * on some days of the week and hours, with no code. Days and hours are the outlet's local time
 * (its IANA time zone). A line has at most one automatic discount, the largest.
 */
export const automaticDiscounts = pgTable(
  'automatic_discounts',
  {
    id: serial('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    /** null: every city of the network */
    businessRegionId: integer('business_region_id').references(() => businessRegions.id),
    /** the promotion page that advertises it, if any */
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    /** null: every product (addons aside), unless productIds names the dishes */
    categoryId: integer('category_id').references(() => categories.id),
    /** the dishes it lowers, such as a promotion page's list ("−15% on hot dishes"); null: by category */
    productIds: integer('product_ids').array(),
    percent: smallint('percent').notNull(),
    /** ISO days of the week, 1 = Monday … 7 = Sunday */
    daysOfWeek: smallint('days_of_week').array().notNull(),
    /** the outlet's local time of day it starts and ends; both null: all day */
    startsTime: time('starts_time'),
    endsTime: time('ends_time'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** whether a promo code may be applied on top (the demo's weekend sets: no) */
    combinesWithPromoCodes: boolean('combines_with_promo_codes').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('automatic_discounts_rn_idx').on(t.retailNetworkId),
    check('automatic_discounts_percent_ck', sql`${t.percent} between 1 and 100`),
  ],
);

export const SITE_TEXT_KINDS = ['PUBLIC_OFFER', 'PRIVACY', 'REQUISITES', 'ABOUT'] as const;

export const siteTexts = pgTable(
  'site_texts',
  {
    id: serial('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    /** null: the network-wide text; a city row overrides it */
    businessRegionId: integer('business_region_id').references(() => businessRegions.id),
    kind: text('kind', { enum: SITE_TEXT_KINDS }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('site_texts_uq').on(t.retailNetworkId, t.businessRegionId, t.kind, t.language).nullsNotDistinct(),
  ],
);

/* ---------------------------------------------------------------- customers and sign-in */

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    email: text('email'),
    birthDate: date('birth_date'),
    isBirthDateConfirmed: boolean('is_birth_date_confirmed').notNull().default(false),
    imageKey: text('image_key'),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_rn_phone_uq').on(t.retailNetworkId, t.phone),
    uniqueIndex('customers_rn_referral_uq').on(t.retailNetworkId, t.referralCode),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessRegionId: integer('business_region_id')
      .notNull()
      .references(() => businessRegions.id),
    city: text('city').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment'),
    entrance: text('entrance'),
    floor: text('floor'),
    intercom: text('intercom'),
    isPrivateHouse: boolean('is_private_house').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

export const favorites = pgTable(
  'favorites',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    phone: text('phone').notNull(),
    /** never the code itself */
    codeHash: text('code_hash').notNull(),
    clientIp: inet('client_ip'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('sign_in_codes_phone_idx').on(t.retailNetworkId, t.phone, t.sentAt),
    index('sign_in_codes_address_idx').on(t.clientIp, t.sentAt),
    index('sign_in_codes_sent_idx').on(t.retailNetworkId, t.sentAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_expires_idx').on(t.expiresAt)],
);

/* ---------------------------------------------------------------- orders, payments, bonuses */

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the number a customer and the kitchen say aloud: per network, increasing */
    localId: bigserial('local_id', { mode: 'number' }).notNull(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    businessRegionId: integer('business_region_id')
      .notNull()
      .references(() => businessRegions.id),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id),
    customerId: uuid('customer_id').references(() => customers.id),
    statusId: smallint('status_id').notNull().default(0),
    /** 0 delivery, 1 pickup */
    deliveryType: smallint('delivery_type').notNull(),
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    contact: jsonb('contact').$type<{ name: string; phone: string; email?: string }>().notNull(),
    paymentType: text('payment_type').notNull(),
    paymentKind: smallint('payment_kind').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    productsAmount: integer('products_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    bonusAmount: integer('bonus_amount').notNull().default(0),
    amount: integer('amount').notNull(),
    promoCode: text('promo_code'),
    comment: text('comment'),
    additionalInfo: jsonb('additional_info').$type<Record<string, unknown>>().notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    /** web, phone or api: where the order was placed */
    channel: text('channel').notNull().default('web'),
    /** when the outlet accepted it (moved it to cooking), with the preparation time it gave */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    prepMinutes: integer('prep_minutes'),
    /** the time the customer is told to expect the order: set at creation, moved on acceptance */
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    /** minor units given back through the payment provider */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /**
     * sha256 of the request body and customer, as its Idempotency-Key row has it (idempotency
     * reads `idempotency_keys`, never this: no index, migration 0021)
     */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_outlet_created_idx').on(t.outletId, t.createdAt),
    index('orders_network_created_idx').on(t.retailNetworkId, t.createdAt),
    index('orders_promo_code_idx')
      .on(t.retailNetworkId, t.promoCode)
      .where(sql`${t.promoCode} is not null`),
    /**
     * the reports' customers (modules/reports): every kept order by customer (guests, no
     * customer, last), brand and time, with its amount, so a year of customers is read from the
     * index alone in customer order, and each customer's first kept order of a brand is found
     * in it. Naming status_id makes a status change a non-HOT update (every index of orders gets
     * an entry): a few per order, cheap at a chain's order rate.
     */
    index('orders_customer_kept_idx')
      .on(t.customerId, t.retailNetworkId, t.createdAt, t.amount)
      .where(sql`${t.statusId} <> 4`),
    check('orders_amount_ck', sql`${t.amount} >= 0`),
  ],
);

export interface OrderLineOption {
  groupId: number;
  optionId: number;
  groupName: Record<string, string>;
  name: Record<string, string>;
  price: number;
  linkedProductId: number | null;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** set for an addon line: the product it was added to */
    parentProductId: integer('parent_product_id').references(() => products.id),
    count: integer('count').notNull(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    amount: integer('amount').notNull(),
    /** the catalogue data at order time, so history shows what was bought */
    archived: jsonb('archived').$type<Record<string, unknown>>().notNull(),
    /** the option-group choices of the line, priced at order time (price is per unit, included in `price`) */
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default([]),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    /**
     * the reports' dishes (modules/reports): an order's dish lines (not addons) with what the
     * report adds up, read from the index alone, so a brand's month is found per order instead
     * of by scanning every line
     */
    index('order_lines_dish_idx')
      .on(t.orderId, t.productId, t.count, t.amount, t.id)
      .where(sql`${t.parentProductId} is null`),
    check('order_lines_count_ck', sql`${t.count} > 0`),
  ],
);

export const orderFeedbacks = pgTable('order_feedbacks', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  score: smallint('score').notNull(),
  comment: text('comment').notNull().default(''),
  createdAt: createdAt(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    retailNetworkId: integer('retail_network_id').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    /**
     * while the first request runs it renews this every few seconds; a claim without a response
     * whose lease has run out belongs to a request that died, and the key may be claimed again
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.retailNetworkId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * HTTP rate-limit counters shared by every API instance on PostgreSQL (lib/rate-limit): one row
 * per limited key and window. A single PGlite process counts in memory instead.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_idx').on(t.resetsAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** PENDING, PAID, FAILED */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const BONUS_ENTRY_KINDS = ['ACCRUAL', 'SPENDING', 'REFERRAL', 'REFUND', 'ADJUSTMENT'] as const;

export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: uuid('order_id').references(() => orders.id),
    kind: text('kind', { enum: BONUS_ENTRY_KINDS }).notNull(),
    /** signed points; spending is negative */
    points: integer('points').notNull(),
    /** only confirmed entries count towards the spendable balance */
    isConfirmed: boolean('is_confirmed').notNull().default(true),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('bonus_ledger_customer_idx').on(t.customerId, t.createdAt)],
);

/* ---------------------------------------------------------------- feedbacks (site reviews) */

export const FEEDBACK_STATUSES = ['PENDING', 'PUBLISHED', 'REJECTED'] as const;

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    businessRegionId: integer('business_region_id').references(() => businessRegions.id),
    customerId: uuid('customer_id').references(() => customers.id),
    authorName: text('author_name').notNull(),
    language: text('language').notNull(),
    score: smallint('score').notNull(),
    comment: text('comment').notNull(),
    reply: text('reply'),
    /** the rated order this review came from (issue 17 item 20); null for reviews left on the page */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** only PUBLISHED reviews reach the public page; staff moderate the others (back office) */
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('PUBLISHED'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedbacks_list_idx').on(t.retailNetworkId, t.createdAt, t.id),
    uniqueIndex('feedbacks_order_uq').on(t.orderId),
    check('feedbacks_score_ck', sql`${t.score} between 1 and 5`),
  ],
);

/* ---------------------------------------------------------------- customer avatars */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** the resized avatar a customer uploaded; customers.image_key names the current one */
export const customerAvatars = pgTable(
  'customer_avatars',
  {
    imageKey: text('image_key').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_avatars_customer_idx').on(t.customerId)],
);

/* ---------------------------------------------------------------- search (issue 7) */

export const SEARCH_FIELDS = ['name', 'article', 'category', 'composition'] as const;

/**
 * What search reads: one row per listed product (not archived, not an addon, priced in a city)
 * with its texts as folded Latin keys and words (modules/search/search-key.ts): the names and
 * category names in every language as phrases, and the words of names, of the category and of
 * the composition; the article as one word; the cities it is priced in and the channels it is
 * sold on. Derived data: triggers on the catalogue tables queue changed products in
 * search_stale_products and the search module rewrites their rows before it answers
 * (modules/search/README.md).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    retailNetworkId: integer('retail_network_id').notNull(),
    categoryId: integer('category_id').notNull(),
    articleKey: text('article_key').notNull(),
    nameKeys: text('name_keys').array().notNull(),
    categoryKeys: text('category_keys').array().notNull(),
    compositionWords: text('composition_words').array().notNull(),
    nameWords: text('name_words').array().notNull(),
    /** the words of the names, the category and the composition together */
    allWords: text('all_words').array().notNull(),
    /** cities with a city-wide price row: where the product is sold */
    regionIds: integer('region_ids').array().notNull(),
    targets: text('targets').array().notNull(),
  },
  // The word arrays are searched as tsvectors: a query's readings are one tsquery ("every word of
  // some reading", each word one of the index words it reaches), so the statement has one shape
  // and its plan is kept (search_find_documents, migration 0003). fastupdate off: PGlite has no
  // autovacuum to merge a GIN pending list, which every search would otherwise scan whole. The
  // article index leads with the article: a network column first would let a generic plan AND
  // the whole network's rows into every bitmap.
  (t) => [
    index('search_documents_name_words_idx')
      .using('gin', sql`array_to_tsvector(${t.nameWords})`)
      .with({ fastupdate: false }),
    index('search_documents_all_words_idx')
      .using('gin', sql`array_to_tsvector(${t.allWords})`)
      .with({ fastupdate: false }),
    index('search_documents_article_idx').on(t.articleKey.op('text_pattern_ops')),
  ],
);

/**
 * Every word of the search documents (names, categories, compositions; not articles), of all
 * networks, under a trigram GIN index: a query word is looked up here (by prefix, or similar
 * enough for a typo), then the documents of the asked network holding the words found.
 * Deliberately no btree on `term`: with sequential scans off (search_look_up_words) the planner
 * would read a whole btree instead of the trigram index, and compute a trigram similarity per word.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')).with({ fastupdate: false })],
);

/**
 * One row: the version of the index words, raised whenever words are added to or dropped from
 * search_terms (modules/search/index-repo.ts). Every search statement reads it, so an API
 * instance's memory of which index words a query word reaches is dropped as soon as any instance
 * changes the words.
 */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey(),
  termsVersion: integer('terms_version').notNull(),
});

/** products whose search documents are out of date (filled by triggers, emptied by search) */
export const searchStaleProducts = pgTable('search_stale_products', {
  productId: integer('product_id').primaryKey(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ---------------------------------------------------------------- e-mail subscriptions */

/**
 * Addresses left in the storefront's e-mail pop-up (issue 17 item 17), per network, with the
 * customer's consent. Double opt-in and unsubscribe links come with notifications (issue 21):
 * confirmedAt and unsubscribedAt are theirs.
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: serial('id').primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    /** lower-cased */
    email: text('email').notNull(),
    language: text('language').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_subscriptions_rn_email_uq').on(t.retailNetworkId, t.email)],
);

/**
 * What a customer is told about their orders' status, per channel (issue 21 item 7; the account's
 * Notifications page). No row: the defaults (e-mail on, SMS off unless allowed at checkout, push
 * off), so a customer who never chose costs no row.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  statusEmail: boolean('status_email').notNull().default(true),
  statusSms: boolean('status_sms').notNull().default(false),
  statusPush: boolean('status_push').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per customer message sent (issue 21 items 2 and 3), keyed as its job
 * (`{orderId}:{statusId}:{channel}`, `receipt:{orderId}`): a job run again after its worker died
 * finds the mark and sends nothing more. Kept like orders (a few dozen bytes a message); the
 * housekeeping could drop marks older than the jobs it keeps.
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's Web Push subscription (issue 21 item 4): the push service's endpoint and the keys the
 * API encrypts each message with (RFC 8291). A signed-in customer's subscription carries their id;
 * a guest's reaches their orders only through `order_push_subscriptions`. The push service answering
 * 404 or 410 means the browser dropped it, and the row goes.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  endpoint: text('endpoint').primaryKey(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which orders' status changes a subscription asked for: asked after an order, not on arrival. */
export const orderPushSubscriptions = pgTable(
  'order_push_subscriptions',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint')
      .notNull()
      .references(() => pushSubscriptions.endpoint, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.endpoint] })],
);

/* ---------------------------------------------------------------- back office (issue 18) */

/**
 * A brand's scope is its retail network: orders, outlets and cities carry `retailNetworkId`, so a
 * brand manager's `retailNetworkIds` and an outlet's network decide what they may see.
 */
export const STAFF_ROLES = ['OWNER', 'BRAND_MANAGER', 'OUTLET_STAFF'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower-cased */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id (PHC string); null until an invited member sets one */
    passwordHash: text('password_hash'),
    role: text('role').$type<StaffRole>().notNull(),
    retailNetworkIds: integer('retail_network_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    outletIds: integer('outlet_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** uk, ru or en: the back office's language for this member */
    language: text('language').notNull().default('uk'),
    /** base32 TOTP secret; enabled once the member confirmed a code from it */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_uq').on(t.email)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie's token */
    tokenHash: text('token_hash').notNull(),
    /** the CSRF token every write carries in x-csrf-token (synchroniser token, per session) */
    csrfToken: text('csrf_token').notNull(),
    /** false while a member with TOTP has given the password but not yet the code */
    isVerified: boolean('is_verified').notNull(),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** One-time links: an invitation, a password reset, or the first owner's setup link. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** INVITE, RESET or SETUP */
    kind: text('kind').$type<'INVITE' | 'RESET' | 'SETUP'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** the member it is for (an invitation creates the member inactive, without a password) */
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_tokens_token_uq').on(t.tokenHash)],
);

/** Password attempts, for throttling by e-mail and by address (never a lockout). */
export const staffSignInAttempts = pgTable(
  'staff_sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_sign_in_attempts_email_idx').on(t.email, t.at),
    index('staff_sign_in_attempts_ip_idx').on(t.clientIp, t.at),
  ],
);

/** Settings of the whole back office, one row per key (`requireTotp`, `unpaidCancelMinutes`). */
export const backofficeSettings = pgTable('backoffice_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every staff or API-key write: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** the actor's name or e-mail at the time, kept when the account goes */
    actorLabel: text('actor_label').notNull(),
    /** what was done, dotted: order.status, stop_list.put, staff.invite... */
    kind: text('kind').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    retailNetworkId: integer('retail_network_id'),
    outletId: integer('outlet_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientIp: text('client_ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_network_idx').on(t.retailNetworkId, t.at),
    index('audit_log_outlet_idx').on(t.outletId, t.at),
    index('audit_log_kind_idx').on(t.kind, t.at),
  ],
);

/** Machine access for tills and kitchen screens (/ops/v1): a bearer key scoped like staff. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** sha256 of the key */
    keyHash: text('key_hash').notNull(),
    /** the key's first characters, shown so staff can tell keys apart */
    prefix: text('prefix').notNull(),
    /** true: every brand and outlet (the owner's scope; OPS_TOKEN's key) */
    isOwnerScope: boolean('is_owner_scope').notNull().default(false),
    retailNetworkIds: integer('retail_network_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    outletIds: integer('outlet_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash)],
);

/**
 * Events for integrators and the live board, written in the same transaction as the change they
 * describe (a transactional outbox): an order committed is an event that will be delivered.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** order.created, order.status_changed, stop_list.changed */
    type: text('type').notNull(),
    retailNetworkId: integer('retail_network_id').notNull(),
    outletId: integer('outlet_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** set once the webhook dispatcher has created this event's deliveries */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} is null`),
    index('outbox_events_created_idx').on(t.createdAt),
  ],
);

export const webhooks = pgTable('webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  /** the HMAC key, shown once at registration; kept to sign each delivery */
  secret: text('secret').notNull(),
  /** the registering key's or member's scope: only events inside it are delivered */
  isOwnerScope: boolean('is_owner_scope').notNull().default(false),
  retailNetworkIds: integer('retail_network_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  outletIds: integer('outlet_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
  staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    /** PENDING, DELIVERED, FAILED (gave up after the last retry) */
    status: text('status').$type<'PENDING' | 'DELIVERED' | 'FAILED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_uq').on(t.webhookId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** An outlet's exceptions to its weekly hours: a holiday closed, or other hours on one date. */
export const outletHourExceptions = pgTable(
  'outlet_hour_exceptions',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** the outlet-local date */
    date: date('date').notNull(),
    isClosed: boolean('is_closed').notNull(),
    /** HH:MM outlet-local, when open with other hours */
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.outletId, t.date] })],
);

/** Refunds of paid orders, through the provider that took the payment. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    /** PENDING, SUCCEEDED, FAILED */
    status: text('status').$type<'PENDING' | 'SUCCEEDED' | 'FAILED'>().notNull(),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_ck', sql`${t.amount} > 0`)],
);

/* ---------------------------------------------------------------- back office part 2 */

export const CATALOGUE_ENTITY_KINDS = ['product', 'zone'] as const;
export type CatalogueEntityKind = (typeof CATALOGUE_ENTITY_KINDS)[number];

/**
 * A change saved but not published (issue 19 item 9): the payload is the same body the publishing
 * write takes. The preview token opens it on the storefront; publishing applies it and deletes it.
 */
export const catalogueDrafts = pgTable(
  'catalogue_drafts',
  {
    kind: text('kind', { enum: CATALOGUE_ENTITY_KINDS }).notNull(),
    entityId: integer('entity_id').notNull(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    previewToken: text('preview_token').notNull(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId] }),
    uniqueIndex('catalogue_drafts_token_uq').on(t.previewToken),
  ],
);

/** Every published state of a product or a zone, numbered from 1; restoring publishes an old one again. */
export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CATALOGUE_ENTITY_KINDS }).notNull(),
    entityId: integer('entity_id').notNull(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** who published it: a member, an API key, or null for the seed */
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id),
    apiKeyId: uuid('api_key_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalogue_versions_uq').on(t.kind, t.entityId, t.version)],
);

/**
 * Photos uploaded in the back office (issue 19 item 3): the original, re-encoded, is kept in the
 * media store (DATA_DIR/media by default, S3-compatible by configuration); the sizes the storefront
 * asks for are rendered from it like the demo's illustrations.
 */
export const mediaImages = pgTable('media_images', {
  /** the image key products, categories, banners and promotions refer to: `upload/<hex>` */
  key: text('key').primaryKey(),
  retailNetworkId: integer('retail_network_id')
    .notNull()
    .references(() => retailNetworks.id),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** where the original is: 'disk' or 's3' */
  storage: text('storage').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => staffUsers.id),
  createdAt: createdAt(),
});

/**
 * Real-user speed metrics from the storefront's browsers (issue 20 item 4, modules/vitals): one
 * row per metric of a page load. No address, session or customer: only what the p75 needs.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    retailNetworkId: integer('retail_network_id')
      .notNull()
      .references(() => retailNetworks.id),
    businessRegionId: integer('business_region_id'),
    /** home, category, product, cart, checkout, search, account, content, other */
    pageType: text('page_type').notNull(),
    /** LCP, INP, CLS, FCP, TTFB */
    metric: text('metric').notNull(),
    /** milliseconds for timings, unitless for CLS */
    value: doublePrecision('value').notNull(),
    /** mobile, tablet, desktop */
    device: text('device').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_rn_at_idx').on(t.retailNetworkId, t.recordedAt)],
);

/**
 * The durable job queue (issue 21 item 1, modules/jobs): work done after a request or on a
 * timer, retried with back-off, run at least once across crashes and instances. A row is
 * claimed with `FOR UPDATE SKIP LOCKED` and its `run_at` pushed past the run (the lease); a
 * RUNNING row whose `run_at` has passed belongs to a worker that died and is due again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** what runs it: a handler registered under this name (`sign_in_sms`, `housekeeping`) */
    kind: text('kind').notNull(),
    /** the idempotency key, unique per kind: enqueueing it again answers the existing job */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** PENDING (waiting or retrying), RUNNING (claimed, leased), DONE, DEAD (gave up) */
    state: text('state').$type<'PENDING' | 'RUNNING' | 'DONE' | 'DEAD'>().notNull().default('PENDING'),
    /** claims so far; each claim adds one, so it also fences a finish against a later claim */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** when it is due; while RUNNING, when the lease ends */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_uq').on(t.kind, t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('PENDING', 'RUNNING')`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.state} in ('DONE', 'DEAD')`),
  ],
);

/* ---------------------------------------------------------------- report roll-ups */

/**
 * The reports' roll-ups (modules/reports, migration 0018): kept orders counted per UTC day,
 * brand, city, outlet and channel, plus each report's own key. Written only by triggers on
 * `orders`, `order_lines` and `outlets` in the writing transaction (never by the application);
 * a report reads the whole UTC days of its periods here and the hours at their edges from
 * `orders`. No foreign keys: every row is derived from orders that hold them.
 */
const rollupKey = {
  /** the UTC calendar day of `orders.created_at` */
  day: date('day', { mode: 'string' }).notNull(),
  retailNetworkId: integer('retail_network_id').notNull(),
  businessRegionId: integer('business_region_id').notNull(),
  outletId: integer('outlet_id').notNull(),
  channel: text('channel').notNull(),
};

/** hours: kept orders per hour of the day on the clock of the outlet (`outlets.time_zone`) */
export const reportHours = pgTable(
  'report_hours',
  {
    ...rollupKey,
    hour: smallint('hour').notNull(),
    orders: integer('orders').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'report_hours_pk',
      columns: [t.day, t.outletId, t.channel, t.hour, t.retailNetworkId, t.businessRegionId],
    }),
  ],
);

/** dishes: kept orders' dish lines (not addons) per product */
export const reportDishes = pgTable(
  'report_dishes',
  {
    ...rollupKey,
    productId: integer('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the newest of these lines (`order_lines.id`): the dish is named as it was sold last */
    lastLine: integer('last_line'),
  },
  (t) => [
    primaryKey({
      name: 'report_dishes_pk',
      columns: [t.day, t.outletId, t.channel, t.productId, t.retailNetworkId, t.businessRegionId],
    }),
  ],
);

/**
 * delivery times: completed ASAP orders per delivery type and minute of their actual time
 * (`updated_at − created_at`, rounded to the minute: the medians' histogram); the averages
 * from exact sums in microseconds
 */
export const reportDelivery = pgTable(
  'report_delivery',
  {
    ...rollupKey,
    deliveryType: smallint('delivery_type').notNull(),
    minute: integer('minute').notNull(),
    orders: integer('orders').notNull(),
    promisedUs: bigint('promised_us', { mode: 'number' }).notNull(),
    actualUs: bigint('actual_us', { mode: 'number' }).notNull(),
    late: integer('late').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'report_delivery_pk',
      columns: [
        t.day,
        t.outletId,
        t.channel,
        t.deliveryType,
        t.minute,
        t.retailNetworkId,
        t.businessRegionId,
      ],
    }),
  ],
);

/**
 * What the triggers write (migration 0019): each writing statement appends its rows' parts,
 * summed per roll-up row, here, and never updates a shared row, so concurrent orders of one
 * outlet and hour do not wait for each other's commit. `report_rollup_compact()` folds them
 * into the day rows above (each report calls it first); a report reads both.
 */
export const reportHoursDelta = pgTable('report_hours_delta', {
  ...rollupKey,
  hour: smallint('hour').notNull(),
  orders: integer('orders').notNull(),
  revenue: bigint('revenue', { mode: 'number' }).notNull(),
});

export const reportDishesDelta = pgTable('report_dishes_delta', {
  ...rollupKey,
  productId: integer('product_id').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  lastLine: integer('last_line'),
});

export const reportDeliveryDelta = pgTable('report_delivery_delta', {
  ...rollupKey,
  deliveryType: smallint('delivery_type').notNull(),
  minute: integer('minute').notNull(),
  orders: integer('orders').notNull(),
  promisedUs: bigint('promised_us', { mode: 'number' }).notNull(),
  actualUs: bigint('actual_us', { mode: 'number' }).notNull(),
  late: integer('late').notNull(),
});

/**
 * dishes per UTC day, brand and product: `report_dishes` without outlet, city and channel, for
 * the reports that filter none of them (a chain's year reads ~240,000 rows here instead of 1.3
 * million). Written only by `report_rollup_compact()`, from the same appended parts.
 */
export const reportDishesBrand = pgTable(
  'report_dishes_brand',
  {
    day: date('day', { mode: 'string' }).notNull(),
    retailNetworkId: integer('retail_network_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    lastLine: integer('last_line'),
  },
  (t) => [primaryKey({ name: 'report_dishes_brand_pk', columns: [t.day, t.retailNetworkId, t.productId] })],
);
