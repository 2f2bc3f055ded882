import { describe, expect, it } from 'vitest';
import { addonLine, offeredAddons, type AddonOffer } from './cart-addons';

const SOY = 9001;
const GINGER = 9002;
const WASABI = 9003;
const offers: Record<number, AddonOffer[]> = {
  // a roll: one soy sauce and one ginger free, at most three and two
  12: [
    { addonId: SOY, freeCount: 1, maxCount: 3 },
    { addonId: GINGER, freeCount: 1, maxCount: 2 },
  ],
  // a set: two soy sauces free, wasabi on request
  30: [
    { addonId: WASABI, freeCount: 0, maxCount: 2 },
    { addonId: SOY, freeCount: 2, maxCount: 4 },
  ],
};
const offersOf = (productId: number) => offers[productId];

describe('the addons a cart offers', () => {
  it('adds the free ones and the caps over the dishes, times their counts, in the dishes’ order', () => {
    expect(
      offeredAddons(
        [
          { productId: 12, count: 2 },
          { productId: 30, count: 1 },
          { productId: 55, count: 4 },
        ],
        offersOf,
      ),
    ).toEqual([
      { addonId: SOY, productId: 12, freeCount: 4, countMax: 10, offer: offers[12]![0] },
      { addonId: GINGER, productId: 12, freeCount: 2, countMax: 4, offer: offers[12]![1] },
      { addonId: WASABI, productId: 30, freeCount: 0, countMax: 2, offer: offers[30]![0] },
    ]);
  });

  it('offers nothing for dishes that offer nothing', () => {
    expect(offeredAddons([{ productId: 55, count: 1 }], offersOf)).toEqual([]);
  });
});

describe('an addon’s count and cost', () => {
  const soy = { freeCount: 2, countMax: 5, price: 1500 };

  it('counts the free ones when the customer chose nothing, and charges nothing for them', () => {
    expect(addonLine(soy, undefined)).toEqual({ wanted: 2, count: 2, amount: 0 });
  });

  it('charges the ones beyond the free ones at the addon’s price', () => {
    expect(addonLine(soy, 4)).toEqual({ wanted: 4, count: 4, amount: 3000 });
  });

  it('keeps a count within the cap, and says what was wanted', () => {
    expect(addonLine(soy, 9)).toEqual({ wanted: 9, count: 5, amount: 4500 });
  });

  it('lets the customer take fewer than the free ones, or none', () => {
    expect(addonLine(soy, 0)).toEqual({ wanted: 0, count: 0, amount: 0 });
  });

  it('uses the fallback for an untouched addon (none of one the kitchen cannot give)', () => {
    expect(addonLine(soy, null, 0)).toEqual({ wanted: 0, count: 0, amount: 0 });
  });
});
