import { describe, expect, it } from 'vitest';
import { paymentLinkText } from './payment-link-text.js';

const order = { brandName: 'Sushi Moon', localId: 1042, url: 'https://pay.example/p/1' };

describe('paymentLinkText', () => {
  it('speaks the language asked for, with the order number and the link', () => {
    expect(paymentLinkText('uk', order)).toBe(
      'Sushi Moon: оплатіть замовлення №1042: https://pay.example/p/1',
    );
    expect(paymentLinkText('ru', order)).toBe('Sushi Moon: оплатите заказ №1042: https://pay.example/p/1');
    expect(paymentLinkText('en', order)).toBe('Sushi Moon: pay for order #1042: https://pay.example/p/1');
  });

  it('falls back to English for a language it has no text in', () => {
    expect(paymentLinkText('ar', order)).toContain('pay for order #1042');
    expect(paymentLinkText(null, order)).toContain('pay for order #1042');
  });
});
