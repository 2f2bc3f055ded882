/**
 * Automatic promotions (issue 17 item 22): a percent off a category's dishes (or the whole menu)
 * on some days of the week and hours, with no code, like the demo's "−20% on sets every weekend".
 * Decisions:
 * - Days and hours are read at the outlet's local time (its IANA zone), at the moment the order
 *   is made: now for ASAP, the chosen time for an order for later. The menu shows the price of
 *   now, in the city's zone.
 * - The day and the time are both those of that local moment: a window past midnight (22:00–02:00)
 *   on Friday holds from Friday 22:00 to 24:00 and, when Saturday is listed too, from Saturday 0:00.
 * - A dish gets at most one automatic discount, the largest; addons never get one.
 * - The price drops by the percent rounded to the minor unit (as a promo code's percent is), and
 *   `oldPrice` shows the price before it (the catalogue's), so the cut reads as advertised.
 * - A promo code does not touch a line lowered by a discount that does not combine with codes:
 *   its percent or fixed sum applies to the rest of the cart (promo.ts), and a cart with nothing
 *   else is told NOT_COMBINABLE. Free delivery lowers no line and still applies.
 */
import { isWithinDailyWindow, localClock } from './opening-hours.js';

export interface AutomaticDiscountRule {
  id: number;
  /** null: every city of the network */
  businessRegionId: number | null;
  /** null: every dish (unless productIds names them) */
  categoryId: number | null;
  /** the dishes it lowers (a promotion page's list); null: by category */
  productIds?: readonly number[] | null;
  percent: number;
  /** ISO days, 1 = Monday … 7 = Sunday */
  daysOfWeek: readonly number[];
  /** local "HH:MM[:SS]"; null start: from midnight, null end: to midnight */
  startsTime: string | null;
  endsTime: string | null;
  startsAt: Date;
  endsAt: Date | null;
  combinesWithPromoCodes: boolean;
}

export interface LineDiscount {
  id: number;
  percent: number;
  combinesWithPromoCodes: boolean;
}

/** The rules of city `businessRegionId` running at `at`, read in `timeZone`. */
export function activeDiscounts(
  rules: readonly AutomaticDiscountRule[],
  where: { businessRegionId: number; timeZone: string; at: Date },
): AutomaticDiscountRule[] {
  const { at } = where;
  let clock: { weekday: number; minutes: number } | undefined;
  const running: AutomaticDiscountRule[] = [];
  for (const rule of rules) {
    if (rule.businessRegionId !== null && rule.businessRegionId !== where.businessRegionId) continue;
    if (at < rule.startsAt || (rule.endsAt && at >= rule.endsAt)) continue;
    clock ??= localClock(where.timeZone, at);
    if (!rule.daysOfWeek.includes(clock.weekday)) continue;
    if (!isWithinDailyWindow(rule.startsTime ?? '00:00', rule.endsTime ?? '00:00', clock.minutes)) continue;
    running.push(rule);
  }
  return running;
}

/** The largest running discount for a dish (named by the rule, or of its category); none for addons. */
export function discountFor(
  product: { id: number; categoryId: number; isAddon: boolean },
  running: readonly AutomaticDiscountRule[],
): LineDiscount | null {
  if (product.isAddon) return null;
  let best: AutomaticDiscountRule | null = null;
  for (const rule of running) {
    if (
      rule.productIds
        ? !rule.productIds.includes(product.id)
        : rule.categoryId !== null && rule.categoryId !== product.categoryId
    )
      continue;
    // equal percents: the one that lets a promo code through is kinder to the customer
    if (
      !best ||
      rule.percent > best.percent ||
      (rule.percent === best.percent && rule.combinesWithPromoCodes && !best.combinesWithPromoCodes)
    )
      best = rule;
  }
  return best && { id: best.id, percent: best.percent, combinesWithPromoCodes: best.combinesWithPromoCodes };
}

/** A price after `percent` off, with the price before it as `oldPrice`. */
export function discountedPrice(price: number, percent: number): { price: number; oldPrice: number } {
  const off = Math.round((price * Math.min(Math.max(percent, 0), 100)) / 100);
  return { price: price - off, oldPrice: price };
}

/** Option groups whose option prices a discount lowers too (issue 19: the whole unit is discounted). */
interface DiscountableGroups {
  optionGroups?: ReadonlyArray<{ options: ReadonlyArray<{ price: number }> }>;
}

/**
 * A catalogue as the menu shows it at one moment: each dish a running discount covers gets its
 * lowered price and the catalogue's price as `oldPrice`, and its options' prices lowered by the
 * same percent (each rounded as the checkout rounds it, cart-lines.ts); the others are the same
 * objects.
 */
export function applyDiscounts<
  P extends {
    id: number;
    categoryId: number;
    isAddon: boolean;
    price: number;
    oldPrice: number | null;
  } & DiscountableGroups,
>(products: readonly P[], running: readonly AutomaticDiscountRule[]): P[] {
  if (!running.length) return [...products];
  return products.map((p) => {
    const discount = discountFor(p, running);
    if (!discount) return p;
    const lowered = { ...p, ...discountedPrice(p.price, discount.percent) };
    if (p.optionGroups?.length)
      lowered.optionGroups = p.optionGroups.map((g) => ({
        ...g,
        options: g.options.map((o) => ({ ...o, price: discountedPrice(o.price, discount.percent).price })),
      }));
    return lowered;
  });
}
