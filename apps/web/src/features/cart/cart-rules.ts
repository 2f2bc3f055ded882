/**
 * Cart transitions of SPEC section 4, as pure functions: '+' adds or increments, '-' decrements
 * and removes at zero, setting drops lines with count 0 or less, counts are capped at maxCount.
 * A line is a product with its chosen options (issue 19): lines are found by their key
 * (line-key.ts); a product id alone names the product's line without options.
 */
import { keyOfLine, keyOfRef, lineKey, type LineRef } from './line-key';

/** An option chosen for a line: its id (sent) and its name (shown under the dish's name). */
export interface CartLineOption {
  id: number;
  name: string;
}

export interface CartLine {
  productId: number;
  count: number;
  /** price shown when added, minor units; the server prices the order (checkout issue) */
  price: number;
  name: string;
  imageUrl: string;
  slug: string;
  categorySlug: string | null;
  maxCount?: number;
  /** filled in from the last calculation (SPEC section 3 cart line) */
  article?: string;
  oldPrice?: number | null;
  /** how many people the dish feeds (additionalProperties.persons) */
  persons?: number | null;
  /** the chosen options in the product's group order; absent or empty: none (issue 19) */
  options?: CartLineOption[];
}

export const MAX_LINE_COUNT = 99;

export function increment(cart: readonly CartLine[], line: Omit<CartLine, 'count'>): CartLine[] {
  const key = keyOfLine(line);
  const existing = cart.find((l) => keyOfLine(l) === key);
  const cap = line.maxCount ?? existing?.maxCount ?? MAX_LINE_COUNT;
  if (!existing) return [...cart, { ...line, count: 1 }];
  return cart.map((l) => (l === existing ? { ...l, count: Math.min(l.count + 1, cap) } : l));
}

export function decrement(cart: readonly CartLine[], ref: LineRef): CartLine[] {
  const key = keyOfRef(ref);
  return cart.flatMap((l) =>
    keyOfLine(l) !== key ? [l] : l.count - 1 > 0 ? [{ ...l, count: l.count - 1 }] : [],
  );
}

export function setCart(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((l) => l.count > 0);
}

/** Sets a line's count, capped at its maxCount; 0 or less removes it. */
export function setCount(cart: readonly CartLine[], ref: LineRef, count: number): CartLine[] {
  const key = keyOfRef(ref);
  return setCart(
    cart.map((l) =>
      keyOfLine(l) === key ? { ...l, count: Math.min(Math.floor(count), l.maxCount ?? MAX_LINE_COUNT) } : l,
    ),
  );
}

/** SPEC section 4: removing by id sets that line's count to 0, which drops it. */
export const removeLine = (cart: readonly CartLine[], ref: LineRef) => setCount(cart, ref, 0);

/** Drops every line whose product is listed, whatever its options (stop list, 'Price not found'). */
export function removeProducts(cart: readonly CartLine[], productIds: readonly number[]): CartLine[] {
  const gone = new Set(productIds);
  return cart.filter((l) => !gone.has(l.productId));
}

export interface CalculatedLine {
  productId: number;
  article: string;
  price: number;
  oldPrice: number | null;
  maxCount: number;
  persons: number | null;
  /** the line's options as the server priced them (issue 19); absent: none */
  options?: ReadonlyArray<{ optionId: number; name: string }>;
}

/** The key of a priced line: its product and the options the server priced for it. */
export const keyOfCalculated = (p: Pick<CalculatedLine, 'productId' | 'options'>) =>
  lineKey(
    p.productId,
    p.options?.map((o) => o.optionId),
  );

/** The server's names of a line's options, in the cart's order; the same array when none differs. */
function renamedOptions(line: CartLine, priced: CalculatedLine): CartLineOption[] | undefined {
  if (!line.options?.length || !priced.options?.length) return line.options;
  const names = new Map(priced.options.map((o) => [o.optionId, o.name]));
  let changed = false;
  const next = line.options.map((o) => {
    const name = names.get(o.id);
    if (!name || name === o.name) return o;
    changed = true;
    return { ...o, name };
  });
  return changed ? next : line.options;
}

/**
 * Takes the server's word for each line it priced: price, old price, cap, article and persons
 * (and the names of its options). A priced line is matched to the cart's by product and options.
 * A count over the new cap is lowered to it. Lines the server did not price stay as they are.
 */
export function applyCalculatedLines(
  cart: readonly CartLine[],
  priced: readonly CalculatedLine[],
): CartLine[] {
  const byKey = new Map(priced.map((p) => [keyOfCalculated(p), p]));
  let changed = false;
  const next = cart.map((l) => {
    const p = byKey.get(keyOfLine(l));
    if (!p) return l;
    const count = Math.min(l.count, p.maxCount);
    const options = renamedOptions(l, p);
    if (
      l.price === p.price &&
      l.oldPrice === p.oldPrice &&
      l.maxCount === p.maxCount &&
      l.article === p.article &&
      l.persons === p.persons &&
      l.count === count &&
      l.options === options
    )
      return l;
    changed = true;
    return {
      ...l,
      price: p.price,
      oldPrice: p.oldPrice,
      maxCount: p.maxCount,
      article: p.article,
      persons: p.persons,
      count,
      ...(options ? { options } : {}),
    };
  });
  return changed ? next : (cart as CartLine[]);
}

/**
 * A line keeps the name it was added with, in the language of that page; the cart shows the
 * page's language (issue 17, item 14), so the names the catalogue gives in it replace them.
 * Unchanged when no name differs (the same array: no store write, no render).
 */
export function renameLines(cart: readonly CartLine[], names: ReadonlyMap<number, string>): CartLine[] {
  let changed = false;
  const next = cart.map((l) => {
    const name = names.get(l.productId);
    if (!name || name === l.name) return l;
    changed = true;
    return { ...l, name };
  });
  return changed ? next : (cart as CartLine[]);
}

export const cartCount = (cart: readonly CartLine[]) => cart.reduce((n, l) => n + l.count, 0);
export const cartTotal = (cart: readonly CartLine[]) => cart.reduce((sum, l) => sum + l.price * l.count, 0);

/**
 * Reads stored lines; anything unreadable is discarded (SPEC section 4). Carts saved before
 * option groups (lines without `options`) read as lines without options; a line whose options
 * cannot be read is dropped rather than ordered without the customer's choice, and two stored
 * lines with one key (hand-edited storage) keep the first.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  return setCart(
    data.flatMap((item: unknown) => {
      const line = toLine(item);
      if (!line) return [];
      const key = keyOfLine(line);
      if (seen.has(key)) return [];
      seen.add(key);
      return [line];
    }),
  );
}

function toOptions(v: unknown): CartLineOption[] | null {
  if (!Array.isArray(v) || v.length > 30) return null;
  const out: CartLineOption[] = [];
  for (const o of v as unknown[]) {
    if (typeof o !== 'object' || o === null) return null;
    const { id, name } = o as Record<string, unknown>;
    if (!isCount(id) || id <= 0 || typeof name !== 'string' || out.some((x) => x.id === id)) return null;
    out.push({ id, name });
  }
  return out;
}

const isCount = (v: unknown): v is number => Number.isInteger(v);

function toLine(item: unknown): CartLine | null {
  if (typeof item !== 'object' || item === null) return null;
  const l = item as Record<string, unknown>;
  if (!isCount(l.productId) || !isCount(l.count) || !isCount(l.price) || typeof l.name !== 'string')
    return null;
  const line: CartLine = {
    productId: l.productId,
    count: l.count,
    price: l.price,
    name: l.name,
    imageUrl: typeof l.imageUrl === 'string' ? l.imageUrl : '',
    slug: typeof l.slug === 'string' ? l.slug : '',
    categorySlug: typeof l.categorySlug === 'string' ? l.categorySlug : null,
  };
  if (isCount(l.maxCount) && l.maxCount > 0) line.maxCount = l.maxCount;
  if (typeof l.article === 'string') line.article = l.article;
  if (isCount(l.oldPrice) || l.oldPrice === null) line.oldPrice = l.oldPrice;
  if (isCount(l.persons) || l.persons === null) line.persons = l.persons;
  if (l.options !== undefined) {
    const options = toOptions(l.options);
    if (!options) return null;
    if (options.length) line.options = options;
  }
  return line;
}
