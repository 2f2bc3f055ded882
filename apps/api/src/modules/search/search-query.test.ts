import { describe, expect, it } from 'vitest';
import { MAX_QUERY_CHARS, parseSearchQuery, trigramThreshold, typedLetterCount } from './search-query.js';

const keys = (raw: string) => parseSearchQuery(raw)?.variants.map((v) => v.key);

describe('reading a search query', () => {
  it('finds nothing searchable in empty, blank, emoji-only, punctuation or one-letter queries', () => {
    for (const raw of ['', '   ', '\t\n', '🍣🍕', '🙂 🙂', '.*', '%%', "'--", 'a', ' ф '])
      expect(parseSearchQuery(raw)).toBeNull();
  });

  it('counts the letters typed, a run of one letter once', () => {
    expect(typedLetterCount('zzzzzz')).toBe(1);
    expect(typedLetterCount('я')).toBe(1);
    expect(typedLetterCount('ЯяЯ')).toBe(1);
    expect(typedLetterCount('pizza')).toBe(4);
    expect(typedLetterCount('су')).toBe(2);
    expect(typedLetterCount('z z')).toBe(2);
    expect(typedLetterCount('🍣 %')).toBe(0);
  });

  it('finds nothing in one letter held down or one letter whose key has two ("zzzzzz" folds to "ts")', () => {
    // "zzzzzz" was read as the prefix "ts" (zz → ts, tsts → ts) and its layout reading "яяяяяя"
    // likewise: 33 dishes with цибуля or цукор inside
    for (const raw of ['zzzzzz', 'яяяяяя', 'ЯЯЯ', 'цццццц', 'qqqqqq', 'ъъъъъъ', 'я', 'ц', 'ш', 'щ', 'ж'])
      expect(parseSearchQuery(raw), raw).toBeNull();
    // two letters typed are still a query, whatever their keys
    expect(keys('су')).toEqual(['su', 'se']);
    expect(keys('шо')?.[0]).toBe('sho');
    expect(keys('pizza')?.[0]).toBe('pitsa');
    expect(keys('піцца')?.[0]).toBe('pitsa');
  });

  it('reads Latin text as typed and as the Ukrainian and Russian layouts', () => {
    const q = parseSearchQuery('lhfrjy')!;
    expect(q.variants.map((v) => [v.key, v.source])).toEqual([
      ['lhfri', 'typed'],
      ['drakon', 'layout'],
    ]);
    // the uk and ru layouts differ on і/и: both readings are kept
    expect(keys('askfltkmasz')).toContain('filadelfia');
    expect(keys('abkfltkmabz')).toContain('filadelfia');
  });

  it('reads Cyrillic text as typed and as the Latin layout', () => {
    expect(keys('вкфпщт')).toEqual(['vkfpscht', 'dragon']);
    expect(keys('Дракон')).toEqual(['drakon', 'lhfri']);
  });

  it('keeps transliterated text as typed: the key meets the Cyrillic name', () => {
    expect(keys('filadelfiya')?.[0]).toBe('filadelfia');
    expect(keys('kaliforniya z krabom')?.[0]).toBe('kalifornia z krabom');
  });

  it('leaves one-letter words out of the words every match must contain', () => {
    const q = parseSearchQuery('Каліфорнія з крабом')!;
    expect(q.variants[0]).toEqual({
      key: 'kalifornia z krabom',
      words: ['kalifornia', 'krabom'],
      source: 'typed',
    });
  });

  it('reads an article only when the query has a digit', () => {
    expect(parseSearchQuery('SMUA-1208')!.articleKey).toBe('smua1208');
    expect(parseSearchQuery('дракон')!.articleKey).toBeNull();
  });

  it('reads at most 100 characters and 8 words of a long query', () => {
    const q = parseSearchQuery('дракон '.repeat(2000))!;
    expect(q.text.length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    for (const v of q.variants) expect(v.key.split(' ').length).toBeLessThanOrEqual(8);
    expect(parseSearchQuery('xy'.repeat(5_000))!.text).toHaveLength(MAX_QUERY_CHARS);
    // one letter held down is one letter, however long
    expect(parseSearchQuery('x'.repeat(10_000))).toBeNull();
  });

  it('searches short queries as prefixes and forgives typos in longer ones', () => {
    expect(trigramThreshold(2)).toBe(0.6);
    expect(trigramThreshold(5)).toBeLessThanOrEqual(0.5);
    expect(trigramThreshold(6)).toBeLessThanOrEqual(4 / 7);
    expect(parseSearchQuery('fil')!.threshold).toBe(0.6);
  });
});
