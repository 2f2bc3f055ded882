import { describe, expect, it } from 'vitest';
import { nextPriceNotice, placeKeyOf, priceChangesOf, pricePlaceOf } from './price-changes';

const set = { productId: 69, name: 'Сет Філадельфія Люкс', price: 144900 };
const roll = { productId: 7, name: 'Дракон', price: 43900 };

describe('a price that changed says why (issue 17, item 4)', () => {
  it('names the lines the calculation priced otherwise than the cart showed them', () => {
    expect(
      priceChangesOf(
        [set, roll],
        [
          { productId: 69, price: 159400, oldPrice: null },
          { productId: 7, price: 43900, oldPrice: null },
        ],
      ),
    ).toEqual([{ productId: 69, name: 'Сет Філадельфія Люкс', from: 144900, to: 159400 }]);
    // a line the calculation did not price (it is being removed) is no change
    expect(priceChangesOf([set], [])).toEqual([]);
  });

  it('leaves out a line the calculation lowered with the price the cart showed struck through', () => {
    // the weekend's −20% on sets, for a night's order cooked on Saturday morning: the line
    // shows 1 159,20 with 1 449 struck; "the menu's prices changed" would not be true
    expect(priceChangesOf([set, roll], [{ productId: 69, price: 115920, oldPrice: 144900 }])).toEqual([]);
    // another restaurant's dearer list price, discounted: still a change of place to name
    expect(priceChangesOf([set], [{ productId: 69, price: 127520, oldPrice: 159400 }])).toEqual([
      { productId: 69, name: 'Сет Філадельфія Люкс', from: 144900, to: 127520 },
    ]);
    // the window ended since the card was read: the dearer price is named
    const discounted = { ...set, price: 115920 };
    expect(priceChangesOf([discounted], [{ productId: 69, price: 144900, oldPrice: null }])).toEqual([
      { productId: 69, name: 'Сет Філадельфія Люкс', from: 115920, to: 144900 },
    ]);
  });

  it('says what the calculation was priced for: an address, a restaurant, or the city', () => {
    const location = { type: 'Point' as const, coordinates: [30.52, 50.45] as [number, number] };
    expect(pricePlaceOf({ outletId: null, delivery: { type: 0, location } })).toBe('address');
    expect(pricePlaceOf({ outletId: 1001, delivery: { type: 1, location: null } })).toBe('restaurant');
    expect(pricePlaceOf({ outletId: null, delivery: { type: 0, location: null } })).toBe('city');
    expect(placeKeyOf('address', 1001)).not.toBe(placeKeyOf('restaurant', 1001));
    expect(placeKeyOf('city', null)).toBe('city:');
  });

  it('keeps the notice while the place stays, replaces it on new changes, drops it on a move', () => {
    const change = { productId: 69, name: 'Сет', from: 144900, to: 159400 };
    const notice = nextPriceNotice(null, [change], 'address', false);
    expect(notice).toEqual({ place: 'address', changes: [change] });
    // a '+' at the same address: nothing new, the reason stays on screen
    expect(nextPriceNotice(notice, [], 'address', true)).toBe(notice);
    // another address whose restaurant sells at the cart's prices: nothing to explain
    expect(nextPriceNotice(notice, [], 'address', false)).toBeNull();
    const back = { ...change, from: 159400, to: 144900 };
    expect(nextPriceNotice(notice, [back], 'city', false)).toEqual({ place: 'city', changes: [back] });
  });
});
