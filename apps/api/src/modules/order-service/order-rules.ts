/**
 * What order creation demands beyond a successful calculation. A calculation corrects what it can
 * (counts capped, bonuses limited, an unmet minimum reported) so the customer sees it; creating
 * the order refuses the same request, so nobody is charged for something other than they asked.
 */
import type { TCheckoutRequest } from '@food/contracts';
import type { PricedCart } from './pricing/price-cart.js';
import type { PromoRefusal } from './pricing/promo.js';

/**
 * Refusals that depend on who orders (once per customer, first order only, all uses gone): a
 * calculation without the phone, or one a moment before a concurrent order took the last use,
 * showed the discount. Creating the order at full price would charge more than the customer was
 * shown, so creation refuses instead. A code refused for anything else was refused by the
 * calculation too, and is ignored as before (SPEC section 4 sends the code on the final create).
 */
const CUSTOMER_PROMO_REFUSALS: ReadonlySet<PromoRefusal> = new Set([
  'ALREADY_USED',
  'NOT_FIRST_ORDER',
  'USES_EXHAUSTED',
  // a code limited to other cities, or a gift dish that cannot be given with this order (issue 19)
  'NOT_IN_CITY',
  'GIFT_UNAVAILABLE',
]);

export interface CreationProblem {
  code:
    | 'PRODUCT_COUNT_EXCEEDED'
    | 'BONUSES_EXCEED_BALANCE'
    | 'MIN_ORDER_AMOUNT_NOT_REACHED'
    | 'ORDER_AMOUNT_INVALID'
    | 'CHANGE_TOO_SMALL'
    | 'PROMO_CODE_NOT_APPLICABLE'
    | 'VALIDATION_ERROR';
  message: string;
  details: Array<Record<string, unknown>>;
}

/**
 * The largest sum an order may carry: its amounts are stored as PostgreSQL integers (minor
 * units). A cart past it (a real menu would need hundreds of its dearest dishes at 99 each) is a
 * 422, never a database overflow answered as a 500.
 */
export const MAX_ORDER_AMOUNT = 2_147_483_647;

/**
 * A courier needs the building (issue 17, item 2). SPEC section 5 has clients send "0" for a
 * house left empty, so "0" (or "00") is no house either: no building is numbered 0.
 */
export const isHouseNumber = (house: string | null | undefined): boolean =>
  !!house && !/^0+$/.test(house.trim());

export function creationProblems(
  body: TCheckoutRequest,
  cart: PricedCart,
  contactPhone: string | null,
): CreationProblem[] {
  const problems: CreationProblem[] = [];
  const missing = (path: string, message: string) =>
    problems.push({
      code: 'VALIDATION_ERROR',
      message: `Invalid body: ${path} ${message}`,
      details: [{ in: 'body', path, message }],
    });
  if (!contactPhone) missing('/customerPhone', 'is required to order without signing in');
  if (body.delivery.type === 0 && !body.delivery.street)
    missing('/delivery/street', 'is required for delivery');
  if (body.delivery.type === 0 && !isHouseNumber(body.delivery.house))
    missing('/delivery/house', 'is required for delivery');

  const over = [
    ...cart.lines.products
      .filter((p) => p.requestedCount > p.count)
      .map((p) => ({ productId: p.productId, requested: p.requestedCount, maxCount: p.maxCount })),
    ...cart.lines.addons
      .filter((a) => a.requestedCount !== null && a.requestedCount > a.count)
      .map((a) => ({ productId: a.addonId, requested: a.requestedCount, maxCount: a.countMax })),
  ];
  const offered = new Set([
    ...cart.lines.products.map((p) => p.productId),
    ...cart.lines.addons.map((a) => a.addonId),
  ]);
  const orphans = body.products
    .filter((l) => l.count > 0 && !offered.has(l.productId))
    .map((l) => ({ productId: l.productId, requested: l.count, maxCount: 0 }));
  if (over.length || orphans.length)
    problems.push({
      code: 'PRODUCT_COUNT_EXCEEDED',
      message: 'Some counts are over what may be ordered (recalculate the cart)',
      details: [...over, ...orphans],
    });

  if (body.payment.bonusCount > cart.bonuses.used)
    problems.push({
      code: 'BONUSES_EXCEED_BALANCE',
      message: `At most ${cart.bonuses.maxUsable} bonus points can be spent on this order`,
      details: [{ requested: body.payment.bonusCount, maxUsable: cart.bonuses.maxUsable }],
    });
  if (!cart.isMinOrderReached)
    problems.push({
      code: 'MIN_ORDER_AMOUNT_NOT_REACHED',
      message: 'The order is below the minimum for delivery to this address',
      details: [{ productsAfterDiscount: cart.productsPrice - cart.discount }],
    });
  if (cart.amount <= 0 && !cart.promo.isSuccess)
    problems.push({
      code: 'ORDER_AMOUNT_INVALID',
      message: 'The order total must be above zero',
      details: [],
    });
  if (cart.amountWithoutDiscount > MAX_ORDER_AMOUNT)
    problems.push({
      code: 'ORDER_AMOUNT_INVALID',
      message: 'The order is too large to take online; please call the restaurant',
      details: [{ amountWithoutDiscount: cart.amountWithoutDiscount, max: MAX_ORDER_AMOUNT }],
    });
  // a friend's referral code gives no discount: refusing it changes no price, so it never fails
  const isDiscountCode = cart.promo.kind !== 'REFERRAL';
  if (isDiscountCode && cart.promo.reason && CUSTOMER_PROMO_REFUSALS.has(cart.promo.reason))
    problems.push({
      code: 'PROMO_CODE_NOT_APPLICABLE',
      message: `The promo code cannot be used for this order (${cart.promo.reason}); remove it to order`,
      details: [{ promoCode: body.promoCode ?? null, reason: cart.promo.reason }],
    });
  const change = body.additionalInfo.change;
  if (body.payment.paymentType === 'CASH' && change != null && change < cart.amount)
    problems.push({
      code: 'CHANGE_TOO_SMALL',
      message: 'The cash to give change from is less than the total',
      details: [{ change, amount: cart.amount }],
    });
  return problems;
}
