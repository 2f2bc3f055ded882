import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import type { ProductTexts, SearchDocument } from './search-documents.js';
import { rowsOf } from '../../db/rows.js';

/* Queries that keep search_documents and search_terms in step with the catalogue (search-index.ts). */

export async function hasStaleProducts(db: DbOrTx): Promise<boolean> {
  const rows = await rowsOf<{ isStale: boolean }>(
    db,
    sql`select exists (select 1 from ${s.searchStaleProducts}) as "isStale"`,
  );
  return rows[0]?.isStale === true;
}

/**
 * Takes up to `limit` queued products off the queue. Inside a transaction: if it rolls back the
 * products stay queued; another API instance skips the rows this one holds.
 */
export async function claimStaleProducts(tx: DbOrTx, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ productId: number }>(
    tx,
    sql`
    delete from ${s.searchStaleProducts}
    where product_id in (
      select product_id from ${s.searchStaleProducts} order by product_id limit ${limit} for update skip locked
    )
    returning product_id as "productId"`,
  );
  return rows.map((r) => Number(r.productId));
}

/** What search needs of the products that still exist (see ProductTexts). */
export async function loadProductTexts(tx: DbOrTx, productIds: number[]): Promise<ProductTexts[]> {
  if (!productIds.length) return [];
  const products = await tx
    .select({
      id: s.products.id,
      retailNetworkId: s.products.retailNetworkId,
      categoryId: s.products.categoryId,
      article: s.products.article,
      targets: s.products.targets,
      isArchived: s.products.isArchived,
      isAddon: s.products.isAddon,
    })
    .from(s.products)
    .where(inArray(s.products.id, productIds));
  if (!products.length) return [];
  const categoryIds = [...new Set(products.map((p) => p.categoryId))];
  // one after another: a transaction is one connection, and node-postgres deprecates (pg@9 will
  // refuse) a query sent while another is still running on it
  const translations = await tx
    .select({
      productId: s.productTranslations.productId,
      name: s.productTranslations.name,
      composition: s.productTranslations.composition,
    })
    .from(s.productTranslations)
    .where(inArray(s.productTranslations.productId, productIds))
    .orderBy(s.productTranslations.productId, s.productTranslations.language);
  const categoryNames = await tx
    .select({ categoryId: s.categoryTranslations.categoryId, name: s.categoryTranslations.name })
    .from(s.categoryTranslations)
    .where(inArray(s.categoryTranslations.categoryId, categoryIds))
    .orderBy(s.categoryTranslations.categoryId, s.categoryTranslations.language);
  // "sold in a city" = a city-wide price row there (CONTRIBUTING.md)
  const prices = await tx
    .select({ productId: s.productPrices.productId, regionId: s.productPrices.businessRegionId })
    .from(s.productPrices)
    .where(and(inArray(s.productPrices.productId, productIds), isNull(s.productPrices.outletId)))
    .orderBy(s.productPrices.productId, s.productPrices.businessRegionId);
  const group = <T, K>(rows: T[], keyOf: (r: T) => K) => {
    const m = new Map<K, T[]>();
    for (const r of rows) m.set(keyOf(r), [...(m.get(keyOf(r)) ?? []), r]);
    return m;
  };
  const trBy = group(translations, (t) => t.productId);
  const catBy = group(categoryNames, (c) => c.categoryId);
  const priceBy = group(prices, (p) => p.productId);
  return products.map((p) => ({
    productId: p.id,
    retailNetworkId: p.retailNetworkId,
    categoryId: p.categoryId,
    article: p.article,
    names: (trBy.get(p.id) ?? []).map((t) => t.name),
    compositions: (trBy.get(p.id) ?? []).map((t) => t.composition),
    categoryNames: (catBy.get(p.categoryId) ?? []).map((c) => c.name),
    regionIds: (priceBy.get(p.id) ?? []).map((r) => r.regionId),
    targets: p.targets,
    isArchived: p.isArchived,
    isAddon: p.isAddon,
  }));
}

/** Replaces the documents of these products with `docs` and adds their words to the terms. */
export async function replaceDocuments(tx: DbOrTx, productIds: number[], docs: SearchDocument[]) {
  if (!productIds.length) return;
  await tx.delete(s.searchDocuments).where(inArray(s.searchDocuments.productId, productIds));
  for (let i = 0; i < docs.length; i += 500) {
    await tx.insert(s.searchDocuments).values(docs.slice(i, i + 500));
  }
  const words = [...new Set(docs.flatMap((d) => d.allWords))];
  for (let i = 0; i < words.length; i += 2000) {
    // words are [a-z0-9] only, so the text[] literal needs no escaping (quoted: "null" is a word)
    await tx.execute(sql`
      with added as (
        insert into ${s.searchTerms} (term)
        select w from unnest(${`{${words
          .slice(i, i + 2000)
          .map((w) => `"${w}"`)
          .join(',')}}`}::text[]) w
        where not exists (select 1 from ${s.searchTerms} t where t.term = w)
        returning 1
      )
      ${bumpTermsVersion(sql`exists (select 1 from added)`)}`);
  }
}

/**
 * Raises the version of the index words when `changed` holds: searches remember which index
 * words a query word reaches as of one version (word-cache.ts). In the transaction that
 * changes the words, so no search sees the new words under the old version.
 */
const bumpTermsVersion = (changed: SQL) =>
  sql`update ${s.searchIndexState} set terms_version = terms_version + 1 where id = 1 and ${changed}`;

/**
 * Drops the terms no document uses any more, and the duplicates two API instances indexing at
 * once may have added (after large rewrites; a stale term finds nothing). One pass over the
 * documents, hashed: a per-term lookup would read a common word's postings.
 */
export async function pruneTerms(db: DbOrTx) {
  await db.execute(sql`
    with dropped as (
      delete from ${s.searchTerms}
      where term not in (select distinct unnest(d.all_words) from ${s.searchDocuments} d)
      returning 1
    )
    ${bumpTermsVersion(sql`exists (select 1 from dropped)`)}`);
  await db.execute(sql`
    delete from ${s.searchTerms} a using ${s.searchTerms} b where a.term = b.term and a.ctid > b.ctid`);
}

/**
 * Dead rows out and fresh planner statistics after a large rewrite: PGlite has no autovacuum,
 * and the emptied queue alone, 10,000 dead rows after a seed, made every search's "anything
 * queued?" cost milliseconds. Outside any transaction (VACUUM refuses to run in one).
 */
export async function tidyIndex(db: Db) {
  for (const table of [s.searchStaleProducts, s.searchDocuments, s.searchTerms, s.searchIndexState])
    await db.execute(sql`vacuum analyze ${table}`);
}
