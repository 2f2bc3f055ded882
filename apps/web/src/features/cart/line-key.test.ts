import { describe, expect, it } from 'vitest';
import { keyOfLine, keyOfRef, lineKey, normalizeOptions, optionsText } from './line-key';

describe('cart line key (issue 19)', () => {
  it('is the product id alone for a line without options', () => {
    expect(lineKey(12)).toBe('12');
    expect(lineKey(12, [])).toBe('12');
    expect(keyOfLine({ productId: 12 })).toBe('12');
    expect(keyOfRef(12)).toBe('12');
  });

  it('does not depend on the order the options were ticked in', () => {
    expect(lineKey(12, [9, 5])).toBe('12:5.9');
    expect(lineKey(12, [5, 9])).toBe(lineKey(12, [9, 5]));
    expect(keyOfLine({ productId: 12, options: [{ id: 9 }, { id: 5 }] })).toBe('12:5.9');
  });

  it('tells other options apart, and the product without them', () => {
    expect(lineKey(12, [5])).not.toBe(lineKey(12, [6]));
    expect(lineKey(12, [5])).not.toBe(lineKey(12));
    // ids compare as numbers: 10 comes after 9
    expect(normalizeOptions([10, 9, 9])).toEqual([9, 10]);
  });

  it('reads the options as the cart shows them', () => {
    expect(optionsText([{ name: '40 cm' }, { name: 'thin crust' }])).toBe('40 cm · thin crust');
    expect(optionsText(undefined)).toBe('');
  });
});
