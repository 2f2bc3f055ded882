import { describe, expect, it } from 'vitest';
import { currentCategorySlug, isCartBarHidden, isHomePath, stripLocalePrefix } from './paths';

describe('public paths', () => {
  it('drops the language prefix and a trailing slash', () => {
    expect(stripLocalePrefix('/ru/menu/sets')).toBe('/menu/sets');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/menu/sets/')).toBe('/menu/sets');
    expect(stripLocalePrefix('/')).toBe('/');
    // a page whose first segment merely starts like a language is not a prefix
    expect(stripLocalePrefix('/russian-week')).toBe('/russian-week');
  });

  it('knows the home page in every language', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/ru')).toBe(true);
    expect(isHomePath('/ru/')).toBe(true);
    expect(isHomePath('/promotions')).toBe(false);
  });

  it('reads the current category from category and product pages, URL-decoded', () => {
    expect(currentCategorySlug('/menu/sets')).toBe('sets');
    expect(currentCategorySlug('/ru/menu/sets/dragon-set')).toBe('sets');
    expect(currentCategorySlug('/menu/%D1%81%D0%B5%D1%82%D0%B8')).toBe('сети');
    expect(currentCategorySlug('/menu/%E0%A4%A')).toBe('%E0%A4%A');
    expect(currentCategorySlug('/promotions')).toBeNull();
    expect(currentCategorySlug('/menu')).toBeNull();
  });
});

describe('mobile cart bar', () => {
  it('is hidden on cart, checkout and its aliases, and confirmation', () => {
    for (const path of ['/cart', '/checkout', '/purchase', '/order', '/order-confirmed/42', '/ru/cart']) {
      expect(isCartBarHidden(path), path).toBe(true);
    }
  });

  it('is hidden on product pages', () => {
    expect(isCartBarHidden('/menu/sets/dragon-set')).toBe(true);
    expect(isCartBarHidden('/ru/menu/sets/dragon-set')).toBe(true);
    expect(isCartBarHidden('/product/dragon-set')).toBe(true);
  });

  it('shows on home, categories and the other pages', () => {
    for (const path of ['/', '/ru', '/menu/sets', '/promotions', '/orders-info', '/account/orders']) {
      expect(isCartBarHidden(path), path).toBe(false);
    }
  });
});
