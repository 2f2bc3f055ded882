import { describe, expect, it } from 'vitest';
import { cleanArticle, parseCartOperation } from './article-hook';

describe('the add-by-article hook for outside scripts', () => {
  it("reads '+', '-' and remove in the ways scripts write them", () => {
    expect(parseCartOperation(undefined)).toBe('plus');
    expect(parseCartOperation('+')).toBe('plus');
    expect(parseCartOperation(' ADD ')).toBe('plus');
    expect(parseCartOperation(1)).toBe('plus');
    expect(parseCartOperation('-')).toBe('minus');
    expect(parseCartOperation(-1)).toBe('minus');
    expect(parseCartOperation('delete')).toBe('remove');
    expect(parseCartOperation('explode')).toBeNull();
    expect(parseCartOperation(0)).toBeNull();
    expect(parseCartOperation({})).toBeNull();
  });

  it('accepts articles as partners type them and refuses what could change the URL', () => {
    expect(cleanArticle(' SMUA-1101 ')).toBe('SMUA-1101');
    expect(cleanArticle(1101)).toBe('1101');
    expect(cleanArticle('../admin')).toBeNull();
    expect(cleanArticle('a?b')).toBeNull();
    expect(cleanArticle('')).toBeNull();
    expect(cleanArticle('x'.repeat(61))).toBeNull();
    expect(cleanArticle('a\u0001b')).toBeNull();
    expect(cleanArticle(null)).toBeNull();
  });
});
