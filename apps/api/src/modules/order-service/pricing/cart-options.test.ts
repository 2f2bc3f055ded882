/** Cart lines with option groups (issue 19): priced base + options, kept apart by their options. */
import type { TProductOptionGroup } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { applyDiscounts, type AutomaticDiscountRule } from '../../catalog/index.js';
import { ARCHIVED, GINGER, ROLL, SET, STOPPED, fixtureCatalogue } from './catalogue-fixture.js';
import { mergeLines, priceLines } from './cart-lines.js';

const noon = 12 * 60 + 30;
const opts = { checkStopList: true, localMinutes: noon };

const option = (id: number, price: number, linkedProductId: number | null = null) => ({
  id,
  name: `Option ${id}`,
  price,
  linkedProductId,
  isDefault: false,
  isAvailable: true,
});
const size: TProductOptionGroup = {
  id: 1,
  name: 'Size',
  minChoices: 1,
  maxChoices: 1,
  options: [option(11, 0), option(12, 9000)],
};
const crust: TProductOptionGroup = {
  id: 2,
  name: 'Crust',
  minChoices: 0,
  maxChoices: 1,
  options: [option(21, 0), option(22, 4500)],
};
const drink: TProductOptionGroup = {
  id: 3,
  name: 'Drink',
  minChoices: 1,
  maxChoices: 1,
  // a drink sold here, one on the stop list, one archived
  options: [option(31, 0, ROLL), option(32, 0, STOPPED), option(33, 0, ARCHIVED)],
};
// ROLL (34900, old price 39900) as a pizza; SET as a combo with a drink
const catalogue = fixtureCatalogue({
  [ROLL]: { optionGroups: [size, crust] },
  [SET]: { optionGroups: [drink] },
});

describe('cart lines with options', () => {
  it('prices the base plus the chosen options and lists them in group order', () => {
    const priced = priceLines([{ productId: ROLL, count: 2, options: [22, 12] }], catalogue, opts);
    expect(priced.problems.options).toEqual([]);
    expect(priced.products[0]).toMatchObject({
      price: 34900 + 9000 + 4500,
      // the strike-through price gets the same options
      oldPrice: 39900 + 9000 + 4500,
      amount: (34900 + 13500) * 2,
    });
    expect(priced.products[0]!.options.map((o) => [o.groupName, o.optionId, o.price])).toEqual([
      ['Size', 12, 9000],
      ['Crust', 22, 4500],
    ]);
  });

  it('keeps other options as another line and merges the same options in any order', () => {
    expect(
      mergeLines([
        { productId: ROLL, count: 1, options: [12, 22] },
        { productId: ROLL, count: 1, options: [11] },
        { productId: ROLL, count: 2, options: [22, 12] },
      ]),
    ).toEqual([
      { productId: ROLL, count: 3, options: [12, 22] },
      { productId: ROLL, count: 1, options: [11] },
    ]);
    const priced = priceLines(
      [
        { productId: ROLL, count: 1, options: [11] },
        { productId: ROLL, count: 1, options: [12] },
      ],
      catalogue,
      opts,
    );
    expect(priced.products.map((p) => p.price)).toEqual([34900, 43900]);
    // the addons of both lines add up: one free ginger per pizza
    expect(priced.addons.find((a) => a.addonId === GINGER)).toMatchObject({ freeCount: 2, countMax: 6 });
  });

  it('discounts the whole unit, options included', () => {
    const rule: AutomaticDiscountRule = {
      id: 1,
      businessRegionId: null,
      categoryId: null,
      percent: 20,
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      startsTime: null,
      endsTime: null,
      startsAt: new Date(0),
      endsAt: null,
      combinesWithPromoCodes: true,
    };
    const priced = priceLines([{ productId: ROLL, count: 1, options: [12] }], catalogue, {
      ...opts,
      discounts: [rule],
    });
    expect(priced.products[0]).toMatchObject({ price: 43900 - 8780, oldPrice: 43900 });
    expect(priced.products[0]!.options[0]!.price).toBe(7200);
    // the menu shows the same: the dish's price and its options' prices lowered alike
    const menu = applyDiscounts([...catalogue.values()], [{ ...rule, percent: 15 }]);
    const pizza = menu.find((p) => p.id === ROLL)!;
    const big = pizza.optionGroups![0]!.options[1]!.price;
    expect([pizza.price, big]).toEqual([34900 - 5235, 9000 - 1350]);
    const charged = priceLines([{ productId: ROLL, count: 1, options: [12] }], catalogue, {
      ...opts,
      discounts: [{ ...rule, percent: 15 }],
    });
    expect(charged.products[0]!.price).toBe(pizza.price + big);
  });

  it('refuses a required group unanswered and unknown ids, without pricing the line', () => {
    const priced = priceLines(
      [
        { productId: ROLL, count: 1, options: [22] },
        { productId: SET, count: 1, options: [99] },
      ],
      catalogue,
      opts,
    );
    expect(priced.products).toEqual([]);
    expect(priced.problems.options.map((p) => [p.productId, p.code])).toEqual([
      [ROLL, 'OPTIONS_REQUIRED'],
      [SET, 'UNKNOWN_OPTION'],
    ]);
    // a product without groups takes no options either
    expect(
      priceLines([{ productId: 3, count: 1, options: [11] }], catalogue, opts).problems.options[0]?.code,
    ).toBe('UNKNOWN_OPTION');
  });

  it("refuses a set's drink on stop only when the stop list is checked, an archived one always", () => {
    const stopped = [{ productId: SET, count: 1, options: [32] }];
    expect(priceLines(stopped, catalogue, opts).problems.options[0]?.code).toBe('OPTION_UNAVAILABLE');
    expect(priceLines(stopped, catalogue, { ...opts, checkStopList: false }).problems.options).toEqual([]);
    const archived = [{ productId: SET, count: 1, options: [33] }];
    expect(priceLines(archived, catalogue, { ...opts, checkStopList: false }).problems.options[0]?.code).toBe(
      'OPTION_UNAVAILABLE',
    );
    expect(
      priceLines([{ productId: SET, count: 1, options: [31] }], catalogue, opts).products[0],
    ).toMatchObject({
      price: 99900,
    });
  });

  it('leaves products without groups as they were', () => {
    const priced = priceLines([{ productId: 3, count: 1 }], catalogue, { ...opts, localMinutes: 9 * 60 });
    expect(priced.products[0]).toMatchObject({ price: 15900, oldPrice: null, options: [] });
  });
});
