import { describe, expect, it } from 'vitest';
import { cartCount, cartTotal, decrement, increment, parseStoredCart, setCart } from './cart-rules';

const roll = {
  productId: 1,
  price: 34900,
  name: 'Філадельфія',
  imageUrl: '/i',
  slug: 'philadelphia',
  categorySlug: 'rolls',
};
const soup = {
  productId: 2,
  price: 18900,
  name: 'Місо',
  imageUrl: '/i',
  slug: 'miso',
  categorySlug: 'soups',
};

describe('cart rules (SPEC section 4)', () => {
  it("'+' adds a line, then increments it", () => {
    const once = increment([], roll);
    expect(once).toEqual([{ ...roll, count: 1 }]);
    expect(increment(once, roll)[0]!.count).toBe(2);
  });

  it('caps the count at maxCount', () => {
    let cart = increment([], { ...roll, maxCount: 2 });
    cart = increment(increment(cart, roll), roll);
    expect(cart[0]!.count).toBe(2);
  });

  it("'-' decrements and removes the line at zero", () => {
    const cart = increment(increment(increment([], roll), roll), soup);
    expect(decrement(cart, 1)).toEqual([
      { ...roll, count: 1 },
      { ...soup, count: 1 },
    ]);
    expect(decrement(cart, 2)).toEqual([{ ...roll, count: 2 }]);
  });

  it('drops lines with count 0 or less when set', () => {
    expect(
      setCart([
        { ...roll, count: 0 },
        { ...soup, count: -1 },
        { ...roll, productId: 3, count: 2 },
      ]),
    ).toHaveLength(1);
  });

  it('counts items and sums the total in minor units', () => {
    const cart = increment(increment(increment([], roll), roll), soup);
    expect(cartCount(cart)).toBe(3);
    expect(cartTotal(cart)).toBe(34900 * 2 + 18900);
  });

  it('discards unreadable stored data', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(
      parseStoredCart(
        JSON.stringify([
          { productId: 'x', count: 1 },
          { ...roll, count: 2 },
        ]),
      ),
    ).toEqual([{ ...roll, count: 2 }]);
  });
});
