/**
 * Queries of the product editor: a product as its write body, and the rows a write replaces.
 * Each takes the transaction (or the database) it runs on.
 */
import type { TProductWrite } from '@food/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';

export type ProductRecord = typeof s.products.$inferSelect;
/** A product as the write body says it, option groups aside (their module reads those). */
export type ProductBody = Omit<TProductWrite, 'optionGroups'>;

export async function findProduct(
  db: DbOrTx,
  productId: number,
  lock = false,
): Promise<ProductRecord | null> {
  const q = db.select().from(s.products).where(eq(s.products.id, productId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findProductByArticle(db: DbOrTx, rn: number, article: string) {
  const [row] = await db
    .select({ id: s.products.id })
    .from(s.products)
    .where(and(eq(s.products.retailNetworkId, rn), eq(s.products.article, article)))
    .limit(1);
  return row ?? null;
}

/** Another product of the brand already holding this article or slug (409s). */
export async function findClash(
  db: DbOrTx,
  rn: number,
  productId: number | null,
  field: 'article' | 'slug',
  value: string,
) {
  const [row] = await db
    .select({ id: s.products.id })
    .from(s.products)
    .where(
      and(
        eq(s.products.retailNetworkId, rn),
        eq(s.products[field], value),
        productId === null ? undefined : ne(s.products.id, productId),
      ),
    )
    .limit(1);
  return row ?? null;
}

const hhmm = (t: string | null) => (t === null ? null : t.slice(0, 5));

/** The product's published state as a write body (the editor view and version snapshots). */
export async function readProductBody(db: DbOrTx, product: ProductRecord): Promise<ProductBody> {
  const id = product.id;
  const translations = await db
    .select()
    .from(s.productTranslations)
    .where(eq(s.productTranslations.productId, id));
  const attributes = await db
    .select({ attributeId: s.productAttributes.attributeId, value: s.productAttributes.value })
    .from(s.productAttributes)
    .where(eq(s.productAttributes.productId, id))
    .orderBy(asc(s.productAttributes.attributeId));
  const prices = await db
    .select({
      businessRegionId: s.productPrices.businessRegionId,
      outletId: s.productPrices.outletId,
      price: s.productPrices.price,
      oldPrice: s.productPrices.oldPrice,
    })
    .from(s.productPrices)
    .where(eq(s.productPrices.productId, id))
    .orderBy(asc(s.productPrices.businessRegionId), sql`${s.productPrices.outletId} nulls first`);
  const addons = await db
    .select({
      addonProductId: s.productAddons.addonProductId,
      freeCount: s.productAddons.freeCount,
      maxCount: s.productAddons.maxCount,
    })
    .from(s.productAddons)
    .where(eq(s.productAddons.productId, id))
    .orderBy(asc(s.productAddons.addonProductId));
  return {
    categoryId: product.categoryId,
    article: product.article,
    slug: product.slug,
    weightGrams: product.weightGrams,
    pieces: product.pieces,
    persons: product.persons,
    isHot: product.isHot,
    isVegan: product.isVegan,
    isAddon: product.isAddon,
    imageKey: product.imageKey,
    availableFrom: hhmm(product.availableFrom),
    availableTo: hhmm(product.availableTo),
    targets: product.targets as TProductWrite['targets'],
    sortOrder: product.sortOrder,
    nutrition: product.nutrition ?? null,
    translations: Object.fromEntries(
      translations.map((t) => [
        t.language,
        { name: t.name, description: t.description, composition: t.composition, seoText: t.seoText },
      ]),
    ),
    attributes,
    prices,
    addons,
  };
}

const columnsOf = (body: ProductBody) => ({
  categoryId: body.categoryId,
  article: body.article,
  slug: body.slug,
  weightGrams: body.weightGrams,
  pieces: body.pieces,
  persons: body.persons,
  isHot: body.isHot,
  isVegan: body.isVegan,
  isAddon: body.isAddon,
  imageKey: body.imageKey,
  availableFrom: body.availableFrom,
  availableTo: body.availableTo,
  targets: body.targets,
  sortOrder: body.sortOrder,
  nutrition: body.nutrition,
});

/**
 * The next id of the brand's range (rn × 100000 + n, CONTRIBUTING "demo ids"), taken under a
 * transaction lock so two creations never draw the same one.
 */
export async function nextProductId(tx: DbOrTx, rn: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('menu.product_id'))`);
  const base = rn * 100_000;
  const [row] = await tx
    .select({ max: sql<number | null>`max(${s.products.id})` })
    .from(s.products)
    .where(and(sql`${s.products.id} >= ${base}`, sql`${s.products.id} < ${base + 100_000}`));
  const next = Number(row?.max ?? base) + 1;
  if (next < base + 100_000) return next;
  // a brand past 99,999 products: ids above every range
  const [all] = await tx.select({ max: sql<number | null>`max(${s.products.id})` }).from(s.products);
  return Math.max(Number(all?.max ?? 0) + 1, 10_000_000);
}

export async function insertProduct(tx: DbOrTx, id: number, rn: number, body: ProductBody): Promise<void> {
  await tx.insert(s.products).values({ id, retailNetworkId: rn, ...columnsOf(body), isArchived: false });
  await replaceChildren(tx, id, body);
}

/** Writes the body over the product (publishing brings an archived product back). */
export async function updateProduct(tx: DbOrTx, id: number, body: ProductBody): Promise<void> {
  await tx
    .update(s.products)
    .set({ ...columnsOf(body), isArchived: false })
    .where(eq(s.products.id, id));
  await tx.delete(s.productTranslations).where(eq(s.productTranslations.productId, id));
  await tx.delete(s.productAttributes).where(eq(s.productAttributes.productId, id));
  await tx.delete(s.productPrices).where(eq(s.productPrices.productId, id));
  await tx.delete(s.productAddons).where(eq(s.productAddons.productId, id));
  await replaceChildren(tx, id, body);
}

async function replaceChildren(tx: DbOrTx, id: number, body: ProductBody): Promise<void> {
  const translations = Object.entries(body.translations).flatMap(([language, t]) =>
    t ? [{ productId: id, language, ...t }] : [],
  );
  if (translations.length) await tx.insert(s.productTranslations).values(translations);
  if (body.attributes.length)
    await tx.insert(s.productAttributes).values(body.attributes.map((a) => ({ productId: id, ...a })));
  if (body.prices.length)
    await tx.insert(s.productPrices).values(body.prices.map((p) => ({ productId: id, ...p })));
  if (body.addons.length)
    await tx.insert(s.productAddons).values(body.addons.map((a) => ({ productId: id, ...a })));
}

export async function archiveProduct(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(s.products).set({ isArchived: true }).where(eq(s.products.id, id));
}

/** Ids of the brand's products (what addons may name). */
export async function listBrandProductIds(db: DbOrTx, rn: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: s.products.id })
    .from(s.products)
    .where(eq(s.products.retailNetworkId, rn));
  return new Set(rows.map((r) => r.id));
}

export async function listBrandAttributeIds(db: DbOrTx, rn: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: s.attributes.id })
    .from(s.attributes)
    .where(eq(s.attributes.retailNetworkId, rn));
  return new Set(rows.map((r) => r.id));
}

export async function findCategoryOf(db: DbOrTx, rn: number, categoryId: number) {
  const [row] = await db
    .select({ id: s.categories.id })
    .from(s.categories)
    .where(and(eq(s.categories.id, categoryId), eq(s.categories.retailNetworkId, rn)))
    .limit(1);
  return row ?? null;
}
