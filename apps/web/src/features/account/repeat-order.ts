/**
 * Repeating an order (SPEC section 2): its dishes go into the cart again at today's prices of
 * the city the customer is ordering in. Addons are left to the cart (it offers them again);
 * dishes the city no longer sells, archived or addon-only products are reported, not added.
 */
import { MAX_LINE_COUNT } from '../cart/cart-rules';

export interface OrderedProduct {
  productId: number;
  count: number;
  /** set for an addon line */
  parentProductId: number | null;
  /** the name at order time */
  name: string;
}

export interface SoldProduct {
  id: number;
  name: string;
  localization: ReadonlyArray<{ language: string; name: string }>;
  price: number;
  imageUrl: string;
  slug: string;
  categorySlug: string | null;
  isAddon: boolean;
  isArchived: boolean;
  isOnStop: boolean;
}

export interface RepeatLine {
  productId: number;
  count: number;
  price: number;
  name: string;
  imageUrl: string;
  slug: string;
  categorySlug: string | null;
}

export function repeatLines(
  ordered: readonly OrderedProduct[],
  sold: readonly SoldProduct[],
  locale: string,
): { lines: RepeatLine[]; missing: string[] } {
  const byId = new Map(sold.map((p) => [p.id, p]));
  const counts = new Map<number, number>();
  const missing: string[] = [];
  for (const item of ordered) {
    if (item.parentProductId !== null || item.count <= 0) continue;
    const product = byId.get(item.productId);
    if (!product || product.isAddon || product.isArchived || product.isOnStop) {
      if (!missing.includes(item.name)) missing.push(item.name);
      continue;
    }
    counts.set(item.productId, (counts.get(item.productId) ?? 0) + item.count);
  }
  const lines = [...counts].map(([productId, count]) => {
    const p = byId.get(productId)!;
    const localized = p.localization.find((l) => l.language === locale)?.name;
    return {
      productId,
      count: Math.min(count, MAX_LINE_COUNT),
      price: p.price,
      name: localized && localized.trim() ? localized : p.name,
      imageUrl: p.imageUrl,
      slug: p.slug,
      categorySlug: p.categorySlug,
    };
  });
  return { lines, missing };
}

/** The ids to ask the catalogue about: the order's dishes, not its addons. */
export const repeatProductIds = (ordered: readonly OrderedProduct[]) => [
  ...new Set(ordered.filter((p) => p.parentProductId === null).map((p) => p.productId)),
];
