import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

const uah = { symbol: '₴', shortName: { uk: 'грн', ru: 'грн', en: 'UAH' } };
const aed = { symbol: 'AED', shortName: { en: 'AED' } };

describe('price format (SPEC section 9)', () => {
  it('shows no decimals for whole amounts and the short name outside English', () => {
    expect(formatPrice(34900, 'uk', uah)).toBe('349\u00a0грн');
    expect(formatPrice(34900, 'ru', uah)).toBe('349\u00a0грн');
    expect(formatPrice(189900, 'uk', uah)).toBe('1\u00a0899\u00a0грн');
  });

  it('shows two decimals only when fractional', () => {
    expect(formatPrice(34950, 'uk', uah)).toBe('349,50\u00a0грн');
    expect(formatPrice(1205, 'en', aed)).toBe('12.05\u00a0AED');
  });

  it('uses the currency symbol in English', () => {
    expect(formatPrice(34900, 'en', uah)).toBe('349\u00a0₴');
    expect(formatPrice(6200, 'en', aed)).toBe('62\u00a0AED');
  });

  it('handles zero and negative discounts', () => {
    expect(formatPrice(0, 'uk', uah)).toBe('0\u00a0грн');
    expect(formatPrice(-5000, 'uk', uah)).toBe('−50\u00a0грн');
  });
});
