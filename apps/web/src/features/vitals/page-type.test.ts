import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './page-type';

describe('the page type of a public path', () => {
  it('names each of the eight budgeted page types in every language', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/en')).toBe('home');
    expect(pageTypeOf('/menu/philadelphia')).toBe('category');
    expect(pageTypeOf('/ru/menu/philadelphia/')).toBe('category');
    expect(pageTypeOf('/menu/philadelphia/philadelphia-classic')).toBe('product');
    expect(pageTypeOf('/product/philadelphia-classic')).toBe('product');
    expect(pageTypeOf('/cart')).toBe('cart');
    expect(pageTypeOf('/checkout')).toBe('checkout');
    expect(pageTypeOf('/purchase')).toBe('checkout');
    expect(pageTypeOf('/en/search')).toBe('search');
    expect(pageTypeOf('/account/orders')).toBe('account');
    expect(pageTypeOf('/account/orders/5f0c')).toBe('account');
    expect(pageTypeOf('/favorites')).toBe('account');
    expect(pageTypeOf('/about')).toBe('content');
    expect(pageTypeOf('/promotions/12')).toBe('content');
  });

  it('calls every path outside the routes of those types other, whatever it says', () => {
    expect(pageTypeOf('/sign-in')).toBe('other');
    expect(pageTypeOf('/order-confirmed/abc')).toBe('other');
    // the 404 page under a known first segment, and words that only look like a type
    expect(pageTypeOf('/cart/extra')).toBe('other');
    expect(pageTypeOf('/menu/a/b/c')).toBe('other');
    expect(pageTypeOf('/menu')).toBe('other');
    expect(pageTypeOf('/category')).toBe('other');
    expect(pageTypeOf('/constructor')).toBe('other');
    expect(pageTypeOf('/__proto__')).toBe('other');
    expect(pageTypeOf('/toString')).toBe('other');
  });
});
