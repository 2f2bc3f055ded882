import { describe, expect, it } from 'vitest';
import {
  ARCHIVED,
  BREAKFAST,
  GINGER,
  ROLL,
  SAUCE,
  SET,
  STOPPED,
  fixtureCatalogue,
} from './catalogue-fixture.js';
import { MAX_PRODUCT_COUNT, mergeLines, priceLines } from './cart-lines.js';

const noon = 12 * 60 + 30;
const opts = { checkStopList: true, localMinutes: noon };

describe('pricing the lines', () => {
  it('prices from the catalogue and sums repeated lines', () => {
    const priced = priceLines(
      [
        { productId: ROLL, count: 1 },
        { productId: ROLL, count: 2 },
      ],
      fixtureCatalogue(),
      opts,
    );
    expect(priced.products).toEqual([
      expect.objectContaining({ productId: ROLL, count: 3, price: 34900, oldPrice: 39900, amount: 104700 }),
    ]);
    expect(
      mergeLines([
        { productId: 7, count: 1 },
        { productId: 8, count: 1 },
        { productId: 7, count: 4 },
      ]),
    ).toEqual([
      { productId: 7, count: 5 },
      { productId: 8, count: 1 },
    ]);
  });

  it('drops product lines with count 0', () => {
    const priced = priceLines(
      [
        { productId: ROLL, count: 0 },
        { productId: SET, count: 1 },
      ],
      fixtureCatalogue(),
      opts,
    );
    expect(priced.products.map((p) => p.productId)).toEqual([SET]);
  });

  it('caps a count at maxCount and says so', () => {
    const priced = priceLines([{ productId: ROLL, count: MAX_PRODUCT_COUNT + 5 }], fixtureCatalogue(), opts);
    expect(priced.products[0]).toMatchObject({
      count: MAX_PRODUCT_COUNT,
      requestedCount: MAX_PRODUCT_COUNT + 5,
    });
    expect(priced.isCapped).toBe(true);
  });

  it('gives the free addons by default and charges only those beyond the free count', () => {
    const byDefault = priceLines([{ productId: ROLL, count: 2 }], fixtureCatalogue(), opts);
    expect(byDefault.addons).toEqual([
      expect.objectContaining({
        addonId: GINGER,
        productId: ROLL,
        count: 2,
        freeCount: 2,
        countMax: 6,
        amount: 0,
      }),
      expect.objectContaining({ addonId: SAUCE, count: 0, freeCount: 0, countMax: 4, amount: 0 }),
    ]);
    expect(byDefault.productsPrice).toBe(69800);

    const more = priceLines(
      [
        { productId: ROLL, count: 2 },
        { productId: GINGER, count: 5 },
        { productId: SAUCE, count: 1 },
      ],
      fixtureCatalogue(),
      opts,
    );
    expect(more.addons.find((a) => a.addonId === GINGER)).toMatchObject({ count: 5, amount: 3 * 1500 });
    expect(more.addons.find((a) => a.addonId === SAUCE)).toMatchObject({ count: 1, amount: 1000 });
    expect(more.productsPrice).toBe(69800 + 4500 + 1000);
  });

  it('adds up addon caps across the products that offer it and caps what exceeds them', () => {
    const priced = priceLines(
      [
        { productId: ROLL, count: 1 },
        { productId: SET, count: 1 },
        { productId: GINGER, count: 50 },
      ],
      fixtureCatalogue(),
      opts,
    );
    // roll: 1 free, 3 max; set: 2 free, 4 max
    expect(priced.addons.find((a) => a.addonId === GINGER)).toMatchObject({
      count: 7,
      countMax: 7,
      freeCount: 3,
      amount: 4 * 1500,
    });
    expect(priced.isCapped).toBe(true);
  });

  it('turns a free addon off with count 0 and refuses an addon without its product', () => {
    const none = priceLines(
      [
        { productId: ROLL, count: 1 },
        { productId: GINGER, count: 0 },
      ],
      fixtureCatalogue(),
      opts,
    );
    expect(none.addons.find((a) => a.addonId === GINGER)?.count).toBe(0);
    const orphan = priceLines(
      [
        { productId: SET, count: 1 },
        { productId: SAUCE, count: 2 },
      ],
      fixtureCatalogue(),
      opts,
    );
    expect(orphan.addons.some((a) => a.addonId === SAUCE)).toBe(false);
    expect(orphan.isCapped).toBe(true);
    expect(orphan.productsPrice).toBe(99900);
  });

  it('names unknown and archived products as not found', () => {
    const priced = priceLines(
      [
        { productId: 424242, count: 1 },
        { productId: ARCHIVED, count: 1 },
        { productId: ROLL, count: 1 },
      ],
      fixtureCatalogue(),
      opts,
    );
    expect(priced.problems.notFound).toEqual([424242, ARCHIVED]);
  });

  it("checks the outlet's stop list unless told not to", () => {
    const lines = [{ productId: STOPPED, count: 1 }];
    expect(priceLines(lines, fixtureCatalogue(), opts).problems.onStop).toEqual([STOPPED]);
    expect(priceLines(lines, fixtureCatalogue(), { ...opts, checkStopList: false }).problems.onStop).toEqual(
      [],
    );
  });

  it('leaves out a stopped free addon, but names one the customer asked for', () => {
    const catalogue = fixtureCatalogue({ [GINGER]: { isOnStop: true } });
    const byDefault = priceLines([{ productId: ROLL, count: 1 }], catalogue, opts);
    expect(byDefault.addons.find((a) => a.addonId === GINGER)?.count).toBe(0);
    expect(byDefault.problems.onStop).toEqual([]);
    const asked = priceLines(
      [
        { productId: ROLL, count: 1 },
        { productId: GINGER, count: 2 },
      ],
      catalogue,
      opts,
    );
    expect(asked.problems.onStop).toEqual([GINGER]);
  });

  it('names products outside their availability window at the local time', () => {
    const lines = [{ productId: BREAKFAST, count: 1 }];
    expect(
      priceLines(lines, fixtureCatalogue(), { ...opts, localMinutes: 9 * 60 }).problems.notAvailable,
    ).toEqual([]);
    expect(priceLines(lines, fixtureCatalogue(), opts).problems.notAvailable).toEqual([BREAKFAST]);
  });

  it('takes the largest persons count of the lines (SPEC section 9)', () => {
    expect(priceLines([{ productId: ROLL, count: 3 }], fixtureCatalogue(), opts).personsCount).toBe(1);
    expect(
      priceLines(
        [
          { productId: ROLL, count: 3 },
          { productId: SET, count: 1 },
        ],
        fixtureCatalogue(),
        opts,
      ).personsCount,
    ).toBe(4);
  });
});
