import { describe, expect, it } from 'vitest';
import { checkoutLocale, stripeAmount, stripeForm } from './stripe.js';

describe('stripeAmount', () => {
  it('sends our minor units as they are: fils for AED, whole yen for JPY', () => {
    expect(stripeAmount(4550, 'AED')).toBe(4550);
    expect(stripeAmount(500, 'JPY')).toBe(500);
    expect(stripeAmount(43900, 'uah')).toBe(43900);
  });

  it('refuses what Stripe would round (HUF in whole forints, three-decimal ones in tens) and no amount', () => {
    expect(stripeAmount(150, 'HUF')).toBeNull();
    expect(stripeAmount(1500, 'HUF')).toBe(1500);
    expect(stripeAmount(1005, 'KWD')).toBeNull();
    expect(stripeAmount(1010, 'KWD')).toBe(1010);
    for (const bad of [0, -1, 1.5]) expect(stripeAmount(bad, 'AED')).toBeNull();
  });
});

describe('stripeForm', () => {
  it('writes nested parameters in brackets, lists by index, and leaves out what is null', () => {
    const form = stripeForm({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'aed', unit_amount: 4550 } }],
      metadata: { paymentId: 'p1' },
      customer: null,
    });
    expect([...form.entries()]).toEqual([
      ['mode', 'payment'],
      ['line_items[0][quantity]', '1'],
      ['line_items[0][price_data][currency]', 'aed'],
      ['line_items[0][price_data][unit_amount]', '4550'],
      ['metadata[paymentId]', 'p1'],
    ]);
  });
});

describe('checkoutLocale', () => {
  it('asks Checkout for the customer’s language where Stripe speaks it, else lets Stripe pick', () => {
    expect(checkoutLocale('en')).toBe('en');
    expect(checkoutLocale('ru')).toBe('ru');
    expect(checkoutLocale('DE')).toBe('de');
    // Stripe Checkout has no Ukrainian or Arabic
    expect(checkoutLocale('uk')).toBe('auto');
    expect(checkoutLocale('ar')).toBe('auto');
  });
});
