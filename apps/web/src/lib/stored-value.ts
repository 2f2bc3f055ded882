/**
 * The stored value, or `empty` itself when it holds nothing. React compares a store's snapshot
 * in the browser with the server's (`empty`) by identity: a fresh `[]` for a visitor with no cart
 * or no favourites made every cart button, favourite toggle, the header badge and the cart bar
 * render a second time, synchronously, right after hydration (storefront issue: TBT).
 */
export function orEmpty<T>(value: T, empty: T): T {
  return JSON.stringify(value) === JSON.stringify(empty) ? empty : value;
}
