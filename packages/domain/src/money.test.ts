import { describe, expect, it } from 'vitest';
import { decimalAmount, formatMoney, formatPrice, minorUnitsOf } from './money';

const uah = { symbol: '₴', shortName: { uk: 'грн', ru: 'грн', en: 'UAH' } };
const aed = { symbol: 'AED', shortName: { en: 'AED' } };
// Intl writes narrow no-break spaces between groups and before units; compare the words only
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('minor units by currency', () => {
  it('knows each currency’s minor units', () => {
    expect(minorUnitsOf('UAH')).toBe(100);
    expect(minorUnitsOf('AED')).toBe(100);
    expect(minorUnitsOf('JPY')).toBe(1);
    expect(minorUnitsOf('KWD')).toBe(1000);
  });

  it('writes a decimal with the currency’s places', () => {
    expect(decimalAmount(43900, 'UAH')).toBe('439.00');
    expect(decimalAmount(1205, 'AED')).toBe('12.05');
    expect(decimalAmount(7, 'UAH')).toBe('0.07');
    expect(decimalAmount(-5000, 'UAH')).toBe('-50.00');
    expect(decimalAmount(500, 'JPY')).toBe('500');
    expect(decimalAmount(1500, 'KWD')).toBe('1.500');
  });
});

describe('storefront price (SPEC section 9)', () => {
  it('shows no decimals for whole amounts and the short name outside English', () => {
    expect(formatPrice(34900, 'uk', uah)).toBe('349\u00a0грн');
    expect(formatPrice(34900, 'ru', uah)).toBe('349\u00a0грн');
    expect(formatPrice(189900, 'uk', uah)).toBe('1\u00a0899\u00a0грн');
  });

  it('shows two decimals only when fractional', () => {
    expect(formatPrice(34950, 'uk', uah)).toBe('349,50\u00a0грн');
    expect(formatPrice(1205, 'en', aed)).toBe('12.05\u00a0AED');
  });

  it('uses the currency symbol in English, and in a language without a short name', () => {
    expect(formatPrice(34900, 'en', uah)).toBe('349\u00a0₴');
    expect(formatPrice(6200, 'en', aed)).toBe('62\u00a0AED');
    expect(formatPrice(6200, 'uk', aed)).toBe('62\u00a0AED');
  });

  it('handles zero and negative discounts', () => {
    expect(formatPrice(0, 'uk', uah)).toBe('0\u00a0грн');
    expect(formatPrice(-5000, 'uk', uah)).toBe('−50\u00a0грн');
  });
});

describe('back office money', () => {
  it('shows whole amounts without a fraction and others with it, in the locale', () => {
    expect(plain(formatMoney(25900, 'UAH', 'uk-UA'))).toBe('259 ₴');
    expect(plain(formatMoney(123450, 'UAH', 'uk-UA'))).toBe('1 234,50 ₴');
    expect(plain(formatMoney(123450, 'UAH', 'en-GB'))).toBe('₴1,234.50');
    expect(plain(formatMoney(4200, 'AED', 'en-GB'))).toBe('AED 42');
  });
});
