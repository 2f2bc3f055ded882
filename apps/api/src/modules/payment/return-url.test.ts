import { describe, expect, it } from 'vitest';
import { defaultReturnUrl, isAllowedReturnUrl, languageOfReturnUrl, returnUrlFor } from './return-url.js';

describe('payment return URLs', () => {
  const home = 'https://example.com';

  it("accepts the storefront's host and its city subdomains", () => {
    expect(isAllowedReturnUrl('https://example.com/order-confirmed/{orderId}', home)).toBe(true);
    expect(isAllowedReturnUrl('https://kyiv.example.com/ru/order-confirmed/{orderId}', home)).toBe(true);
    expect(
      isAllowedReturnUrl('http://kyiv.localhost:3100/order-confirmed/{orderId}', 'http://localhost:3000'),
    ).toBe(true);
  });

  it('refuses other hosts, look-alikes, credentials and other schemes', () => {
    expect(isAllowedReturnUrl('https://evil.com/order-confirmed/{orderId}', home)).toBe(false);
    expect(isAllowedReturnUrl('https://example.com.evil.com/x', home)).toBe(false);
    expect(isAllowedReturnUrl('https://notexample.com/x', home)).toBe(false);
    expect(isAllowedReturnUrl('https://user:pw@example.com/x', home)).toBe(false);
    expect(isAllowedReturnUrl('javascript:alert(1)', home)).toBe(false);
    expect(isAllowedReturnUrl('not a url', home)).toBe(false);
  });

  it('fills in the order id, by default on the confirmation page', () => {
    expect(returnUrlFor(defaultReturnUrl('http://localhost:3000/'), 'abc')).toBe(
      'http://localhost:3000/order-confirmed/abc',
    );
  });

  it("reads the customer's language from the path they return to", () => {
    expect(languageOfReturnUrl('https://kyiv.example.com/ru/order-confirmed/{orderId}')).toBe('ru');
    expect(languageOfReturnUrl('https://kyiv.example.com/en/order-confirmed/abc')).toBe('en');
    expect(languageOfReturnUrl('https://kyiv.example.com/ua/order-confirmed/abc')).toBe('uk');
    expect(languageOfReturnUrl('https://kyiv.example.com/order-confirmed/abc')).toBeNull();
    expect(languageOfReturnUrl('not a url')).toBeNull();
  });
});
