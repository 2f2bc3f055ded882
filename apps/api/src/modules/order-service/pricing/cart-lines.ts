/**
 * Prices the lines of a cart from the catalogue of the chosen outlet (its own prices and stop
 * list). The client's prices and flags are never read: a line is an addon when the catalogue says
 * so, and its price is the catalogue's.
 */
import type { TProduct } from '@food/contracts';
import { isWithinDailyWindow } from '../../catalog/opening-hours.js';
import {
  discountFor,
  discountedPrice,
  type AutomaticDiscountRule,
  type LineDiscount,
} from './automatic-discounts.js';

/** Most of one product per order, the storefront's cap too (apps/web cart-rules MAX_LINE_COUNT). */
export const MAX_PRODUCT_COUNT = 99;

export type CatalogueProduct = Pick<
  TProduct,
  | 'id'
  | 'article'
  | 'categoryId'
  | 'name'
  | 'price'
  | 'oldPrice'
  | 'isAddon'
  | 'isArchived'
  | 'isOnStop'
  | 'availability'
  | 'additionalProperties'
  | 'addons'
>;

export interface RequestedLine {
  productId: number;
  count: number;
}

export interface PricedProduct {
  productId: number;
  article: string;
  name: string;
  requestedCount: number;
  count: number;
  maxCount: number;
  price: number;
  oldPrice: number | null;
  amount: number;
  persons: number | null;
  /** the automatic promotion that lowered the price (automatic-discounts.ts), if any */
  discount: LineDiscount | null;
}

export interface PricedAddon {
  addonId: number;
  productId: number;
  name: string;
  /** what the client asked for; null when it sent no line (the free count is the default) */
  requestedCount: number | null;
  count: number;
  countMax: number;
  freeCount: number;
  price: number;
  amount: number;
}

export interface LineProblems {
  /** unknown, archived or not sold at this outlet: 'Price not found' */
  notFound: number[];
  onStop: number[];
  /** outside their availability window at `localMinutes` */
  notAvailable: number[];
}

export interface PricedLines {
  products: PricedProduct[];
  addons: PricedAddon[];
  problems: LineProblems;
  /** products and charged addons */
  productsPrice: number;
  personsCount: number;
  /** a line (or addon) the client asked more of than it may have */
  isCapped: boolean;
}

export interface PriceLinesOptions {
  checkStopList: boolean;
  /** minutes since local midnight at the outlet when the order is made */
  localMinutes: number;
  /** automatic promotions running when the order is made (activeDiscounts) */
  discounts?: readonly AutomaticDiscountRule[];
}

/** Sums the counts of repeated lines, keeping the first appearance's order. */
export function mergeLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.count);
  return [...merged].map(([productId, count]) => ({ productId, count }));
}

export function isAvailableAt(
  product: Pick<CatalogueProduct, 'availability'>,
  localMinutes: number,
): boolean {
  const window = product.availability;
  return !window || isWithinDailyWindow(window.from, window.to, localMinutes);
}

export function priceLines(
  requested: readonly RequestedLine[],
  catalogue: ReadonlyMap<number, CatalogueProduct>,
  { checkStopList, localMinutes, discounts = [] }: PriceLinesOptions,
): PricedLines {
  const problems: LineProblems = { notFound: [], onStop: [], notAvailable: [] };
  const mainLines: Array<{ line: RequestedLine; product: CatalogueProduct }> = [];
  const addonRequests = new Map<number, number>();

  for (const line of mergeLines(requested)) {
    const product = catalogue.get(line.productId);
    if (!product || product.isArchived) {
      if (line.count > 0) problems.notFound.push(line.productId);
      continue;
    }
    if (product.isAddon) addonRequests.set(product.id, line.count);
    else if (line.count > 0) mainLines.push({ line, product });
  }

  let isCapped = false;
  const products = mainLines.map(({ line, product }): PricedProduct => {
    const count = Math.min(line.count, MAX_PRODUCT_COUNT);
    if (count < line.count) isCapped = true;
    const discount = discountFor(product, discounts);
    const { price, oldPrice } = discount
      ? discountedPrice(product.price, discount.percent)
      : { price: product.price, oldPrice: product.oldPrice };
    return {
      productId: product.id,
      article: product.article,
      name: product.name,
      requestedCount: line.count,
      count,
      maxCount: MAX_PRODUCT_COUNT,
      price,
      oldPrice,
      amount: price * count,
      persons: product.additionalProperties.persons,
      discount,
    };
  });

  // each addon offered by the cart's products: caps and free counts add up across them
  const offered = new Map<number, PricedAddon>();
  for (const p of products) {
    for (const a of catalogue.get(p.productId)!.addons) {
      const entry = offered.get(a.addonId) ?? {
        addonId: a.addonId,
        productId: p.productId,
        name: a.name,
        requestedCount: addonRequests.get(a.addonId) ?? null,
        count: 0,
        countMax: 0,
        freeCount: 0,
        price: a.price,
        amount: 0,
      };
      entry.countMax += a.maxCount * p.count;
      entry.freeCount += a.freeCount * p.count;
      offered.set(a.addonId, entry);
    }
  }
  const addons = [...offered.values()].map((a) => {
    const addon = catalogue.get(a.addonId);
    // a free default the kitchen cannot give now is left out rather than failing the order
    const isOut = !addon || (checkStopList && addon.isOnStop) || !isAvailableAt(addon, localMinutes);
    const wanted = a.requestedCount ?? (isOut ? 0 : a.freeCount);
    const count = Math.min(wanted, a.countMax);
    if (count < wanted) isCapped = true;
    return { ...a, count, amount: Math.max(0, count - a.freeCount) * a.price };
  });
  // an addon asked for without any product that offers it cannot be had
  for (const [addonId, count] of addonRequests) if (count > 0 && !offered.has(addonId)) isCapped = true;

  const ordered = [
    ...products.map((p) => ({ id: p.productId, count: p.count })),
    ...addons.map((a) => ({ id: a.addonId, count: a.count })),
  ].filter((l) => l.count > 0);
  for (const { id } of ordered) {
    const product = catalogue.get(id)!;
    if (checkStopList && product.isOnStop) problems.onStop.push(id);
    if (!isAvailableAt(product, localMinutes)) problems.notAvailable.push(id);
  }

  return {
    products,
    addons,
    problems,
    productsPrice:
      products.reduce((sum, p) => sum + p.amount, 0) + addons.reduce((sum, a) => sum + a.amount, 0),
    personsCount: products.reduce((max, p) => Math.max(max, p.persons ?? 1), 0),
    isCapped,
  };
}
