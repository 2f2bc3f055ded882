import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Order {number} for {name}', 'en-GB', { number: 42, name: 'Olena' })).toBe(
      'Order 42 for Olena',
    );
    expect(formatMessage('Hello {who}', 'en-GB')).toBe('Hello {who}');
  });

  it('chooses the plural form of the language', () => {
    const uk = '{n, plural, one {# хвилина} few {# хвилини} many {# хвилин} other {# хвилини}}';
    expect(formatMessage(uk, 'uk-UA', { n: 1 })).toBe('1 хвилина');
    expect(formatMessage(uk, 'uk-UA', { n: 3 })).toBe('3 хвилини');
    expect(formatMessage(uk, 'uk-UA', { n: 5 })).toBe('5 хвилин');
    expect(formatMessage(uk, 'uk-UA', { n: 21 })).toBe('21 хвилина');
    const en = 'Wait {n, plural, one {# minute} other {# minutes}} more';
    expect(formatMessage(en, 'en-GB', { n: 1 })).toBe('Wait 1 minute more');
    expect(formatMessage(en, 'en-GB', { n: 12 })).toBe('Wait 12 minutes more');
  });

  it('falls back to the other form when a category is missing', () => {
    expect(formatMessage('{n, plural, other {# items}}', 'ru-UA', { n: 2 })).toBe('2 items');
  });
});
