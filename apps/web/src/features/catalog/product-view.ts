import type { TProduct } from '@food/contracts';
import { localizedText } from '@food/domain/language';
import { isListed } from '@food/domain/listing';
import { fromPrice, hasChoices } from './option-choice';

/**
 * What the catalogue shows of a product, reshaped from the API's product (STYLE.md: wire types
 * stay in the fetcher layer). Cards get a small serialisable view so a menu of 150 products
 * does not ship every translation and addon to the browser.
 */
export interface Localizable {
  language: string;
  name: string;
}

export interface ProductLabel {
  code: string;
  name: string;
  color: string | null;
}

export interface ProductCardData {
  id: number;
  slug: string;
  categorySlug: string | null;
  name: string;
  imageUrl: string;
  price: number;
  oldPrice: number | null;
  weight: number;
  pieces: number | null;
  labels: ProductLabel[];
  isOnStop: boolean;
  /** has option groups (issue 19): the card opens the product page instead of adding it blind */
  hasChoices?: boolean;
  /** the least it costs with its options, when options change the price ("from …") */
  fromPrice?: number | null;
}

export interface ProductFact {
  code: string;
  name: string;
  value: string;
}

/** The name in `locale`, else the API's top-level name (already in the requested language). */
export function nameIn<T extends Localizable>(localization: readonly T[], locale: string, fallback: string) {
  return localizedText(localization, locale, (l) => l.name, fallback);
}

/** Only dishes a customer can order: addons are picked in the cart, archived ones are gone. */
export { isListed };

/** Labels are the LABEL attributes (new, hit, spicy, vegan...) with their colour. */
export function productLabels(p: Pick<TProduct, 'attributes'>, locale: string): ProductLabel[] {
  return p.attributes
    .filter((a) => a.type === 'LABEL')
    .map((a) => ({ code: a.code, name: nameIn(a.localization, locale, a.name), color: a.color }));
}

export function toCardData(p: TProduct, locale: string): ProductCardData {
  return {
    id: p.id,
    slug: p.slug,
    categorySlug: p.categorySlug,
    name: nameIn(p.localization, locale, p.name),
    imageUrl: p.imageUrl,
    price: p.price,
    // an "old price" that is not higher is no discount: never show it struck through
    oldPrice: p.oldPrice !== null && p.oldPrice > p.price ? p.oldPrice : null,
    weight: p.weight,
    pieces: p.pieces,
    labels: productLabels(p, locale),
    isOnStop: p.isOnStop,
    // only for products with groups, so a menu without them sends the same cards as before
    ...(hasChoices(p.optionGroups)
      ? { hasChoices: true, fromPrice: fromPrice(p.price, p.optionGroups ?? []) }
      : {}),
  };
}

/**
 * The attribute facts of the product page (PROPERTY and INFO values such as kcal per 100 g).
 * Pieces and persons already have their own line from the product's fields, so their
 * attributes are not repeated.
 */
export function productFacts(
  p: Pick<TProduct, 'attributes' | 'pieces' | 'additionalProperties'>,
  locale: string,
): ProductFact[] {
  const shown = new Set<string>();
  if (p.pieces !== null) shown.add('PIECES');
  if (p.additionalProperties.persons !== null) shown.add('PERSONS');
  return p.attributes.flatMap((a) =>
    (a.type === 'PROPERTY' || a.type === 'INFO') &&
    a.value !== null &&
    a.value.trim() !== '' &&
    !shown.has(a.code)
      ? [{ code: a.code, name: nameIn(a.localization, locale, a.name), value: a.value.trim() }]
      : [],
  );
}

/** A URL path segment from a route param: Next may hand it over still percent-encoded. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const seg = (s: string) => encodeURIComponent(s);

/** The language-free path of a category page. */
export const categoryPath = (categorySlug: string) => `/menu/${seg(categorySlug)}`;

/**
 * The language-free canonical path of a product page: under its category when it has a slug
 * (SPEC section 2), else the category-less /product/{slug}.
 */
export const productPath = (p: { slug: string; categorySlug: string | null }) =>
  p.categorySlug ? `/menu/${seg(p.categorySlug)}/${seg(p.slug)}` : `/product/${seg(p.slug)}`;

export interface CategoryRef {
  id: number;
  slug: string | null;
  isDefault: boolean;
}

/**
 * The home page's menu: one section per category with a slug, the default ("popular")
 * category first, then the API's order; empty categories and unlisted products are left out.
 */
export function groupByCategory<
  C extends CategoryRef,
  P extends Pick<TProduct, 'categoryId' | 'isAddon' | 'isArchived'>,
>(
  categories: readonly C[],
  products: readonly P[],
): Array<{ category: C & { slug: string }; products: P[] }> {
  const byCategory = new Map<number, P[]>();
  for (const p of products) {
    if (!isListed(p)) continue;
    const list = byCategory.get(p.categoryId);
    if (list) list.push(p);
    else byCategory.set(p.categoryId, [p]);
  }
  const ordered = [...categories.filter((c) => c.isDefault), ...categories.filter((c) => !c.isDefault)];
  return ordered.flatMap((category) => {
    const list = byCategory.get(category.id);
    return category.slug && list?.length
      ? [{ category: category as C & { slug: string }, products: list }]
      : [];
  });
}
