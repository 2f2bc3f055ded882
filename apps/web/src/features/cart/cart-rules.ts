/**
 * Cart transitions of SPEC section 4, as pure functions: '+' adds or increments, '-' decrements
 * and removes at zero, setting drops lines with count 0 or less, counts are capped at maxCount.
 */
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
}

export const MAX_LINE_COUNT = 99;

export function increment(cart: readonly CartLine[], line: Omit<CartLine, 'count'>): CartLine[] {
  const existing = cart.find((l) => l.productId === line.productId);
  const cap = line.maxCount ?? existing?.maxCount ?? MAX_LINE_COUNT;
  if (!existing) return [...cart, { ...line, count: 1 }];
  return cart.map((l) => (l.productId === line.productId ? { ...l, count: Math.min(l.count + 1, cap) } : l));
}

export function decrement(cart: readonly CartLine[], productId: number): CartLine[] {
  return cart.flatMap((l) =>
    l.productId !== productId ? [l] : l.count - 1 > 0 ? [{ ...l, count: l.count - 1 }] : [],
  );
}

export function setCart(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((l) => l.count > 0);
}

/** Sets a line's count, capped at its maxCount; 0 or less removes it. */
export function setCount(cart: readonly CartLine[], productId: number, count: number): CartLine[] {
  return setCart(
    cart.map((l) =>
      l.productId === productId
        ? { ...l, count: Math.min(Math.floor(count), l.maxCount ?? MAX_LINE_COUNT) }
        : l,
    ),
  );
}

/** SPEC section 4: removing by id sets that line's count to 0, which drops it. */
export const removeLine = (cart: readonly CartLine[], productId: number) => setCount(cart, productId, 0);

/** Drops every line whose product is listed (stop list, 'Price not found'). */
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
}

/**
 * Takes the server's word for each line it priced: price, old price, cap, article and persons.
 * A count over the new cap is lowered to it. Lines the server did not price stay as they are.
 */
export function applyCalculatedLines(
  cart: readonly CartLine[],
  priced: readonly CalculatedLine[],
): CartLine[] {
  const byId = new Map(priced.map((p) => [p.productId, p]));
  let changed = false;
  const next = cart.map((l) => {
    const p = byId.get(l.productId);
    if (!p) return l;
    const count = Math.min(l.count, p.maxCount);
    if (
      l.price === p.price &&
      l.oldPrice === p.oldPrice &&
      l.maxCount === p.maxCount &&
      l.article === p.article &&
      l.persons === p.persons &&
      l.count === count
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

/** Reads stored lines; anything unreadable is discarded (SPEC section 4). */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return setCart(data.flatMap((item: unknown) => toLine(item) ?? []));
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
  return line;
}
