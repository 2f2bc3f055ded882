import { describe, expect, it } from 'vitest';
import {
  applyCalculatedLines,
  cartCount,
  cartTotal,
  decrement,
  increment,
  parseStoredCart,
  removeLine,
  removeProducts,
  renameLines,
  setCart,
  setCount,
} from './cart-rules';

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

  it('removing by id drops the line whatever its count', () => {
    const cart = increment(increment(increment([], roll), roll), soup);
    expect(removeLine(cart, 1)).toEqual([{ ...soup, count: 1 }]);
    expect(removeLine(cart, 99)).toEqual(cart);
  });

  it('sets a count within maxCount, and 0 or less removes the line', () => {
    const cart = increment([], { ...roll, maxCount: 5 });
    expect(setCount(cart, 1, 3)[0]!.count).toBe(3);
    expect(setCount(cart, 1, 12)[0]!.count).toBe(5);
    expect(setCount(cart, 1, 0)).toEqual([]);
    expect(setCount(cart, 1, -2)).toEqual([]);
  });

  it('removes every listed product (stop list, price not found)', () => {
    const cart = increment(increment([], roll), soup);
    expect(removeProducts(cart, [2, 404])).toEqual([{ ...roll, count: 1 }]);
  });

  it("takes the calculation's price, cap, article and persons, lowering a count over the cap", () => {
    const cart = increment(increment(increment([], roll), roll), soup);
    const next = applyCalculatedLines(cart, [
      { productId: 1, article: 'R-1', price: 32900, oldPrice: 34900, maxCount: 1, persons: 2 },
    ]);
    expect(next[0]).toMatchObject({
      price: 32900,
      oldPrice: 34900,
      maxCount: 1,
      article: 'R-1',
      persons: 2,
      count: 1,
    });
    expect(next[1]).toBe(cart[1]);
    // nothing new: the same array, so the store does not notify
    expect(
      applyCalculatedLines(next, [
        { productId: 1, article: 'R-1', price: 32900, oldPrice: 34900, maxCount: 1, persons: 2 },
      ]),
    ).toBe(next);
  });

  it('keeps only well-formed optional fields of stored lines', () => {
    const [line] = parseStoredCart(
      JSON.stringify([{ ...roll, count: 2, maxCount: 'x', persons: 2, article: 7, oldPrice: null }]),
    );
    expect(line).toEqual({ ...roll, count: 2, persons: 2, oldPrice: null });
  });
});

describe("the cart's names in the page's language (issue 17, item 14)", () => {
  const cart = [
    { ...roll, count: 1 },
    { ...soup, count: 2 },
  ];

  it("takes the catalogue's names, keeping counts and prices", () => {
    const renamed = renameLines(cart, new Map([[1, 'Филадельфия']]));
    expect(renamed.map((l) => [l.name, l.count, l.price])).toEqual([
      ['Филадельфия', 1, 34900],
      ['Місо', 2, 18900],
    ]);
  });

  it('is the same cart when no name differs or none is known', () => {
    expect(renameLines(cart, new Map([[1, 'Філадельфія']]))).toBe(cart);
    expect(renameLines(cart, new Map())).toBe(cart);
    expect(renameLines(cart, new Map([[1, '']]))).toBe(cart);
  });
});
