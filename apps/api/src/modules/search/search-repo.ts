import type { Db } from '../../db/client.js';

/*
 * The two statements of a search: index words by trigrams, then the products holding them. Both
 * are database functions (migration 0003_search_words: search_look_up_words and
 * search_find_documents), so their plans are made once per connection and kept, and are sent
 * through the driver's own client: on PGlite every statement runs in this thread, and the ORM's
 * query building and row mapping cost about as much as these statements do.
 */

/** What PGlite and node-postgres's pool both offer. */
interface SqlClient {
  query(text: string): Promise<{ rows: unknown[] }>;
  /** PGlite only: statements by the simple query protocol */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

const clientOf = (db: Db) => (db as unknown as { $client: SqlClient }).$client;

/** An argument of a search function. */
export type Parameter = string | number | boolean | null;

/**
 * A value as an SQL literal: whole numbers, booleans, null, and text of search words, the
 * punctuation of array and tsquery literals and the ":" and "{" that end article ranges (nothing
 * else is ever sent; anything else is refused rather than escaped).
 */
export function literal(value: Parameter): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
    return String(value);
  }
  if (!/^[a-z0-9A-Z '"|&(){},:]*$/.test(value)) throw new Error(`not a search literal: ${value}`);
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * One call of a search function, its arguments written into the statement. Without parameters
 * the statement goes by the simple query protocol: on PGlite two trips into WebAssembly (query,
 * sync) where a statement with parameters takes six (parse, describe, bind, describe, execute,
 * sync); the function's kept plan leaves the statement itself next to nothing to plan.
 */
async function callFunction(db: Db, fn: string, columns: string, args: Parameter[]): Promise<unknown[]> {
  const statement = `select ${columns} from ${fn}(${args.map(literal).join(', ')})`;
  const client = clientOf(db);
  if (client.exec) return (await client.exec(statement))[0]?.rows ?? [];
  return (await client.query(statement)).rows;
}

const SEARCH_WORD = /^[a-z0-9]+$/;

/**
 * A text[] as one parameter ('{"a","b"}'), NULL for null. Keys and words are [a-z0-9] only
 * (search-key.ts), which a quoted array element needs no escaping for; quoted because an array
 * literal reads a bare null as NULL.
 */
function textArray(items: (string | null)[]): string {
  for (const t of items) if (t !== null && !SEARCH_WORD.test(t)) throw new Error(`not a search word: ${t}`);
  return `{${items.map((t) => (t === null ? 'NULL' : `"${t}"`)).join(',')}}`;
}

/** What every search statement also says about the index, as of its own snapshot. */
export interface IndexState {
  /** products wait to be indexed: the answer may be out of date */
  isStale: boolean;
  /** version of the index words (search_index_state), raised whenever words come or go */
  termsVersion: number;
}

/** A word of the query to look up in the terms: by prefix, and by similarity when typos count. */
export interface TermLookup {
  word: string;
  isFuzzy: boolean;
}

/** Most index words one query word's lookup returns before they are matched precisely. */
const TERM_LOOKUP_LIMIT = 2000;

interface LookupRow {
  is_stale: boolean;
  terms_version: number;
  words_found: string;
}

/** The parameters of search_look_up_words, in order. */
export const lookupParams = (lookups: TermLookup[]): Parameter[] => [
  textArray(lookups.map((l) => l.word)),
  textArray(lookups.map((l) => (l.isFuzzy ? l.word : null))),
  TERM_LOOKUP_LIMIT,
];

/**
 * Per looked-up word, in order: the index words (of every network: a word is a word) that
 * start with it, or are trigram-similar to it (pg_trgm `%`, at the default similarity threshold
 * 0.3) when typos count; both through the trigram GIN index.
 */
export async function lookUpWords(
  db: Db,
  lookups: TermLookup[],
): Promise<IndexState & { terms: string[][] }> {
  const found = (await callFunction(
    db,
    'search_look_up_words',
    'is_stale, terms_version, words_found',
    lookupParams(lookups),
  )) as LookupRow[];
  return {
    isStale: found.some((r) => r.is_stale),
    termsVersion: Number(found[0]?.terms_version ?? -1),
    terms: found.map((r) => (r.words_found ? r.words_found.split(' ') : [])),
  };
}

export interface DocumentSearch {
  rn: number;
  br: number;
  target: string;
  /** per reading of the query, per word, the index words it reaches (readingTerms) */
  readings: string[][][];
  /** the query as an article ("smua12"): articles starting with it */
  articleKey: string | null;
  /** also read categories and compositions (not for two-letter queries: a prefix that short
   * of an ingredient is noise) */
  withOtherWords: boolean;
  /** most products read per kind of match (names; categories and compositions; articles) */
  limit: number;
}

export interface DocumentRow {
  productId: number;
  categoryId: number;
  articleKey: string;
  nameKeys: string[];
  categoryKeys: string[];
  /** empty for products found by their names alone: the ranking does not need it */
  compositionWords: string[];
}

/**
 * The readings as one tsquery: some reading has every word, each word as one of the index
 * words it reaches ("('filadelfia') & ('tuntsem' | 'tuntsom') | ..."). Null when none.
 */
export function readingsQuery(readings: string[][][]): string | null {
  if (!readings.length) return null;
  const lexeme = (t: string) => {
    if (!SEARCH_WORD.test(t)) throw new Error(`not a search word: ${t}`);
    return `'${t}'`;
  };
  return readings
    .map((words) => `(${words.map((terms) => `(${terms.map(lexeme).join(' | ')})`).join(' & ')})`)
    .join(' | ');
}

/**
 * The smallest key after every key starting with `prefix`, for a range scan of the article
 * index ("smua1" → "smua2"): keys are [a-z0-9], so the last character's successor is one too
 * or, after "9" or "z", a character no key has.
 */
const afterPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/** The parameters of search_find_documents, in order. */
export function documentParams(q: DocumentSearch): Parameter[] {
  const article = q.articleKey && SEARCH_WORD.test(q.articleKey) ? q.articleKey : null;
  // both go into array literals: a city id and a channel name (ZTarget) have nothing to escape
  if (!Number.isInteger(q.br) || !SEARCH_WORD.test(q.target.toLowerCase()))
    throw new Error(`not a city and channel: ${q.br}, ${q.target}`);
  return [
    q.rn,
    `{${q.br}}`,
    `{${q.target}}`,
    readingsQuery(q.readings),
    q.withOtherWords,
    article,
    article && afterPrefix(article),
    q.limit,
  ];
}

interface DocumentsRow {
  is_stale: boolean;
  terms_version: number;
  documents: string;
}

/**
 * Products sold in city `br` on `target` whose names hold every word of a reading of the query,
 * then those that need their category or composition for some word, then those whose article
 * starts with the query: each through its own index and capped at `limit` rows, so a word
 * found in half the menu costs no more than that. With no readings and no article it reads no
 * product, and still says how the index stands.
 */
export async function findDocuments(
  db: Db,
  q: DocumentSearch,
): Promise<IndexState & { documents: DocumentRow[] }> {
  const [row] = (await callFunction(
    db,
    'search_find_documents',
    'is_stale, terms_version, documents',
    documentParams(q),
  )) as DocumentsRow[];
  if (!row) throw new Error('search_find_documents answered no row');
  return {
    isStale: row.is_stale,
    termsVersion: Number(row.terms_version),
    documents: parseDocuments(row.documents),
  };
}

/** "id|category|article|name keys|category keys|composition words" joined by ";" (keys and
 * words are [a-z0-9 ] only); a product found twice is read once. */
function parseDocuments(found: string): DocumentRow[] {
  const list = (text: string | undefined, separator: string) => (text ? text.split(separator) : []);
  const seen = new Set<number>();
  const out: DocumentRow[] = [];
  for (const line of list(found, ';')) {
    const [id, categoryId, articleKey, nameKeys, categoryKeys, compositionWords] = line.split('|');
    const productId = Number(id);
    if (seen.has(productId)) continue;
    seen.add(productId);
    out.push({
      productId,
      categoryId: Number(categoryId),
      articleKey: articleKey ?? '',
      nameKeys: list(nameKeys, ','),
      categoryKeys: list(categoryKeys, ','),
      compositionWords: list(compositionWords, ' '),
    });
  }
  return out;
}
