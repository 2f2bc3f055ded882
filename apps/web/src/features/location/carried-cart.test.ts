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
});
