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

export const cartCount = (cart: readonly CartLine[]) => cart.reduce((n, l) => n + l.count, 0);
export const cartTotal = (cart: readonly CartLine[]) => cart.reduce((sum, l) => sum + l.price * l.count, 0);

/** Reads stored lines; anything unreadable is discarded (SPEC section 4). */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return setCart(
      data.filter(
        (l): l is CartLine =>
          typeof l === 'object' &&
          l !== null &&
          Number.isInteger((l as CartLine).productId) &&
          Number.isInteger((l as CartLine).count) &&
          Number.isInteger((l as CartLine).price) &&
          typeof (l as CartLine).name === 'string',
      ),
    );
  } catch {
    return [];
  }
}
