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
          { productId: 69, price: 159400 },
          { productId: 7, price: 43900 },
        ],
      ),
    ).toEqual([{ productId: 69, name: 'Сет Філадельфія Люкс', from: 144900, to: 159400 }]);
    // a line the calculation did not price (it is being removed) is no change
    expect(priceChangesOf([set], [])).toEqual([]);
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
