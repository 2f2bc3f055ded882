import { describe, expect, it } from 'vitest';
import { moneyText, moveItem, parseMoney, pricesOfCity, setPrice, slugOf } from './product-form';

describe('money typed in the editor', () => {
  it('reads whole and decimal amounts in major units, with a comma or a point', () => {
    expect(parseMoney('259', 'UAH')).toBe(25_900);
    expect(parseMoney('259.5', 'UAH')).toBe(25_950);
    expect(parseMoney(' 1 259,05 ', 'UAH')).toBe(125_905);
    expect(parseMoney('0', 'UAH')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '12.'])
      expect(parseMoney(text, 'UAH'), text).toBeNull();
  });

  it('shows minor units back as typed', () => {
    expect(moneyText(25_900, 'UAH')).toBe('259');
    expect(moneyText(25_950, 'UAH')).toBe('259.50');
    expect(moneyText(5, 'AED')).toBe('0.05');
  });
});

describe('prices per city with outlet overrides', () => {
  const prices = [
    { businessRegionId: 101, outletId: null, price: 25_900, oldPrice: null },
    { businessRegionId: 101, outletId: 1001, price: 27_900, oldPrice: null },
    { businessRegionId: 102, outletId: null, price: 24_900, oldPrice: null },
  ];

  it('splits a city into its own price and its outlets', () => {
    expect(pricesOfCity(prices, 101)).toEqual({ city: prices[0], outlets: [prices[1]] });
    expect(pricesOfCity(prices, 103)).toEqual({ city: null, outlets: [] });
  });

  it('changes one row, and stopping a city takes its outlets with it', () => {
    expect(
      setPrice(prices, 101, null, { price: 26_900, oldPrice: null }).find(
        (p) => p.businessRegionId === 101 && !p.outletId,
      )?.price,
    ).toBe(26_900);
    expect(setPrice(prices, 101, 1001, null)).toHaveLength(2);
    expect(setPrice(prices, 101, null, null)).toEqual([prices[2]]);
  });
});

describe('the drag order and slugs', () => {
  it('moves an item up, down and across', () => {
    expect(moveItem([1, 2, 3, 4], 2, 0)).toEqual([3, 1, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });

  it('makes a URL slug from a Latin name', () => {
    expect(slugOf('  Pizza Margherita 30 cm! ')).toBe('pizza-margherita-30-cm');
    expect(slugOf('Піца')).toBe('');
  });
});
