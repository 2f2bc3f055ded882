import { describe, expect, it } from 'vitest';
import { addLine, defaultChoice, isChoiceComplete, lineKey, searchMenu, setCount } from './phone-order-rules';

const group = (id: number, min: number, max: number, options: Array<[number, boolean, boolean?]>) => ({
  id,
  name: `g${id}`,
  minChoices: min,
  maxChoices: max,
  options: options.map(([oid, isDefault, isAvailable = true]) => ({
    id: oid,
    name: `o${oid}`,
    price: 0,
    linkedProductId: null,
    isDefault,
    isAvailable,
  })),
});

describe('the phone order cart', () => {
  it('merges the same dish with the same options, whatever their order, and keeps others apart', () => {
    let cart = addLine([], { productId: 1, name: 'Pizza', options: [5, 3], optionNames: [] });
    cart = addLine(cart, { productId: 1, name: 'Pizza', options: [3, 5], optionNames: [] });
    cart = addLine(cart, { productId: 1, name: 'Pizza', options: [4], optionNames: [] });
    expect(cart.map((l) => [lineKey(l), l.count])).toEqual([
      ['1:3,5', 2],
      ['1:4', 1],
    ]);
  });

  it('sets counts between 0 and 99, and 0 removes the line', () => {
    const cart = addLine([], { productId: 7, name: 'Roll', options: [], optionNames: [] });
    expect(setCount(cart, '7:', 150)[0]!.count).toBe(99);
    expect(setCount(cart, '7:', 0)).toEqual([]);
  });

  it('starts a dish with its available defaults and knows when every group is answered', () => {
    const product = {
      optionGroups: [
        group(1, 1, 1, [
          [10, false],
          [11, true],
        ]),
        group(2, 0, 2, [[20, true, false]]),
      ],
    };
    expect(defaultChoice(product)).toEqual([11]);
    expect(isChoiceComplete(product, [11])).toBe(true);
    expect(isChoiceComplete(product, [])).toBe(false);
    expect(isChoiceComplete(product, [10, 11])).toBe(false);
  });

  it('finds dishes by every typed word in the name or article', () => {
    const menu = [
      { name: 'Dragon roll', article: 'SM-7' },
      { name: 'Red dragon', article: 'SM-8' },
    ];
    expect(searchMenu(menu, 'dragon').length).toBe(2);
    expect(searchMenu(menu, 'RED drag').map((p) => p.article)).toEqual(['SM-8']);
    expect(searchMenu(menu, 'sm-7').map((p) => p.name)).toEqual(['Dragon roll']);
    expect(searchMenu(menu, '  ').length).toBe(2);
  });
});
