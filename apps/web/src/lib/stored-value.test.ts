import { describe, expect, it } from 'vitest';
import { parseStoredAddons } from '../features/cart/addon-choices';
import { parseStoredCart, type CartLine } from '../features/cart/cart-rules';
import { parseFavoriteIds } from '../features/favorites/favorite-ids';
import { orEmpty } from './stored-value';

describe('orEmpty', () => {
  const EMPTY: CartLine[] = [];

  it('gives the empty value itself for nothing stored, so the server and browser snapshots match', () => {
    expect(orEmpty(parseStoredCart(null), EMPTY)).toBe(EMPTY);
    expect(orEmpty(parseStoredCart('[]'), EMPTY)).toBe(EMPTY);
    expect(orEmpty(parseStoredCart('not json'), EMPTY)).toBe(EMPTY);
    const NO_ADDONS = {};
    expect(orEmpty(parseStoredAddons(null), NO_ADDONS)).toBe(NO_ADDONS);
    const NO_FAVOURITES: number[] = [];
    expect(orEmpty(parseFavoriteIds(null), NO_FAVOURITES)).toBe(NO_FAVOURITES);
  });

  it('keeps a stored cart as it is', () => {
    const stored = parseStoredCart(
      JSON.stringify([{ productId: 1, count: 2, price: 25900, name: 'Філадельфія' }]),
    );
    expect(orEmpty(stored, [])).toBe(stored);
    expect(stored).toHaveLength(1);
  });
});
