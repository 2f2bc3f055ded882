import { describe, expect, it } from 'vitest';
import { carriedCartLines, type CityProduct } from './carried-cart';

const product = (id: number, price: number, extra: Partial<CityProduct> = {}): CityProduct => ({
  id,
  price,
  name: `Рол ${id}`,
  slug: `roll-${id}`,
  categorySlug: 'rolls',
  imageUrl: `/img/${id}`,
  localization: [{ language: 'en', name: `Roll ${id}`, description: '', composition: '' }],
  isAddon: false,
  ...extra,
});

describe('a cart carried to another city', () => {
  it("takes this city's prices and the page language's names, counts as carried", () => {
    const { lines, dropped } = carriedCartLines(
      [
        { id: 1, count: 2 },
        { id: 2, count: 1 },
      ],
      [product(2, 18_900), product(1, 24_900)],
      'en',
    );
    expect(dropped).toBe(0);
    expect(lines).toEqual([
      {
        productId: 1,
        count: 2,
        price: 24_900,
        name: 'Roll 1',
        imageUrl: '/img/1',
        slug: 'roll-1',
        categorySlug: 'rolls',
      },
      {
        productId: 2,
        count: 1,
        price: 18_900,
        name: 'Roll 2',
        imageUrl: '/img/2',
        slug: 'roll-2',
        categorySlug: 'rolls',
      },
    ]);
  });

  it('drops and counts dishes this city does not sell, and addons', () => {
    const { lines, dropped } = carriedCartLines(
      [
        { id: 1, count: 1 },
        { id: 404, count: 3 },
        { id: 7, count: 1 },
      ],
      [product(1, 100), product(7, 100, { isAddon: true })],
      'uk',
    );
    expect(lines.map((l) => l.productId)).toEqual([1]);
    expect(lines[0]!.name).toBe('Рол 1');
    expect(dropped).toBe(2);
  });

  describe('a pizza with its options', () => {
    const option = (id: number, name: string, price: number, isAvailable = true) => ({
      id,
      name,
      price,
      linkedProductId: null,
      isDefault: false,
      isAvailable,
    });
    const pizza = (sizes = [option(30, '30 см', 0), option(31, '40 см', 10_000)]) =>
      product(5, 18_900, {
        name: 'Маргарита',
        optionGroups: [
          { id: 1, name: 'Розмір', minChoices: 1, maxChoices: 1, options: sizes },
          { id: 2, name: 'Борт', minChoices: 0, maxChoices: 1, options: [option(12, 'Тонкий', 0)] },
        ],
      });

    it('keeps the options, named and priced by this city', () => {
      const { lines, dropped } = carriedCartLines([{ id: 5, count: 2, options: [12, 31] }], [pizza()], 'uk');
      expect(dropped).toBe(0);
      expect(lines).toEqual([
        expect.objectContaining({
          productId: 5,
          count: 2,
          price: 28_900,
          options: [
            { id: 31, name: '40 см' },
            { id: 12, name: 'Тонкий' },
          ],
        }),
      ]);
    });

    it('drops and counts a line this city cannot make as chosen', () => {
      const { lines, dropped } = carriedCartLines(
        [
          // an option this city does not have
          { id: 5, count: 1, options: [99] },
          // the required size not carried (a link made before options existed)
          { id: 5, count: 1 },
          // a size on stop here
          { id: 5, count: 1, options: [31] },
        ],
        [pizza([option(30, '30 см', 0), option(31, '40 см', 10_000, false)])],
        'uk',
      );
      expect(lines).toEqual([]);
      expect(dropped).toBe(3);
    });
  });
});
