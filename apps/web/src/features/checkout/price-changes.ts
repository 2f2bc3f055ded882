/**
 * Issue 17, item 4: a price that changes between the menu, the cart and checkout says why. The
 * cart keeps the price each line was last shown at (the menu's, then each calculation's); when a
 * calculation prices a line otherwise, the summary names the dish, both prices and the reason:
 * the address (its restaurant's own prices), the chosen restaurant, or the menu's prices changed.
 */
import { keyOfCalculated, type CalculatedLine, type CartLineOption } from '../cart/cart-rules';
import { keyOfLine, optionsText } from '../cart/line-key';
import type { CheckoutBody } from './checkout-rules';

/** What a calculation was priced for. */
export type PricePlace = 'address' | 'restaurant' | 'city';

export interface PriceChange {
  productId: number;
  name: string;
  /** minor units */
  from: number;
  to: number;
  /** the line's options as text ("40 cm · thin crust"), for a line with options (issue 19) */
  options?: string;
}

export interface PriceNotice {
  place: PricePlace;
  changes: PriceChange[];
}

export function pricePlaceOf(body: Pick<CheckoutBody, 'delivery' | 'outletId'>): PricePlace {
  if (body.delivery.type === 0) return body.delivery.location ? 'address' : 'city';
  return 'restaurant';
}

/** The place a calculation priced at, to tell a move from a change of the cart. */
export const placeKeyOf = (place: PricePlace, outletId: number | null) => `${place}:${outletId ?? ''}`;

/**
 * The cart's lines whose unit price the calculation set otherwise, matched by product and
 * chosen options (issue 19). A line priced below what the cart showed, with that price struck
 * through beside it (`oldPrice`: an automatic promotion the order falls in, e.g. a night's ASAP
 * order cooked on a weekend morning), explains itself: none of the notice's reasons is true.
 */
export function priceChangesOf(
  lines: ReadonlyArray<{ productId: number; name: string; price: number; options?: CartLineOption[] }>,
  priced: ReadonlyArray<Pick<CalculatedLine, 'productId' | 'price' | 'oldPrice' | 'options'>>,
): PriceChange[] {
  const byKey = new Map(priced.map((p) => [keyOfCalculated(p), p]));
  return lines.flatMap((l) => {
    const { price: to, oldPrice } = byKey.get(keyOfLine(l)) ?? {};
    if (to === undefined || to === l.price) return [];
    if (to < l.price && oldPrice === l.price) return [];
    const change: PriceChange = { productId: l.productId, name: l.name, from: l.price, to };
    if (l.options?.length) change.options = optionsText(l.options);
    return [change];
  });
}

/**
 * The notice after a calculation: new changes replace it; without changes it stays while the
 * place stays (a '+' at the same address keeps saying why), and goes when the place changed.
 */
export function nextPriceNotice(
  current: PriceNotice | null,
  changes: PriceChange[],
  place: PricePlace,
  isSamePlace: boolean,
): PriceNotice | null {
  if (changes.length) return { place, changes };
  return isSamePlace ? current : null;
}
