import { describe, expect, it } from 'vitest';
import { repeatLines, repeatProductIds, type SoldProduct } from './repeat-order';

const sold = (id: number, over: Partial<SoldProduct> = {}): SoldProduct => ({
  id,
  name: `Dish ${id}`,
  localization: [{ language: 'uk', name: `Страва ${id}` }],
  price: id * 100,
  imageUrl: `/img/${id}`,
  slug: `dish-${id}`,
  categorySlug: 'rolls',
  isAddon: false,
  isArchived: false,
  isOnStop: false,
  ...over,
});

describe('repeating an order', () => {
  const ordered = [
    { productId: 1, count: 2, parentProductId: null, name: 'Філадельфія' },
    { productId: 9, count: 1, parentProductId: 1, name: 'Соєвий соус' },
    { productId: 2, count: 1, parentProductId: null, name: 'Дракон' },
    { productId: 1, count: 1, parentProductId: null, name: 'Філадельфія' },
    { productId: 3, count: 1, parentProductId: null, name: 'Зняте з меню' },
  ];

  it("puts the dishes back at today's prices, in the visitor's language, merging repeats", () => {
    const { lines, missing } = repeatLines(ordered, [sold(1), sold(2), sold(9, { isAddon: true })], 'uk');
    expect(lines).toEqual([
      {
        productId: 1,
        count: 3,
        price: 100,
        name: 'Страва 1',
        imageUrl: '/img/1',
        slug: 'dish-1',
        categorySlug: 'rolls',
      },
      expect.objectContaining({ productId: 2, count: 1, price: 200 }),
    ]);
    expect(missing).toEqual(['Зняте з меню']);
  });

  it('reports archived and stopped dishes instead of adding them, and caps counts', () => {
    const { lines, missing } = repeatLines(
      [
        { productId: 1, count: 150, parentProductId: null, name: 'A' },
        { productId: 2, count: 1, parentProductId: null, name: 'B' },
        { productId: 3, count: 1, parentProductId: null, name: 'C' },
      ],
      [sold(1), sold(2, { isArchived: true }), sold(3, { isOnStop: true })],
      'en',
    );
    expect(lines.map((l) => [l.productId, l.count, l.name])).toEqual([[1, 99, 'Dish 1']]);
    expect(missing).toEqual(['B', 'C']);
  });

  it('repeats each size of a pizza as its own line, with the options today’s menu still has (issue 19)', () => {
    const groups = [
      {
        minChoices: 1,
        options: [
          { id: 40, name: '30 см', price: 0, isAvailable: true },
          { id: 41, name: '40 см', price: 10000, isAvailable: true },
        ],
      },
      { minChoices: 0, options: [{ id: 52, name: 'Тонкий', price: 0, isAvailable: false }] },
    ];
    const option = (optionId: number, name: string, price = 0) => ({ optionId, name, price });
    const { lines, missing } = repeatLines(
      [
        {
          productId: 7,
          count: 1,
          parentProductId: null,
          name: 'Маргарита',
          options: [option(41, '40 cm', 9000)],
        },
        { productId: 7, count: 2, parentProductId: null, name: 'Маргарита', options: [option(40, '30 cm')] },
        { productId: 7, count: 1, parentProductId: null, name: 'Маргарита', options: [option(41, '40 cm')] },
        // thin crust is sold out today; a line without the required size cannot be repeated blind
        {
          productId: 7,
          count: 1,
          parentProductId: null,
          name: 'Тонка',
          options: [option(40, '30 cm'), option(52, 'thin')],
        },
        { productId: 7, count: 1, parentProductId: null, name: 'Без розміру' },
      ],
      [sold(7, { optionGroups: groups })],
      'uk',
    );
    expect(lines.map((l) => [l.count, l.price, l.options])).toEqual([
      [2, 10700, [{ id: 41, name: '40 см' }]],
      [2, 700, [{ id: 40, name: '30 см' }]],
    ]);
    expect(missing).toEqual(['Тонка', 'Без розміру']);
  });

  it('asks the catalogue about the dishes only', () => {
    expect(repeatProductIds(ordered)).toEqual([1, 2, 3]);
  });
});
