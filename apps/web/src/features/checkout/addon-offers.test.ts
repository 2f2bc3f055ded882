import type { TProduct } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart-rules';
import { expectedAddons, menuAddonsOf } from './addon-offers';

const SOY = 900001;
const GINGER = 900002;
const UNAGI = 900003;

const addon = (addonId: number, uk: string, freeCount: number, maxCount: number, price: number) => ({
  addonId,
  article: `A-${addonId}`,
  slug: `a-${addonId}`,
  name: uk,
  localization: [
    { language: 'uk', name: uk },
    { language: 'ru', name: `${uk} (ru)` },
  ],
  imageUrl: `/images/${addonId}.webp`,
  price,
  freeCount,
  maxCount,
});

/** A roll comes with soy sauce and ginger; another roll the same; a dragon roll adds unagi sauce; a salad nothing. */
const MENU: Array<Pick<TProduct, 'id' | 'addons'>> = [
  { id: 1, addons: [addon(SOY, 'Соєвий соус', 1, 5, 1500), addon(GINGER, 'Імбир', 1, 3, 1000)] },
  { id: 2, addons: [addon(SOY, 'Соєвий соус', 1, 5, 1500), addon(GINGER, 'Імбир', 1, 3, 1000)] },
  {
    id: 3,
    addons: [
      addon(GINGER, 'Імбир', 2, 4, 1000),
      addon(UNAGI, 'Унагі', 0, 2, 2000),
      addon(SOY, 'Соєвий соус', 1, 5, 1500),
    ],
  },
  { id: 4, addons: [] },
];

const line = (productId: number, count: number, extra: Partial<CartLine> = {}): CartLine => ({
  productId,
  count,
  price: 30000,
  name: `Dish ${productId}`,
  imageUrl: '',
  slug: `dish-${productId}`,
  categorySlug: null,
  ...extra,
});

describe('what the city’s dishes come with, as the cart page gets it', () => {
  it('names each addon in the page’s language once and keeps one copy of each distinct offer', () => {
    const menu = menuAddonsOf(MENU, 'ru');
    expect(menu.addons[SOY]).toEqual({
      name: 'Соєвий соус (ru)',
      imageUrl: `/images/${SOY}.webp`,
      price: 1500,
    });
    expect(menu.offers).toHaveLength(2);
    expect(menu.offerOf).toEqual({ 1: 0, 2: 0, 3: 1 });
  });
});

describe('the addons a cart shows before the calculation answers (the server’s rule)', () => {
  const menu = menuAddonsOf(MENU, 'uk');

  it('gives each dish’s free ones, adds free counts and caps over the dishes times their counts, in the dishes’ order', () => {
    expect(expectedAddons([line(1, 2), line(3, 1), line(4, 1)], menu, {})).toEqual([
      {
        addonId: SOY,
        productId: 1,
        name: 'Соєвий соус',
        count: 3,
        countMax: 15,
        freeCount: 3,
        price: 1500,
        amount: 0,
      },
      {
        addonId: GINGER,
        productId: 1,
        name: 'Імбир',
        count: 4,
        countMax: 10,
        freeCount: 4,
        price: 1000,
        amount: 0,
      },
      {
        addonId: UNAGI,
        productId: 3,
        name: 'Унагі',
        count: 0,
        countMax: 2,
        freeCount: 0,
        price: 2000,
        amount: 0,
      },
    ]);
  });

  it('counts the customer’s choice within the cap and charges what is beyond the free ones', () => {
    const rows = expectedAddons([line(1, 1)], menu, { [SOY]: 3, [GINGER]: 9 });
    expect(rows.find((a) => a.addonId === SOY)).toMatchObject({ count: 3, amount: 2 * 1500 });
    expect(rows.find((a) => a.addonId === GINGER)).toMatchObject({ count: 3, countMax: 3, amount: 2 * 1000 });
  });

  it('counts the same dish with other options as its own line, and nothing for a dish the menu does not list', () => {
    const withOptions = line(1, 1, { options: [{ id: 7, name: '40 cm' }] });
    expect(expectedAddons([line(1, 1), withOptions, line(99, 3)], menu, {})).toMatchObject([
      { addonId: SOY, freeCount: 2, countMax: 10 },
      { addonId: GINGER, freeCount: 2, countMax: 6 },
    ]);
    expect(expectedAddons([line(4, 2)], menu, {})).toEqual([]);
  });
});
