import { describe, expect, it } from 'vitest';
import {
  checkHeader,
  checkProduct,
  columnsOf,
  formatMoney,
  parseMoney,
  readCell,
  slugFromArticle,
} from './columns.js';

describe('menu file cells', () => {
  it('reads money in major units, with a point or a comma, into one canonical form', () => {
    expect(parseMoney('245')).toBe(24500);
    expect(parseMoney('245.5')).toBe(24550);
    expect(parseMoney('245,50')).toBe(24550);
    expect(parseMoney('1 245.05')).toBe(124505);
    expect(parseMoney('-3')).toBe(-300);
    expect(parseMoney('12.345')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(formatMoney(24550)).toBe('245.50');
    expect(readCell('price:kyiv', '245,5')).toEqual({ ok: true, value: '245.50' });
  });

  it('refuses a price of zero or below, and an amount it cannot read', () => {
    expect(readCell('price:kyiv', '0')).toEqual({
      ok: false,
      message: 'price:kyiv must be above zero, not 0',
    });
    expect(readCell('price:kyiv', '-10')).toMatchObject({ ok: false });
    expect(readCell('old_price:kyiv', 'free')).toMatchObject({ ok: false });
    // empty: not sold in that city
    expect(readCell('price:kyiv', ' ')).toEqual({ ok: true, value: '' });
  });

  it('reads flags, targets and hours into canonical forms', () => {
    expect(readCell('hot', 'yes')).toEqual({ ok: true, value: '1' });
    expect(readCell('vegan', '')).toEqual({ ok: true, value: '0' });
    expect(readCell('hot', 'maybe')).toMatchObject({ ok: false });
    expect(readCell('targets', 'mobile web')).toEqual({ ok: true, value: 'WEB,MOBILE' });
    expect(readCell('targets', 'WEB, KIOSK')).toMatchObject({ ok: false });
    expect(readCell('available_from', '9:30')).toEqual({ ok: true, value: '09:30' });
    expect(readCell('available_to', '25:00')).toMatchObject({ ok: false });
    expect(readCell('weight', '')).toMatchObject({ ok: false });
    expect(readCell('pieces', '0')).toMatchObject({ ok: false });
    expect(readCell('slug', 'Philadelphia Roll')).toMatchObject({ ok: false });
  });

  it('names a header column of a city or language the brand does not have, and a missing key column', () => {
    const langs = ['uk', 'en'];
    const cities = ['kyiv', 'lviv'];
    expect(checkHeader(columnsOf(langs, cities), langs, cities)).toEqual([]);
    expect(
      checkHeader(['article', 'category', 'price:odesa', 'name:de', 'colour', 'article'], langs, cities),
    ).toEqual([
      'column "price:odesa": no city "odesa" in this brand (its cities: kyiv, lviv)',
      'column "name:de": the brand has no language "de" (uk, en)',
      'unknown column "colour"',
      'column "article" appears twice',
    ]);
    expect(checkHeader(['article'], langs, cities)).toEqual(['column "category" is missing']);
  });

  it("checks a product's cells together", () => {
    const cells = { slug: 'roll', 'name:uk': 'Рол', 'price:kyiv': '100.00', 'old_price:kyiv': '90.00' };
    expect(checkProduct(cells, 'uk', ['kyiv'])).toEqual([
      'old_price:kyiv (90.00) must be above price:kyiv (100.00)',
    ]);
    expect(checkProduct({ slug: 'roll', 'name:uk': '', kcal: '100' }, 'uk', [])).toEqual([
      'name:uk (the default language) is empty',
      'nutrition needs all of kcal, proteins, fats, carbohydrates or none',
    ]);
    expect(checkProduct({ slug: 'r', 'name:uk': 'Р', available_from: '10:00' }, 'uk', [])).toHaveLength(1);
  });

  it('makes a slug from an article', () => {
    expect(slugFromArticle('SM-0042 / new')).toBe('sm-0042-new');
  });
});
