/**
 * The phone order page's cart (pure, tested): lines keyed by dish and chosen options, the
 * options a dish starts with, and the menu search. Prices are never computed here: the page
 * shows the server's calculation.
 */
import type { TPhoneOrderMenuProduct } from '@food/contracts';

export interface CartLine {
  productId: number;
  name: string;
  /** chosen option ids, sorted */
  options: number[];
  /** names of the chosen options, for the line's label */
  optionNames: string[];
  count: number;
}

export const lineKey = (line: Pick<CartLine, 'productId' | 'options'>) =>
  `${line.productId}:${line.options.join(',')}`;

/** Adds one of a dish with these options: the same dish with the same options is one line. */
export function addLine(cart: readonly CartLine[], line: Omit<CartLine, 'count'>): CartLine[] {
  const options = [...line.options].sort((a, b) => a - b);
  const key = lineKey({ productId: line.productId, options });
  const found = cart.find((l) => lineKey(l) === key);
  if (found) return cart.map((l) => (l === found ? { ...l, count: Math.min(l.count + 1, 99) } : l));
  return [...cart, { ...line, options, count: 1 }];
}

/** A new count for a line; 0 removes it. */
export function setCount(cart: readonly CartLine[], key: string, count: number): CartLine[] {
  const whole = Math.max(0, Math.min(99, Math.floor(count)));
  if (whole === 0) return cart.filter((l) => lineKey(l) !== key);
  return cart.map((l) => (lineKey(l) === key ? { ...l, count: whole } : l));
}

/** The options a dish starts with: each group's defaults that can be chosen now. */
export function defaultChoice(product: Pick<TPhoneOrderMenuProduct, 'optionGroups'>): number[] {
  return product.optionGroups.flatMap((g) =>
    g.options
      .filter((o) => o.isDefault && o.isAvailable)
      .slice(0, g.maxChoices)
      .map((o) => o.id),
  );
}

/** Whether every group has between its min and max choices. */
export function isChoiceComplete(
  product: Pick<TPhoneOrderMenuProduct, 'optionGroups'>,
  chosen: readonly number[],
): boolean {
  return product.optionGroups.every((g) => {
    const n = g.options.filter((o) => chosen.includes(o.id)).length;
    return n >= g.minChoices && n <= g.maxChoices;
  });
}

/** Dishes whose name or article holds every typed word (any case). */
export function searchMenu<P extends Pick<TPhoneOrderMenuProduct, 'name' | 'article'>>(
  products: readonly P[],
  typed: string,
): P[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...products];
  return products.filter((p) => {
    const text = `${p.name} ${p.article}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
