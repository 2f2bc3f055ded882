import {
  cyrillicToLatinLayout,
  hasCyrillicLetters,
  hasLatinLetters,
  latinToCyrillicLayout,
} from './keyboard-layout.js';
import { searchKey } from './search-key.js';

/** Only the first 100 characters of a query are read: no dish name is longer, and the cost of a
 * trigram search grows with the query. */
export const MAX_QUERY_CHARS = 100;
/** ...and at most this many words of it. */
const MAX_QUERY_WORDS = 8;
/** A query whose key is shorter than this finds nothing (one letter matches half the menu). */
const MIN_KEY_LENGTH = 2;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The letters (and digits) a reading was typed with, a run of one letter counted once: "zzzzzz"
 * is one key held down and "я" is one letter, though their keys ("ts" after folding "zz",
 * "ia" after transliteration) have two. The MIN_KEY_LENGTH rule counts these, so a one-letter
 * query finds nothing however it is spelt in Latin.
 */
export function typedLetterCount(text: string): number {
  let count = 0;
  let previous = '';
  for (const ch of text.normalize('NFKC').toLowerCase()) {
    if (LETTER_OR_DIGIT.test(ch) && ch !== previous) count++;
    previous = ch;
  }
  return count;
}

/** One reading of what the customer typed, as a search key. */
export interface QueryVariant {
  /** the key as a phrase: compared whole with names (exact, prefix) and sent to the trigram index */
  key: string;
  /** the words every match must contain (one-letter words such as "з" or "a" are left out) */
  words: string[];
  /** how the text was read: as typed, or as typed on the other keyboard layout */
  source: 'typed' | 'layout';
}

export interface SearchQuery {
  /** the query as used: trimmed and cut to MAX_QUERY_CHARS */
  text: string;
  variants: QueryVariant[];
  /** the query as one word ("smua1208") when it has a digit: compared with articles */
  articleKey: string | null;
  /** word-similarity threshold the trigram index is searched with (see trigramThreshold) */
  threshold: number;
}

function toVariant(text: string, source: QueryVariant['source']): QueryVariant | null {
  const all = searchKey(text).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS);
  const key = all.join(' ');
  if (key.replace(/ /g, '').length < MIN_KEY_LENGTH || typedLetterCount(text) < MIN_KEY_LENGTH) return null;
  const long = all.filter((w) => w.length > 1);
  return { key, words: long.length ? long : all, source };
}

/**
 * The word-similarity threshold of the trigram search. A word of n letters has n + 1 trigrams;
 * a one-letter typo in its middle spoils three of them, so a 5-letter word keeps 3/6 = 0.5 of
 * its trigrams and a 6-letter one 4/7. Short queries are read as prefixes only (a 2-letter
 * prefix keeps 2/3), which also keeps them from matching half the menu.
 */
export function trigramThreshold(keyLength: number): number {
  if (keyLength <= 3) return 0.6;
  if (keyLength <= 5) return 0.45;
  return 0.4;
}

/** The part of a query that is searched: trimmed and cut to MAX_QUERY_CHARS. */
export const usedQueryText = (raw: string) => raw.trim().slice(0, MAX_QUERY_CHARS).trim();

/**
 * Reads a customer's query: as typed (transliterated, so "filadelfiya" meets "Філадельфія"), and
 * as if typed on the other keyboard layout ("lhfrjy" → "дракон", "вкфпщт" → "dragon"). Returns
 * null when nothing searchable is left (empty, spaces, emoji, punctuation, one letter).
 */
export function parseSearchQuery(raw: string): SearchQuery | null {
  const text = usedQueryText(raw);
  const candidates: (QueryVariant | null)[] = [toVariant(text, 'typed')];
  if (hasLatinLetters(text)) {
    const lower = text.toLowerCase();
    candidates.push(
      toVariant(latinToCyrillicLayout(lower, 'uk'), 'layout'),
      toVariant(latinToCyrillicLayout(lower, 'ru'), 'layout'),
    );
  }
  if (hasCyrillicLetters(text))
    candidates.push(toVariant(cyrillicToLatinLayout(text.toLowerCase()), 'layout'));

  const variants: QueryVariant[] = [];
  for (const v of candidates) {
    if (v && !variants.some((seen) => seen.key === v.key)) variants.push(v);
  }
  if (!variants.length) return null;
  const typed = variants.find((v) => v.source === 'typed');
  const articleKey = typed && /\d/.test(typed.key) ? typed.key.replace(/ /g, '') : null;
  const shortest = Math.min(...variants.map((v) => v.key.replace(/ /g, '').length));
  return { text, variants, articleKey, threshold: trigramThreshold(shortest) };
}
