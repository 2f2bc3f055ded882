import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';

/* Queries of a search: index words by trigrams, then the products holding them. */

const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

/** A word of the query to look up in the terms: by prefix, and by similarity when typos count. */
export interface TermLookup {
  word: string;
  isFuzzy: boolean;
}

/** Most terms one lookup returns before they are matched precisely. */
export const TERM_LOOKUP_LIMIT = 2000;

/**
 * Index words (of every network: a word is a word) that start with a looked-up word, or are
 * trigram-similar to it (pg_trgm `%`, at the default similarity threshold 0.3) when typos
 * count; both through the trigram GIN index. Also says whether products wait to be indexed, in
 * the same round trip.
 */
export function termQuery(lookups: TermLookup[]): SQL {
  // words are [a-z0-9] only (search-key.ts): nothing in them means anything to LIKE
  const prefixes = lookups.map((l) => `${l.word}%`);
  const fuzzy = lookups.filter((l) => l.isFuzzy).map((l) => l.word);
  const similar = fuzzy.length ? sql` or t.term % any(${textArray(fuzzy)})` : sql``;
  return sql`
    select
      exists (select 1 from search_stale_products) as "isStale",
      coalesce((
        select string_agg(m.term, ' ') from (
          select t.term from search_terms t
          where t.term like any(${textArray(prefixes)})${similar}
          limit ${TERM_LOOKUP_LIMIT}
        ) m
      ), '') as terms`;
}

// The words come back as one space-separated string (they are [a-z0-9] only): see
// documentQuery for why.
export async function findTerms(db: DbOrTx, lookups: TermLookup[]) {
  const { rows } = (await db.execute(termQuery(lookups))) as unknown as {
    rows: { isStale: boolean; terms: string }[];
  };
  const row = rows[0]!;
  return { isStale: row.isStale === true, terms: row.terms ? row.terms.split(' ') : [] };
}

export interface DocumentSearch {
  rn: number;
  br: number;
  target: string;
  /** per reading of the query, per word, the index words it reaches (pickTerms) */
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

/** Some reading has all its words (each: one of its index words) where `has` says. */
const anyReading = (readings: string[][][], has: (terms: SQL) => SQL) =>
  sql`(${sql.join(
    readings.map(
      (words) =>
        sql`(${sql.join(
          words.map((terms) => has(textArray(terms))),
          sql` and `,
        )})`,
    ),
    sql` or `,
  )})`;

/**
 * Products sold in city `br` on `target` whose names hold every word of a reading of the query,
 * then those that need their category or composition for some word, then those whose article
 * starts with the query: each through its own index (GIN on the word arrays, btree on the
 * article) and capped at `limit` rows, so a word found in half the menu costs no more than
 * that.
 *
 * The rows come back as one string ("id|category|article|name keys|category keys|composition
 * words" joined by ";", lists by "," or " "; keys and words are [a-z0-9 ] only): PGlite hands
 * each result row to JavaScript one by one, which cost ten times the query for 400 rows.
 */
export function documentQuery(q: DocumentSearch): SQL {
  const sold = sql`d.retail_network_id = ${q.rn} and d.region_ids @> array[${q.br}]::int[]
    and d.targets @> array[${q.target}]::text[]`;
  const row = (withComposition: boolean) =>
    sql`concat_ws('|', d.product_id, d.category_id, d.article_key, array_to_string(d.name_keys, ','),
      array_to_string(d.category_keys, ','), ${withComposition ? sql`array_to_string(d.composition_words, ' ')` : sql`''`})`;
  const arms: SQL[] = [];
  if (q.readings.length) {
    const inNames = anyReading(q.readings, (terms) => sql`d.name_words && ${terms}`);
    arms.push(
      sql`(select ${row(false)} as found from search_documents d where ${inNames} and ${sold} limit ${q.limit})`,
    );
    if (q.withOtherWords) {
      const anywhere = anyReading(
        q.readings,
        (terms) => sql`(d.name_words && ${terms} or d.other_words && ${terms})`,
      );
      arms.push(sql`(select ${row(true)} as found from search_documents d
        where ${anywhere} and not ${inNames} and ${sold} limit ${q.limit})`);
    }
  }
  if (q.articleKey) {
    // article keys are [a-z0-9] only (search-key.ts): nothing in them means anything to LIKE
    arms.push(sql`(select ${row(false)} as found from search_documents d
      where d.article_key like ${`${q.articleKey}%`} and ${sold} limit ${q.limit})`);
  }
  return sql`select coalesce(string_agg(m.found, ';'), '') as found from (${sql.join(arms, sql` union all `)}) m`;
}

export async function findDocuments(db: DbOrTx, q: DocumentSearch): Promise<DocumentRow[]> {
  if (!q.readings.length && !q.articleKey) return [];
  const { rows } = (await db.execute(documentQuery(q))) as unknown as { rows: { found: string }[] };
  const list = (text: string | undefined, separator: string) => (text ? text.split(separator) : []);
  const seen = new Set<number>();
  const out: DocumentRow[] = [];
  for (const line of list(rows[0]?.found, ';')) {
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

/** Sequential scans off until the end of the transaction (see searchIndex). */
export async function useIndexesOnly(tx: DbOrTx) {
  await tx.execute(sql`set local enable_seqscan = off`);
}

/**
 * One search against the index, in one read-only transaction: the query's words looked up among
 * the index words, `pick` choosing the ones that really match, their documents read. Answers
 * `null` (and reads nothing more) when products wait to be indexed.
 *
 * Sequential scans are off for the transaction. The planner, told to stop after `limit` rows,
 * prefers to scan the table from the start when it expects more matches than that; in PGlite a
 * sequential scan evaluates the array and trigram operators in WebAssembly for every row (100+
 * ms for 10,000 products) where the GIN indexes answer in about a millisecond.
 */
export async function searchIndex(
  db: Db,
  rn: number,
  lookups: TermLookup[],
  pick: (terms: string[]) => Omit<DocumentSearch, 'rn'> | null,
): Promise<DocumentRow[] | null> {
  return db.transaction(
    async (tx) => {
      await useIndexesOnly(tx);
      const found = await findTerms(tx, lookups);
      if (found.isStale) return null;
      const search = pick(found.terms);
      return search ? findDocuments(tx, { rn, ...search }) : [];
    },
    { accessMode: 'read only' },
  );
}
