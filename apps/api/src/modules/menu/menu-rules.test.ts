import { describe, expect, it } from 'vitest';
import {
  checkAddons,
  checkAttributes,
  checkCategoryOrder,
  checkHours,
  checkPrices,
  checkTranslations,
  makesCategoryLoop,
} from './menu-rules.js';

describe('a category tree', () => {
  // 1 ← 2 ← 3 (3's parent is 2, 2's parent is 1); 4 on its own
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
  ]);

  it('refuses a category under itself or under one of its own descendants', () => {
    expect(makesCategoryLoop(parents, 1, 1)).toBe(true);
    expect(makesCategoryLoop(parents, 1, 3)).toBe(true);
    expect(makesCategoryLoop(parents, 2, 3)).toBe(true);
  });

  it('allows moving under an unrelated or higher category, to the top, and any parent for a new one', () => {
    expect(makesCategoryLoop(parents, 3, 4)).toBe(false);
    expect(makesCategoryLoop(parents, 3, 1)).toBe(false);
    expect(makesCategoryLoop(parents, 2, null)).toBe(false);
    expect(makesCategoryLoop(parents, null, 3)).toBe(false);
  });

  it('ends its walk on a loop already in the data instead of spinning', () => {
    const broken = new Map<number, number | null>([
      [7, 8],
      [8, 7],
    ]);
    expect(makesCategoryLoop(broken, 1, 7)).toBe(false);
  });

  it('takes a drag order only when it names every category once', () => {
    expect(checkCategoryOrder([1, 2, 3], [3, 1, 2])).toBeNull();
    expect(checkCategoryOrder([1, 2, 3], [3, 1])?.message).toMatch(/missing: 2/);
    expect(checkCategoryOrder([1, 2, 3], [3, 1, 2, 9])?.message).toMatch(/not of this brand: 9/);
    expect(checkCategoryOrder([1, 2, 3], [1, 1, 2, 3])?.code).toBe('CATEGORY_ORDER_MISMATCH');
  });
});

describe('a product write', () => {
  const places = { cityIds: new Set([101, 102]), outletCity: new Map([[1001, 101]]) };
  const row = { businessRegionId: 101, outletId: null, price: 25_900, oldPrice: null };

  it('takes city prices and an outlet override in its own city', () => {
    expect(checkPrices([row, { ...row, outletId: 1001, price: 27_900 }], places)).toBeNull();
  });

  it('refuses a price of zero or below, and an old price not above the price', () => {
    expect(checkPrices([{ ...row, price: 0 }], places)).toMatchObject({
      code: 'PRICE_NOT_POSITIVE',
      path: '/prices/0/price',
    });
    expect(checkPrices([row, { ...row, businessRegionId: 102, price: -100 }], places)?.path).toBe(
      '/prices/1/price',
    );
    expect(checkPrices([{ ...row, oldPrice: 25_900 }], places)?.path).toBe('/prices/0/oldPrice');
  });

  it('refuses a city or an outlet of another brand, an outlet in another city, and a city priced twice', () => {
    expect(checkPrices([{ ...row, businessRegionId: 201 }], places)?.code).toBe('UNKNOWN_BUSINESS_REGION');
    expect(checkPrices([{ ...row, outletId: 2001 }], places)?.code).toBe('UNKNOWN_OUTLET');
    expect(checkPrices([{ ...row, businessRegionId: 102, outletId: 1001 }], places)?.message).toMatch(
      /not in city 102/,
    );
    expect(checkPrices([row, { ...row, price: 1 }], places)?.code).toBe('MENU_RULE_VIOLATED');
  });

  it("needs a name in the brand's default language and no language the brand lacks", () => {
    expect(checkTranslations(['uk', 'ru', 'en'], 'uk', { uk: { name: 'Піца' } })).toBeNull();
    expect(checkTranslations(['uk', 'en'], 'uk', { en: { name: 'Pizza' } })?.code).toBe(
      'DEFAULT_LANGUAGE_REQUIRED',
    );
    expect(checkTranslations(['uk', 'en'], 'uk', { uk: { name: '  ' } })?.code).toBe(
      'DEFAULT_LANGUAGE_REQUIRED',
    );
    expect(checkTranslations(['uk', 'en'], 'uk', { uk: { name: 'Піца' }, ru: { name: 'Пицца' } })?.code).toBe(
      'UNKNOWN_LANGUAGE',
    );
  });

  it('caps free addons at their maximum and takes only other products of the brand, once each', () => {
    const brand = new Set([100001, 100002, 200001]);
    expect(checkAddons([{ addonProductId: 100001, freeCount: 1, maxCount: 3 }], 200001, brand)).toBeNull();
    expect(checkAddons([{ addonProductId: 100001, freeCount: 4, maxCount: 3 }], 200001, brand)?.path).toBe(
      '/addons/0/freeCount',
    );
    expect(checkAddons([{ addonProductId: 200001, freeCount: 0, maxCount: 1 }], 200001, brand)?.code).toBe(
      'UNKNOWN_ADDON',
    );
    expect(checkAddons([{ addonProductId: 999, freeCount: 0, maxCount: 1 }], null, brand)?.code).toBe(
      'UNKNOWN_ADDON',
    );
    const twice = { addonProductId: 100002, freeCount: 0, maxCount: 1 };
    expect(checkAddons([twice, twice], null, brand)?.path).toBe('/addons/1');
  });

  it('takes product hours with both ends or none', () => {
    expect(checkHours(null, null)).toBeNull();
    expect(checkHours('22:00', '03:00')).toBeNull();
    expect(checkHours('10:00', null)?.path).toBe('/availableTo');
    expect(checkHours('10:00', '10:00')?.code).toBe('MENU_RULE_VIOLATED');
  });

  it("takes only the brand's attributes, once each", () => {
    const brand = new Set([101, 102]);
    expect(checkAttributes([{ attributeId: 101 }], brand)).toBeNull();
    expect(checkAttributes([{ attributeId: 201 }], brand)?.code).toBe('UNKNOWN_ATTRIBUTE');
    expect(checkAttributes([{ attributeId: 101 }, { attributeId: 101 }], brand)?.path).toBe('/attributes/1');
  });
});
