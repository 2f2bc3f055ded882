/**
 * Shapes of the demo content the seed loads. Content modules (catalogue/*.ts) are plain data;
 * the seed turns them into rows. Money is in integer minor units (kopiykas, fils).
 */
export const LANGUAGES = ['uk', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One text per language of the brand; every language the brand lists must be present. */
export type Localized = Partial<Record<Language, string>>;

/**
 * What the image generator can draw. An image key stored in the database is `${kind}.${seed}`;
 * the seed (usually the product slug) varies colours and toppings deterministically.
 */
export const IMAGE_KINDS = [
  'roll',
  'maki',
  'nigiri',
  'gunkan',
  'set',
  'pizza',
  'soup',
  'salad',
  'wok',
  'bowl',
  'dessert',
  'drink',
  'snack',
  'sauce',
  'ginger',
  'chopsticks',
  'banner',
  'promo',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Label attributes (type LABEL) a product can carry. */
export const PRODUCT_LABELS = ['NEW', 'HIT', 'SPICY', 'VEGAN', 'DISCOUNT'] as const;
export type ProductLabel = (typeof PRODUCT_LABELS)[number];

export interface DemoAddonLink {
  /** slug of an addon product of the same brand */
  addonSlug: string;
  /** how many come free with one unit of the product */
  freeCount: number;
  /** most that may be ordered with one unit of the product */
  maxCount: number;
}

export interface DemoProduct {
  /** latin kebab-case, unique within the brand */
  slug: string;
  /** unique within the brand, e.g. "SM-1001" */
  article: string;
  name: Localized;
  description: Localized;
  composition: Localized;
  /** a paragraph or two for search engines */
  seoText: Localized;
  weightGrams: number;
  pieces?: number;
  /** sets and large pizzas: how many people it feeds */
  persons?: number;
  /** base price in minor units (the brand's default city) */
  price: number;
  /** struck-through price in minor units, greater than price */
  oldPrice?: number;
  isHot?: boolean;
  isVegan?: boolean;
  labels?: ProductLabel[];
  image: ImageKind;
  /** sold only between these local times of the outlet, "HH:MM" 24h */
  availableFrom?: string;
  availableTo?: string;
  addons?: DemoAddonLink[];
  /** option groups (issue 19): a pizza's size and crust, a half-and-half's second half, a set's drink */
  optionGroups?: DemoOptionGroup[];
}

interface DemoOption {
  name: Localized;
  /** minor units added to the product's price (every city alike); 0: included */
  price: number;
  /** slug of a dish of the same brand the option is (a set's drink, a second half) */
  linkedSlug?: string;
  isDefault?: boolean;
}

export interface DemoOptionGroup {
  name: Localized;
  /** 0: optional; 1 or more: required */
  minChoices: number;
  maxChoices: number;
  options: DemoOption[];
}

export interface DemoCategory {
  /** null for a category that is not linkable (the spec: category links need a slug) */
  slug: string | null;
  name: Localized;
  isDefault?: boolean;
  image: ImageKind;
  products: DemoProduct[];
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  /** addon products (sauce, ginger, chopsticks...), sold only with other products */
  addons: DemoProduct[];
}

/* ------------------------------------------------------------------ marketing and site content */

export interface DemoBanner {
  /** the image key's seed: the image is `banner.${key}` */
  key: string;
  title: Localized;
  subtitle: Localized;
  /** a storefront path such as /promotions/sets-weekend or /menu/rolls; null for no link */
  link: string | null;
  /** only in this city; every city when absent */
  citySlug?: string;
}

/** which products a promotion shows; the seed resolves it against the brand's catalogue */
export type DemoPromotionProducts = 'DISCOUNTED' | 'SETS' | 'NEW' | 'HOT' | 'VEGAN' | 'HITS';

export interface DemoPromotion {
  slug: string;
  title: Localized;
  /** simple HTML per language: <p>, <ul><li>, <strong>, <a href="/..."> */
  body: Localized;
  promoCode?: string;
  products: DemoPromotionProducts;
  /** ISO date-time with offset */
  startsAt: string;
  endsAt: string | null;
  citySlug?: string;
  /**
   * The price cut the promotion advertises with no code (issue 17 item 22): priced by the API in
   * the outlet's local days and hours, for the promotion's dates and city. Its page then shows
   * that category's dishes.
   */
  automaticDiscount?: DemoAutomaticDiscount;
}

interface DemoAutomaticDiscount {
  /** the category it lowers; without one, the dishes the promotion page lists */
  categorySlug?: string;
  percent: number;
  /** ISO days, 1 = Monday … 7 = Sunday */
  daysOfWeek: number[];
  /** outlet-local "HH:MM"; the window ends before endsTime; without them, all day */
  startsTime?: string;
  endsTime?: string;
  combinesWithPromoCodes: boolean;
}

export interface DemoFeedback {
  authorName: string;
  language: Language;
  score: 1 | 2 | 3 | 4 | 5;
  comment: string;
  /** the chain's answer, in the same language */
  reply?: string;
  /** how long ago it was left */
  daysAgo: number;
  citySlug?: string;
}

export const SITE_TEXT_KINDS = ['PUBLIC_OFFER', 'PRIVACY', 'REQUISITES', 'ABOUT'] as const;
type SiteTextKind = (typeof SITE_TEXT_KINDS)[number];
export type DemoSiteTexts = Record<SiteTextKind, Partial<Record<Language, { title: string; html: string }>>>;

export interface DemoMarketing {
  banners: DemoBanner[];
  promotions: DemoPromotion[];
  feedbacks: DemoFeedback[];
  siteTexts: DemoSiteTexts;
  /** city slug → the city's districts, one Localized name each */
  cityAreas: Record<string, Localized[]>;
}
