import { describe, expect, it } from 'vitest';
import {
  applyCalculatedLines,
  cartTotal,
  decrement,
  increment,
  parseStoredCart,
  removeLine,
  removeProducts,
  setCount,
  type CartLine,
} from './cart-rules';
import { keyOfLine } from './line-key';
import { priceChangesOf } from '../checkout/price-changes';
import { productLines } from '../checkout/checkout-rules';

const pizza = {
  productId: 7,
  price: 25900,
  name: 'Pepperoni',
  imageUrl: '/i',
  slug: 'pepperoni',
  categorySlug: 'pizza',
};
const big = {
  ...pizza,
  price: 34900,
  options: [
    { id: 41, name: '40 cm' },
    { id: 52, name: 'thin crust' },
  ],
};
const small = {
  ...pizza,
  options: [
    { id: 40, name: '30 cm' },
    { id: 52, name: 'thin crust' },
  ],
};

describe('cart lines with options (issue 19)', () => {
  it('keeps the same product with other options as another line, each with its own count', () => {
    let cart = increment([], big);
    cart = increment(cart, small);
    cart = increment(cart, big);
    expect(cart.map((l) => [keyOfLine(l), l.count])).toEqual([
      ['7:41.52', 2],
      ['7:40.52', 1],
    ]);
    expect(cartTotal(cart)).toBe(2 * 34900 + 25900);
  });

  it('finds the line by its options whatever their order', () => {
    const cart = increment([], big);
    const again = increment(cart, { ...big, options: [...big.options].reverse() });
    expect(again).toHaveLength(1);
    expect(again[0]!.count).toBe(2);
  });

  it('steps, sets and removes one line by its key, leaving the other', () => {
    const cart = increment(increment(increment([], big), big), small);
    expect(decrement(cart, '7:41.52').map((l) => l.count)).toEqual([1, 1]);
    expect(setCount(cart, '7:40.52', 5).map((l) => l.count)).toEqual([2, 5]);
    expect(removeLine(cart, '7:41.52').map(keyOfLine)).toEqual(['7:40.52']);
    // a product id names the line without options: neither of these
    expect(decrement(cart, 7)).toEqual(cart);
  });

  it('takes every line of a product out when the product goes (stop list)', () => {
    const cart = increment(increment([], big), small);
    expect(removeProducts(cart, [7])).toEqual([]);
  });

  it('sends each line with its option ids, ascending', () => {
    const cart = increment(increment([], big), { ...pizza, productId: 8 });
    expect(productLines(cart)).toEqual([
      { productId: 7, count: 1, options: [41, 52] },
      { productId: 8, count: 1 },
    ]);
  });
});

describe('matching the calculation back to the lines', () => {
  const priced = (price: number, optionIds: number[], names: string[] = []) => ({
    productId: 7,
    article: 'P-7',
    price,
    oldPrice: null,
    maxCount: 99,
    persons: null,
    options: optionIds.map((optionId, i) => ({ optionId, name: names[i] ?? `#${optionId}` })),
  });

  it('prices each line by its product and options', () => {
    const cart = increment(increment([], big), small);
    const next = applyCalculatedLines(cart, [priced(26900, [52, 40]), priced(35900, [41, 52])]);
    expect(next.map((l) => [keyOfLine(l), l.price])).toEqual([
      ['7:41.52', 35900],
      ['7:40.52', 26900],
    ]);
  });

  it('takes the server’s names of the options', () => {
    const cart = increment([], big);
    const [line] = applyCalculatedLines(cart, [priced(34900, [41, 52], ['40 см', 'тонке тісто'])]);
    expect(line!.options).toEqual([
      { id: 41, name: '40 см' },
      { id: 52, name: 'тонке тісто' },
    ]);
  });

  it('leaves a line the server priced with other options alone', () => {
    const cart = increment([], big);
    expect(applyCalculatedLines(cart, [priced(1, [40, 52])])).toBe(cart);
  });

  it('names a changed price per line', () => {
    const cart = increment(increment([], big), small);
    expect(priceChangesOf(cart, [priced(34900, [41, 52]), priced(27900, [40, 52])])).toEqual([
      { productId: 7, name: 'Pepperoni', from: 25900, to: 27900, options: '30 cm · thin crust' },
    ]);
  });
});

describe('stored carts', () => {
  const store = (lines: unknown[]) => JSON.stringify(lines);

  it('reads a cart saved before options as lines without options', () => {
    const old = { ...pizza, count: 2 };
    const [line] = parseStoredCart(store([old]));
    expect(line).toEqual(old);
    expect(keyOfLine(line!)).toBe('7');
  });

  it('reads lines with options and keeps them apart', () => {
    const lines: CartLine[] = [
      { ...big, count: 1 },
      { ...small, count: 3 },
    ];
    expect(parseStoredCart(store(lines))).toEqual(lines);
  });

  it('drops a line whose options cannot be read, rather than order it without the choice', () => {
    const cart = parseStoredCart(
      store([
        { ...pizza, count: 1, options: [{ id: 'x', name: '40 cm' }] },
        { ...pizza, count: 1, options: 'thin' },
        { ...pizza, count: 1, options: [{ id: 41 }] },
        { ...small, count: 1 },
      ]),
    );
    expect(cart.map(keyOfLine)).toEqual(['7:40.52']);
  });

  it('keeps the first of two stored lines with one key', () => {
    const cart = parseStoredCart(
      store([
        { ...big, count: 1 },
        { ...big, count: 4 },
      ]),
    );
    expect(cart).toEqual([{ ...big, count: 1 }]);
  });

  it('reads an empty options list as none', () => {
    const [line] = parseStoredCart(store([{ ...pizza, count: 1, options: [] }]));
    expect(line).toEqual({ ...pizza, count: 1 });
  });
});
