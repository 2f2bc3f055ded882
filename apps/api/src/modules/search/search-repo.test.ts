import { describe, expect, it } from 'vitest';
import { documentParams, literal, lookupParams, readingsQuery } from './search-repo.js';

describe('search statements', () => {
  it('writes every reading as one tsquery: some reading with every word, each word one of its index words', () => {
    expect(readingsQuery([])).toBeNull();
    expect(readingsQuery([[['filadelfia'], ['tuntsem', 'tuntsom']], [['drakon']]])).toBe(
      "(('filadelfia') & ('tuntsem' | 'tuntsom')) | (('drakon'))",
    );
    expect(() => readingsQuery([[["x' | 'y"]]])).toThrow();
  });

  it('reads articles by a range of the article index, also after a 9 or a z', () => {
    const params = (articleKey: string | null) =>
      documentParams({
        rn: 1,
        br: 101,
        target: 'WEB',
        readings: [],
        articleKey,
        withOtherWords: false,
        limit: 200,
      });
    expect(params('smua12').slice(5, 7)).toEqual(['smua12', 'smua13']);
    expect(params('gen0579').slice(5, 7)).toEqual(['gen0579', 'gen057:']);
    expect(params('smuaz').slice(5, 7)).toEqual(['smuaz', 'smua{']);
    expect(params(null).slice(5, 7)).toEqual([null, null]);
    expect(params('gen0579').slice(0, 3)).toEqual([1, '{101}', '{WEB}']);
    for (const p of params('gen0579')) expect(() => literal(p)).not.toThrow();
  });

  it('quotes words in text arrays, "null" too, and looks typos up only where they are forgiven', () => {
    expect(
      lookupParams([
        { word: 'null', isFuzzy: true },
        { word: 'set', isFuzzy: false },
      ]).slice(0, 2),
    ).toEqual(['{"null","set"}', '{"null",NULL}']);
  });

  it('writes only whole numbers, booleans, null and search text as literals', () => {
    expect(literal(null)).toBe('NULL');
    expect(literal(false)).toBe('false');
    expect(literal(101)).toBe('101');
    expect(literal("('a' | 'b')")).toBe("'(''a'' | ''b'')'");
    expect(() => literal(1.5)).toThrow();
    expect(() => literal("a'; drop table products; --")).toThrow();
    expect(() => literal('a\\b')).toThrow();
  });
});
