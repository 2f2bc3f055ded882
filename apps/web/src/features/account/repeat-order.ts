/**
 * Repeating an order (SPEC section 2): its dishes go into the cart again at today's prices of
 * the city the customer is ordering in. Addons are left to the cart (it offers them again);
 * dishes the city no longer sells, archived or addon-only products are reported, not added.
 */
import { MAX_LINE_COUNT, type CartLineOption } from '../cart/cart-rules';
import { lineKey } from '../cart/line-key';

export interface OrderedProduct {
  productId: number;
  count: number;
  /** set for an addon line */
  parentProductId: number | null;
  /** the name at order time */
  name: string;
  /** the options chosen at order time (issue 19) */
  options?: ReadonlyArray<{ optionId: number; name: string; price: number }>;
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
  optionGroups?: ReadonlyArray<{
    minChoices: number;
    options: ReadonlyArray<{ id: number; name: string; price: number; isAvailable: boolean }>;
  }>;
}

export interface RepeatLine {
  productId: number;
  count: number;
  price: number;
  name: string;
  imageUrl: string;
  slug: string;
  categorySlug: string | null;
  /** the options ordered, when the product had any (issue 19) */
  options?: CartLineOption[];
}

/**
 * The options of an ordered line as today's menu has them: null when one is gone or sold out,
 * or when the product now asks for a choice the line did not make (repeated on its page instead).
 */
function optionsToday(
  item: OrderedProduct,
  product: SoldProduct,
): { options: CartLineOption[]; price: number } | null {
  const groups = product.optionGroups ?? [];
  const ordered = item.options ?? [];
  if (!ordered.length) return groups.some((g) => g.minChoices > 0) ? null : { options: [], price: 0 };
  const today = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, o] as const)));
  let price = 0;
  const options: CartLineOption[] = [];
  for (const o of ordered) {
    const found = today.get(o.optionId);
    if (!found || !found.isAvailable) return null;
    price += found.price;
    options.push({ id: found.id, name: found.name });
  }
  return { options, price };
}

export function repeatLines(
  ordered: readonly OrderedProduct[],
  sold: readonly SoldProduct[],
  locale: string,
): { lines: RepeatLine[]; missing: string[] } {
  const byId = new Map(sold.map((p) => [p.id, p]));
  // one line per product and options (issue 19): the same product ordered twice with the same
  // options adds up, with other options it is another line
  const counts = new Map<
    string,
    { productId: number; count: number; options: CartLineOption[]; extra: number }
  >();
  const missing: string[] = [];
  for (const item of ordered) {
    if (item.parentProductId !== null || item.count <= 0) continue;
    const product = byId.get(item.productId);
    const chosen =
      product && !product.isAddon && !product.isArchived && !product.isOnStop
        ? optionsToday(item, product)
        : null;
    if (!product || !chosen) {
      if (!missing.includes(item.name)) missing.push(item.name);
      continue;
    }
    const key = lineKey(
      item.productId,
      chosen.options.map((o) => o.id),
    );
    const before = counts.get(key);
    counts.set(key, {
      productId: item.productId,
      count: (before?.count ?? 0) + item.count,
      options: chosen.options,
      extra: chosen.price,
    });
  }
  const lines = [...counts.values()].map(({ productId, count, options, extra }) => {
    const p = byId.get(productId)!;
    const localized = p.localization.find((l) => l.language === locale)?.name;
    const line: RepeatLine = {
      productId,
      count: Math.min(count, MAX_LINE_COUNT),
      price: p.price + extra,
      name: localized && localized.trim() ? localized : p.name,
      imageUrl: p.imageUrl,
      slug: p.slug,
      categorySlug: p.categorySlug,
    };
    if (options.length) line.options = options;
    return line;
  });
  return { lines, missing };
}

/** The ids to ask the catalogue about: the order's dishes, not its addons. */
export const repeatProductIds = (ordered: readonly OrderedProduct[]) => [
  ...new Set(ordered.filter((p) => p.parentProductId === null).map((p) => p.productId)),
];
