import { describe, expect, it } from 'vitest';
import { cityOrigin, orderPageUrl, subscriptionUrls } from './links.js';

const id = '0b7c3c3e-8d1f-4c55-9a51-3f1f0b1f2c3d';

describe('storefront links', () => {
  it("puts the city on the site's subdomain", () => {
    expect(cityOrigin('https://example.com', 'kyiv')).toBe('https://kyiv.example.com');
    expect(cityOrigin('http://pc-ua.localhost:3000/', 'lviv')).toBe('http://lviv.pc-ua.localhost:3000');
    expect(cityOrigin('https://example.com', null)).toBe('https://example.com');
  });

  it("links a guest to the confirmation page and a customer to their account, in the message's language", () => {
    const base = { siteUrl: 'https://example.com', citySlug: 'kyiv', orderId: id };
    expect(orderPageUrl({ ...base, language: 'uk', isCustomerOrder: false })).toBe(
      `https://kyiv.example.com/order-confirmed/${id}`,
    );
    expect(orderPageUrl({ ...base, language: 'ru', isCustomerOrder: true })).toBe(
      `https://kyiv.example.com/ru/account/orders/${id}`,
    );
    expect(orderPageUrl({ ...base, language: 'en', isCustomerOrder: false })).toBe(
      `https://kyiv.example.com/en/order-confirmed/${id}`,
    );
  });

  it('builds the subscription links with the token encoded', () => {
    expect(subscriptionUrls('http://localhost:4000/', { confirm: 'a.b', unsubscribe: 'c+d' })).toEqual({
      confirmUrl: 'http://localhost:4000/site/v1/emailSubscriptions/confirm?token=a.b',
      unsubscribeUrl: 'http://localhost:4000/site/v1/emailSubscriptions/unsubscribe?token=c%2Bd',
    });
  });
});
