'use client';

import type { CartLine } from '../cart/cart-rules';
import { cartActions } from '../cart/cart-store';
import { keyOfLine } from '../cart/line-key';

/**
 * Sets the whole cart to `next` (a cart carried from another city replaces the one this city's
 * site kept from an earlier visit: the customer's cart is the one they came with). The cart
 * store offers '+' and '-' per line, so this takes every line out and adds the new ones.
 */
export function replaceCart(current: readonly CartLine[], next: readonly CartLine[]) {
  for (const line of current) for (let i = 0; i < line.count; i++) cartActions.remove(keyOfLine(line));
  for (const { count, ...line } of next) for (let i = 0; i < count; i++) cartActions.add(line);
}
