/**
 * Prices the lines of a cart from the catalogue of the chosen outlet (its own prices and stop
 * list). The client's prices and flags are never read: a line is an addon when the catalogue says
 * so, and its price is the catalogue's.
 */
import type { TProduct } from '@food/contracts';
import { addonLine, offeredAddons } from '@food/domain/cart-addons';
import { optionsKey, priceLine, type LineRefusalCode } from '@food/domain/option-groups';
import {
  discountFor,
  discountedPrice,
  isWithinDailyWindow,
  type AutomaticDiscountRule,
  type LineDiscount,
} from '../../catalog/index.js';

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
  | 'optionGroups'
>;

export interface RequestedLine {
  productId: number;
  count: number;
  /** the chosen option ids (issue 19); absent or empty: none */
  options?: readonly number[];
}

/** A chosen option of a line, priced per unit (its price is inside the line's `price`). */
interface PricedOption {
  groupId: number;
  optionId: number;
  groupName: string;
  name: string;
  price: number;
  linkedProductId: number | null;
}

/** Why a line's options cannot be ordered (@food/domain/option-groups priceLine). */
interface OptionProblem {
  productId: number;
  code: LineRefusalCode;
  message: string;
  groupId: number | null;
  optionId: number | null;
}

interface PricedProduct {
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
  /** the automatic promotion that lowered the price (catalog/automatic-discounts.ts), if any */
  discount: LineDiscount | null;
  /** the chosen options, in their groups' order (their prices are inside `price`) */
  options: PricedOption[];
}

interface PricedAddon {
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

interface LineProblems {
  /** unknown, archived or not sold at this outlet: 'Price not found' */
  notFound: number[];
  onStop: number[];
  /** outside their availability window at `localMinutes` */
  notAvailable: number[];
  /** lines whose options cannot be ordered: a required group unanswered, an unknown option... */
  options: OptionProblem[];
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

/**
 * Sums the counts of repeated lines, keeping the first appearance's order. Only the same product
 * with the same options is the same line: a 30 cm and a 40 cm pizza are two.
 */
export function mergeLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const l of lines) {
    const key = l.options?.length ? `${l.productId}:${optionsKey(l.options)}` : String(l.productId);
    const seen = merged.get(key);
    if (seen) seen.count += l.count;
    else
      merged.set(
        key,
        l.options?.length
          ? { productId: l.productId, count: l.count, options: l.options }
          : { productId: l.productId, count: l.count },
      );
  }
  return [...merged.values()];
}

/**
 * A line's unit price with its options, or why they cannot be ordered. An option's linked dish
 * (a set's drink, a second half) must be sold here, not archived, and off the stop list when the
 * stop list is checked (as the line's own product is).
 */
function priceOptions(
  product: CatalogueProduct,
  chosen: readonly number[] | undefined,
  catalogue: ReadonlyMap<number, CatalogueProduct>,
  checkStopList: boolean,
): { ok: true; unitPrice: number; options: PricedOption[] } | { ok: false; problem: OptionProblem } {
  const groups = product.optionGroups ?? [];
  if (!groups.length && !chosen?.length) return { ok: true, unitPrice: product.price, options: [] };
  const isMade = (id: number | null) => {
    if (id === null) return true;
    const linked = catalogue.get(id);
    return !!linked && !linked.isArchived && !(checkStopList && linked.isOnStop);
  };
  const live = groups.map((g) => ({
    ...g,
    options: g.options.map((o) => ({ ...o, isAvailable: isMade(o.linkedProductId) })),
  }));
  const r = priceLine(product.price, live, chosen ?? []);
  if (!r.ok)
    return {
      ok: false,
      problem: {
        productId: product.id,
        code: r.code,
        message: r.message,
        groupId: r.groupId,
        optionId: r.optionId,
      },
    };
  return {
    ok: true,
    unitPrice: r.unitPrice,
    options: r.chosen.map(({ group, option }) => ({
      groupId: group.id,
      optionId: option.id,
      groupName: group.name,
      name: option.name,
      price: option.price,
      linkedProductId: option.linkedProductId,
    })),
  };
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
  const problems: LineProblems = { notFound: [], onStop: [], notAvailable: [], options: [] };
  const mainLines: Array<{ line: RequestedLine; product: CatalogueProduct }> = [];
  const addonRequests = new Map<number, number>();

  for (const line of mergeLines(requested)) {
    const product = catalogue.get(line.productId);
    if (!product || product.isArchived) {
      if (line.count > 0) problems.notFound.push(line.productId);
      continue;
    }
    // an addon's options are not read: addons have none (issue 19 keeps their contract)
    if (product.isAddon) addonRequests.set(product.id, (addonRequests.get(product.id) ?? 0) + line.count);
    else if (line.count > 0) mainLines.push({ line, product });
  }

  let isCapped = false;
  const products: PricedProduct[] = [];
  for (const { line, product } of mainLines) {
    const count = Math.min(line.count, MAX_PRODUCT_COUNT);
    if (count < line.count) isCapped = true;
    const withOptions = priceOptions(product, line.options, catalogue, checkStopList);
    if (!withOptions.ok) {
      problems.options.push(withOptions.problem);
      continue;
    }
    const { unitPrice } = withOptions;
    let { options } = withOptions;
    const optionsPrice = unitPrice - product.price;
    // a promotion lowers the whole unit, options included, each part rounded as the menu shows it
    // (applyDiscounts), so the sum of the prices shown is the price charged (option-groups README)
    const discount = discountFor(product, discounts);
    let price = unitPrice;
    let oldPrice = product.oldPrice === null ? null : product.oldPrice + optionsPrice;
    if (discount) {
      options = options.map((o) => ({ ...o, price: discountedPrice(o.price, discount.percent).price }));
      price = discountedPrice(product.price, discount.percent).price;
      for (const o of options) price += o.price;
      oldPrice = unitPrice;
    }
    products.push({
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
      options,
    });
  }

  // each addon offered by the cart's products: caps and free counts add up across them
  const offered = offeredAddons(products, (id) => catalogue.get(id)?.addons);
  const addons: PricedAddon[] = offered.map(({ offer, addonId, productId, freeCount, countMax }) => {
    const addon = catalogue.get(addonId);
    const requestedCount = addonRequests.get(addonId) ?? null;
    // a free default the kitchen cannot give now is left out rather than failing the order
    const isOut = !addon || (checkStopList && addon.isOnStop) || !isAvailableAt(addon, localMinutes);
    const { name, price } = offer;
    const { wanted, count, amount } = addonLine(
      { freeCount, countMax, price },
      requestedCount,
      isOut ? 0 : freeCount,
    );
    if (count < wanted) isCapped = true;
    // field by field, not a rest and two spreads: V8 copies those slowly (issue 22 item 6: a
    // two-dish cart's priceLines took 17 µs, 2.3 now; ~1% of an order's CPU in a --cpu-prof)
    return { addonId, productId, freeCount, countMax, name, price, requestedCount, count, amount };
  });
  // an addon asked for without any product that offers it cannot be had
  for (const [addonId, count] of addonRequests)
    if (count > 0 && !offered.some((a) => a.addonId === addonId)) isCapped = true;

  const ordered = [
    ...products.map((p) => ({ id: p.productId, count: p.count })),
    ...addons.map((a) => ({ id: a.addonId, count: a.count })),
  ].filter((l) => l.count > 0);
  for (const { id } of ordered) {
    const product = catalogue.get(id)!;
    // the same dish with other options is another line: named once
    if (checkStopList && product.isOnStop && !problems.onStop.includes(id)) problems.onStop.push(id);
    if (!isAvailableAt(product, localMinutes) && !problems.notAvailable.includes(id))
      problems.notAvailable.push(id);
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
