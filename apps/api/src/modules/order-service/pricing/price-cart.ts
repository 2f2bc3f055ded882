/**
 * The pricing engine: every rule of the checkout calculation put together, with no database and
 * no framework. The service loads the outlet's catalogue, zone, promo code and bonus balance and
 * hands them here; the same function prices the calculation and the order created from it.
 */
import { localClock } from '../../catalog/index.js';
import { activeDiscounts, type AutomaticDiscountRule } from '../../catalog/index.js';
import { usableBonuses, type BonusOutcome } from '../../bonus/index.js';
import {
  isAvailableAt,
  priceLines,
  type CatalogueProduct,
  type PricedLines,
  type RequestedLine,
} from './cart-lines.js';
import { deliveryFee, isMinOrderReached } from './delivery-fee.js';
import {
  PICKUP_LEAD_MINUTES,
  resolveOrderTime,
  type AsapRefusal,
  type OrderTimeInput,
} from './delivery-time.js';
import { NO_PROMO, evaluatePromo, type PromoCodeRule, type PromoOutcome } from './promo.js';
import { orderTotal } from './totals.js';

export interface ZoneTerms {
  zoneId: number;
  name: string;
  deliveryPrice: number;
  minOrderAmount: number;
  freeDeliveryThreshold: number | null;
  deliveryTimeMinutes: number;
}

export interface PriceCartInput {
  lines: readonly RequestedLine[];
  catalogue: ReadonlyMap<number, CatalogueProduct>;
  checkStopList: boolean;
  /** null: a calculation before any outlet is known, at the city's prices (city-preview.ts) */
  outletId: number | null;
  /** null for pickup */
  zone: ZoneTerms | null;
  promoCode: string | null;
  promo: PromoCodeRule | null;
  bonuses: { requested: number; balance: number; maxSharePercent: number };
  time: Omit<OrderTimeInput, 'leadMinutes'>;
  /** the network's automatic promotions and the outlet's city (catalog/automatic-discounts.ts) */
  automaticDiscounts?: { rules: readonly AutomaticDiscountRule[]; businessRegionId: number };
  /** the order's city: a promo code limited to other cities does not apply (promo.ts isInCity) */
  businessRegionId?: number;
}

/** A GIFT promo code's dish: one, free, on its own line of the calculation and the order. */
interface PricedGift {
  productId: number;
  article: string;
  name: string;
  count: 1;
  price: 0;
  /** what it costs without the code */
  listPrice: number;
}

type CheckoutProblemCode =
  | 'PRODUCTS_NOT_SPECIFY'
  | 'PRODUCTS_ERROR'
  | 'PRODUCT_ON_STOP'
  | 'DELIVERY_TIME_INVALID'
  | 'OPTIONS_REQUIRED'
  | 'INVALID_OPTIONS'
  | 'OPTION_UNAVAILABLE';

interface CheckoutProblem {
  code: CheckoutProblemCode;
  message: string;
  details: Array<Record<string, unknown>>;
}

const PRICE_NOT_FOUND = 'Price not found';
const NOT_AVAILABLE_NOW = "Product isn't available at this time";

export interface PricedCart {
  lines: PricedLines;
  productsPrice: number;
  discount: number;
  promo: PromoOutcome;
  /** the dish a GIFT code gives, when it applied */
  gift: PricedGift | null;
  bonuses: BonusOutcome;
  deliveryPrice: number;
  amountWithoutDiscount: number;
  amount: number;
  isMinOrderReached: boolean;
  makeAt: Date;
  expectedAt: Date;
  /** the lead (zone's delivery time or pickup) plus the busy minutes */
  deliveryTimeMinutes: number;
  /** taking orders now (open and not paused) */
  isOutletOpen: boolean;
  busyMinutes: number;
  /** ASAP cannot be made now (a pause, closed today): creation refuses it */
  asapRefusal: AsapRefusal | null;
}

export type PriceCartResult = { ok: true; cart: PricedCart } | { ok: false; problem: CheckoutProblem };

const TIME_MESSAGES = {
  TIME_REQUIRED: 'deliveryTime is required when timeIndication is ON_TIME',
  TOO_EARLY: 'The delivery time is in the past or sooner than the outlet can make it',
  TOO_LATE: 'The delivery time is too far ahead',
  OUTLET_CLOSED: 'The outlet is closed at the delivery time',
  NEVER_OPEN: 'The outlet has no opening hours',
} as const;

export function priceCart(input: PriceCartInput): PriceCartResult {
  const fail = (code: CheckoutProblemCode, message: string, details: CheckoutProblem['details'] = []) => ({
    ok: false as const,
    problem: { code, message, details },
  });
  const isPickup = input.zone === null;
  const leadMinutes = input.zone?.deliveryTimeMinutes ?? PICKUP_LEAD_MINUTES;

  const time = resolveOrderTime({ ...input.time, leadMinutes });
  if (!time.ok) {
    return fail('DELIVERY_TIME_INVALID', TIME_MESSAGES[time.reason], [
      { reason: time.reason, earliest: time.earliest?.toISOString() ?? null },
    ]);
  }

  // days, hours and promotions are those of the moment the order is made, in the outlet's zone
  const discounts = input.automaticDiscounts
    ? activeDiscounts(input.automaticDiscounts.rules, {
        businessRegionId: input.automaticDiscounts.businessRegionId,
        timeZone: input.time.timeZone,
        at: time.makeAt,
      })
    : [];
  const lines = priceLines(input.lines, input.catalogue, {
    checkStopList: input.checkStopList,
    localMinutes: localClock(input.time.timeZone, time.makeAt).minutes,
    discounts,
  });
  const { problems } = lines;
  const named = (ids: number[], message: string, extra: Record<string, unknown> = {}) =>
    ids.map((productId) => ({
      message,
      productId,
      name: input.catalogue.get(productId)?.name ?? null,
      outletId: input.outletId,
      ...extra,
    }));
  if (problems.notFound.length)
    return fail('PRODUCTS_ERROR', PRICE_NOT_FOUND, named(problems.notFound, PRICE_NOT_FOUND));
  if (problems.options.length) {
    // a required group unanswered first: the storefront asks for it; the rest are a client's error
    const first = problems.options.find((p) => p.code === 'OPTIONS_REQUIRED') ?? problems.options[0]!;
    const name = input.catalogue.get(first.productId)?.name ?? `#${first.productId}`;
    return fail(
      first.code === 'OPTIONS_REQUIRED' || first.code === 'OPTION_UNAVAILABLE'
        ? first.code
        : 'INVALID_OPTIONS',
      `${name}: ${first.message}`,
      problems.options.map((p) => ({
        message: p.message,
        reason: p.code,
        productId: p.productId,
        name: input.catalogue.get(p.productId)?.name ?? null,
        groupId: p.groupId,
        optionId: p.optionId,
        outletId: input.outletId,
      })),
    );
  }
  if (!lines.products.length) return fail('PRODUCTS_NOT_SPECIFY', 'The cart has no products');
  if (problems.onStop.length)
    return fail(
      'PRODUCT_ON_STOP',
      'Some products are on the stop list of this outlet',
      named(problems.onStop, 'Product is on the stop list'),
    );
  if (problems.notAvailable.length)
    return fail(
      'PRODUCTS_ERROR',
      NOT_AVAILABLE_NOW,
      problems.notAvailable.map((productId) => ({
        ...named([productId], NOT_AVAILABLE_NOW)[0],
        availability: input.catalogue.get(productId)?.availability ?? null,
      })),
    );

  const productsPrice = lines.productsPrice;
  const localMinutes = localClock(input.time.timeZone, time.makeAt).minutes;
  // a gift is given only where and when the dish itself could be ordered
  const isGiftAvailable = (id: number) => {
    const dish = input.catalogue.get(id);
    return (
      !!dish &&
      !dish.isArchived &&
      !(input.checkStopList && dish.isOnStop) &&
      isAvailableAt(dish, localMinutes)
    );
  };
  const promo = input.promoCode
    ? evaluatePromo(input.promo, productsPrice, input.time.now, codeEligiblePrice(lines), {
        businessRegionId: input.businessRegionId ?? input.automaticDiscounts?.businessRegionId,
        isGiftAvailable,
      })
    : NO_PROMO;
  const giftDish = promo.giftProductId === null ? undefined : input.catalogue.get(promo.giftProductId);
  const gift: PricedGift | null = giftDish
    ? {
        productId: giftDish.id,
        article: giftDish.article,
        name: giftDish.name,
        count: 1,
        price: 0,
        listPrice: giftDish.price,
      }
    : null;
  const productsAfterDiscount = productsPrice - promo.discount;
  const bonuses = usableBonuses({ ...input.bonuses, productsAfterDiscount });
  const deliveryPrice = deliveryFee({
    isPickup,
    zonePrice: input.zone?.deliveryPrice ?? 0,
    freeDeliveryThreshold: input.zone?.freeDeliveryThreshold ?? null,
    productsAfterDiscount,
    isFreeDeliveryPromo: promo.isFreeDelivery,
  });
  return {
    ok: true,
    cart: {
      lines,
      productsPrice,
      discount: promo.discount,
      promo,
      gift,
      bonuses,
      deliveryPrice,
      amountWithoutDiscount: productsPrice + deliveryPrice,
      amount: orderTotal({
        productsPrice,
        discount: promo.discount,
        bonusAmount: bonuses.amount,
        deliveryPrice,
      }),
      isMinOrderReached: isMinOrderReached(isPickup, productsAfterDiscount, input.zone?.minOrderAmount ?? 0),
      makeAt: time.makeAt,
      expectedAt: time.expectedAt,
      deliveryTimeMinutes: leadMinutes + time.busyMinutes,
      isOutletOpen: time.isOutletOpen,
      busyMinutes: time.busyMinutes,
      asapRefusal: time.asapRefusal,
    },
  };
}

/** What a promo code may lower: every charged line but those an uncombinable promotion lowered. */
function codeEligiblePrice(lines: PricedLines): number {
  let excluded = 0;
  for (const p of lines.products) if (p.discount && !p.discount.combinesWithPromoCodes) excluded += p.amount;
  return lines.productsPrice - excluded;
}
