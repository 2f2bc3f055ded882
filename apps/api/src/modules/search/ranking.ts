import type { QueryVariant, SearchQuery } from './search-query.js';

/** What the ranking reads of one product found (or, for suggestions, of one category). */
export interface Candidate {
  id: number;
  /** its names as search keys, one per language */
  names: string[];
  /** its article as one word */
  article?: string;
  /** its category's names as search keys */
  categories?: string[];
  /** the words of its composition */
  composition?: string[];
}

/**
 * Rank classes, best first: exact, then prefix, then fuzzy, on the name (or article); then
 * matches that need the category name, then the composition.
 */
export const RANK = {
  /** the name (in any language of the brand) or the article is the query */
  EXACT: 0,
  /** the name starts with the query ("філад" → "Філадельфія з вугрем") */
  PREFIX: 1,
  /** every query word is a word of the name or starts one ("вугр" → "Філадельфія з вугрем") */
  NAME_WORDS: 2,
  /** the name is the query with a typo or two ("дрвкон" → "Дракон") */
  EXACT_TYPO: 3,
  /** every query word is in the name, some with a typo ("дрвкон" → "Сет Дракон") */
  NAME_FUZZY: 4,
  /** the words are found in the name and the category name ("роли дракон", or just "роли") */
  CATEGORY: 5,
  /** ...or need the composition too ("лосось" → a set with salmon inside) */
  COMPOSITION: 6,
} as const;

export interface RankedEntity {
  id: number;
  rank: number;
  /** found only by reading the query on the other keyboard layout */
  viaLayout: boolean;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapped neighbours, the common phone
 * typo), giving up early: returns max + 1 as soon as the distance must exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Typos forgiven in a query word: none below 4 letters, one up to 7, two from 8. */
const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

const WORD_EXACT = 0;
const WORD_PREFIX = 1;
const WORD_FUZZY = 2;
const NO_MATCH = 3;

/** no rank yet: worse than every RANK */
const NOT_FOUND = Number.MAX_SAFE_INTEGER;

/** How a query word matches one word of a text: exact, prefix, with typos (whole word or the
 * typed-so-far beginning of it), or not at all. */
export function matchWord(queryWord: string, word: string): number {
  if (queryWord === word) return WORD_EXACT;
  if (word.startsWith(queryWord)) return WORD_PREFIX;
  const typos = allowedTypos(queryWord);
  if (!typos) return NO_MATCH;
  if (typoDistance(queryWord, word, typos) <= typos) return WORD_FUZZY;
  if (
    word.length > queryWord.length &&
    typoDistance(queryWord, word.slice(0, queryWord.length), typos) <= typos
  )
    return WORD_FUZZY;
  return NO_MATCH;
}

/** Most (query word, text word) pairs remembered between rankings (a few MB). */
const MAX_REMEMBERED_PAIRS = 200_000;

/**
 * How each query word matches a text's words, each pair worked out once and remembered across
 * rankings: the same few hundred words recur in every product's texts and in customers' queries,
 * and working out a typo distance costs far more than looking it up. Forgets everything when
 * full.
 */
class WordMatcher {
  private readonly seen = new Map<string, Map<string, number>>();
  private pairs = 0;

  /** The best match of `queryWord` among the texts' words; stops at one as good as `enough`. */
  best(queryWord: string, texts: readonly (readonly string[])[], enough = WORD_EXACT): number {
    let memo = this.seen.get(queryWord);
    if (!memo) this.seen.set(queryWord, (memo = new Map()));
    let best = NO_MATCH;
    for (const words of texts) {
      for (const w of words) {
        let m = memo.get(w);
        if (m === undefined) {
          memo.set(w, (m = matchWord(queryWord, w)));
          if (++this.pairs > MAX_REMEMBERED_PAIRS) this.forget();
        }
        if (m < best) best = m;
        if (best <= enough) return best;
      }
    }
    return best;
  }

  private forget() {
    this.seen.clear();
    this.pairs = 0;
  }
}

const matcher = new WordMatcher();

interface Texts {
  names: string[];
  nameWords: string[][];
  article: string | undefined;
  categoryWords: string[][];
  compositionWords: string[][];
}

/** Most keys whose words are remembered (names and category names recur across searches). */
const MAX_REMEMBERED_KEYS = 50_000;
const keyWords = new Map<string, string[]>();

function splitWords(keys: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const k of keys) {
    let words = keyWords.get(k);
    if (!words) {
      if (keyWords.size >= MAX_REMEMBERED_KEYS) keyWords.clear();
      keyWords.set(k, (words = k.split(' ')));
    }
    out.push(words);
  }
  return out;
}

function textsOf(c: Candidate): Texts {
  return {
    names: c.names,
    nameWords: splitWords(c.names),
    article: c.article,
    categoryWords: c.categories ? splitWords(c.categories) : [],
    compositionWords: c.composition ? [c.composition] : [],
  };
}

function rankOne(query: SearchQuery, t: Texts, match: WordMatcher): Omit<RankedEntity, 'id'> | null {
  const typed = rankReadings(query, t, 'typed', match);
  if (typed !== null) return { rank: typed, viaLayout: false };
  const layout = rankReadings(query, t, 'layout', match);
  return layout === null ? null : { rank: layout, viaLayout: true };
}

/*
 * The ranking runs for every product found, hundreds per search, in the API's one thread: it is
 * written with plain loops and no closures made per call (the API runs under tsx, which names
 * every function it creates, at a cost per creation).
 */

function startsAny(texts: readonly string[], prefix: string): boolean {
  for (const t of texts) if (t.startsWith(prefix)) return true;
  return false;
}

function withinTyposOfAny(texts: readonly string[], key: string): boolean {
  const typos = allowedTypos(key);
  for (const t of texts) if (typoDistance(key, t, typos) <= typos) return true;
  return false;
}

function rankReadings(
  query: SearchQuery,
  t: Texts,
  source: QueryVariant['source'],
  match: WordMatcher,
): number | null {
  let best: number = NOT_FOUND;
  const { articleKey } = query;
  if (articleKey && t.article && source === 'typed') {
    if (t.article === articleKey) best = RANK.EXACT;
    else if (articleKey.length >= 4 && t.article.startsWith(articleKey)) best = RANK.PREFIX;
  }
  for (const v of query.variants) {
    if (v.source !== source) continue;
    if (t.names.includes(v.key)) best = Math.min(best, RANK.EXACT);
    else if (startsAny(t.names, v.key)) best = Math.min(best, RANK.PREFIX);
    // the worst of the words' best matches in the names
    let inNames: number = WORD_EXACT;
    for (const w of v.words) inNames = Math.max(inNames, match.best(w, t.nameWords));
    if (inNames <= WORD_PREFIX) best = Math.min(best, RANK.NAME_WORDS);
    else if (inNames <= WORD_FUZZY)
      best = Math.min(best, withinTyposOfAny(t.names, v.key) ? RANK.EXACT_TYPO : RANK.NAME_FUZZY);
    else best = Math.min(best, rankOutsideNames(v.words, t, match));
    if (best === RANK.EXACT) break;
  }
  return best === NOT_FOUND ? null : best;
}

/** Every word found in the names or the category names; or in the composition too. */
function rankOutsideNames(words: readonly string[], t: Texts, match: WordMatcher): number {
  let rank: number = RANK.CATEGORY;
  for (const w of words) {
    if (match.best(w, t.nameWords, WORD_FUZZY) <= WORD_FUZZY) continue;
    if (match.best(w, t.categoryWords, WORD_FUZZY) <= WORD_FUZZY) continue;
    if (match.best(w, t.compositionWords, WORD_FUZZY) > WORD_FUZZY) return NOT_FOUND;
    rank = RANK.COMPOSITION;
  }
  return rank;
}

/**
 * Ranks what was found: every query word must be found (exactly, as a prefix or with the typos
 * `allowedTypos` forgives) in one reading of the query. What the query as typed finds comes
 * first; what only its other-layout reading finds follows ("су" is more likely soup than "ce",
 * "lhfrjy" finds only through "дракон"). Then the best rank, then `order` (the menu order, so
 * equals read as they do on the menu), then id.
 */
export function rankCandidates(
  query: SearchQuery,
  candidates: readonly Candidate[],
  order: ReadonlyMap<number, number> = new Map(),
): RankedEntity[] {
  const match = matcher;
  const ranked: RankedEntity[] = [];
  for (const c of candidates) {
    const r = rankOne(query, textsOf(c), match);
    if (r) ranked.push({ id: c.id, ...r });
  }
  const position = (id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return ranked.sort(
    (a, b) =>
      Number(a.viaLayout) - Number(b.viaLayout) ||
      a.rank - b.rank ||
      position(a.id) - position(b.id) ||
      a.id - b.id,
  );
}

/** Most index words one query word may look documents up by: a two-letter prefix can match many. */
export const MAX_TERMS_PER_WORD = 100;

/**
 * The index words a query word reaches, of those the trigram lookup returned for it (loosely):
 * those it matches exactly, as a prefix or with forgiven typos; exact first, then prefixes
 * (shortest first), then typos, at most MAX_TERMS_PER_WORD.
 */
export function pickWordTerms(word: string, candidates: readonly string[]): string[] {
  return candidates
    .flatMap((term) => {
      const m = matchWord(word, term);
      return m === NO_MATCH ? [] : [{ term, score: m * 1000 + term.length }];
    })
    .sort((a, b) => a.score - b.score || (a.term < b.term ? -1 : 1))
    .slice(0, MAX_TERMS_PER_WORD)
    .map((t) => t.term);
}

/**
 * Per reading, per word, the index words it reaches (`reach`). A reading one of whose words
 * reaches nothing is dropped: every word must be found. Answers readings × words × terms.
 */
export function readingTerms(query: SearchQuery, reach: (word: string) => readonly string[]): string[][][] {
  const readings: string[][][] = [];
  for (const v of query.variants) {
    const groups = v.words.map((w) => [...reach(w)]);
    if (groups.length && groups.every((g) => g.length)) readings.push(groups);
  }
  return readings;
}

/** readingTerms, each word reaching what pickWordTerms picks for it from `candidates`. */
export const pickTerms = (query: SearchQuery, candidates: readonly string[]): string[][][] =>
  readingTerms(query, (w) => pickWordTerms(w, candidates));

/**
 * What to look up in the index words for a query: each word of each reading, by prefix, and by
 * trigram similarity too where `allowedTypos` forgives typos. (Articles are not index words.)
 */
export function termLookups(query: SearchQuery): { word: string; isFuzzy: boolean }[] {
  const words = new Map<string, boolean>();
  for (const v of query.variants) for (const w of v.words) words.set(w, allowedTypos(w) > 0);
  return [...words].map(([word, isFuzzy]) => ({ word, isFuzzy }));
}
