/** Queries of the menu editor's lists: categories with their texts and counts, the product table. */
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';

export type CategoryTranslationRecord = typeof s.categoryTranslations.$inferSelect;

export async function listCategoryRecords(db: DbOrTx, rn: number) {
  const rows = await db
    .select()
    .from(s.categories)
    .where(eq(s.categories.retailNetworkId, rn))
    .orderBy(asc(s.categories.sortOrder), asc(s.categories.id));
  const ids = rows.map((r) => r.id);
  const translations = ids.length
    ? await db.select().from(s.categoryTranslations).where(inArray(s.categoryTranslations.categoryId, ids))
    : [];
  const counts = ids.length
    ? await db
        .select({ categoryId: s.products.categoryId, n: count() })
        .from(s.products)
        .where(and(inArray(s.products.categoryId, ids), eq(s.products.isArchived, false)))
        .groupBy(s.products.categoryId)
    : [];
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  return rows.map((c) => ({
    ...c,
    translations: translations.filter((t) => t.categoryId === c.id),
    productCount: countOf.get(c.id) ?? 0,
  }));
}

export async function findCategory(db: DbOrTx, categoryId: number, lock = false) {
  const q = db.select().from(s.categories).where(eq(s.categories.id, categoryId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function readCategoryTranslations(db: DbOrTx, categoryId: number) {
  return db.select().from(s.categoryTranslations).where(eq(s.categoryTranslations.categoryId, categoryId));
}

/** The next category id of the brand's range (rn × 1000 + n; n 999 is the addons' category). */
export async function nextCategoryId(tx: DbOrTx, rn: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('menu.category_id'))`);
  const base = rn * 1000;
  const [row] = await tx
    .select({ max: sql<number | null>`max(${s.categories.id})` })
    .from(s.categories)
    .where(and(sql`${s.categories.id} > ${base}`, sql`${s.categories.id} < ${base + 999}`));
  const next = Number(row?.max ?? base) + 1;
  if (next < base + 999) return next;
  const [all] = await tx.select({ max: sql<number | null>`max(${s.categories.id})` }).from(s.categories);
  return Math.max(Number(all?.max ?? 0) + 1, 1_000_000);
}

export async function categorySlugTaken(db: DbOrTx, rn: number, slug: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: s.categories.id })
    .from(s.categories)
    .where(
      and(
        eq(s.categories.retailNetworkId, rn),
        eq(s.categories.slug, slug),
        exceptId === null ? undefined : sql`${s.categories.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function replaceCategoryTranslations(
  tx: DbOrTx,
  categoryId: number,
  rows: Array<Omit<CategoryTranslationRecord, 'categoryId'>>,
) {
  await tx.delete(s.categoryTranslations).where(eq(s.categoryTranslations.categoryId, categoryId));
  if (rows.length) await tx.insert(s.categoryTranslations).values(rows.map((r) => ({ ...r, categoryId })));
}

/** What keeps a category from being deleted: its products (archived too: orders name them) and sub-categories. */
export async function categoryContents(db: DbOrTx, categoryId: number) {
  const [products] = await db
    .select({ n: count() })
    .from(s.products)
    .where(eq(s.products.categoryId, categoryId));
  const [children] = await db
    .select({ n: count() })
    .from(s.categories)
    .where(eq(s.categories.parentId, categoryId));
  const [discounts] = await db
    .select({ n: count() })
    .from(s.automaticDiscounts)
    .where(eq(s.automaticDiscounts.categoryId, categoryId));
  return {
    products: Number(products?.n ?? 0),
    children: Number(children?.n ?? 0),
    discounts: Number(discounts?.n ?? 0),
  };
}

export interface ProductListFilter {
  rn: number;
  categoryId?: number;
  q?: string;
  archived: boolean;
  page: number;
  size: number;
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the brand's products (sort order of category, then product), with the total. */
export async function listProductPage(db: DbOrTx, f: ProductListFilter) {
  const where: SQL[] = [eq(s.products.retailNetworkId, f.rn), eq(s.products.isArchived, f.archived)];
  if (f.categoryId !== undefined) where.push(eq(s.products.categoryId, f.categoryId));
  if (f.q) {
    const like = likeOf(f.q);
    where.push(
      or(
        sql`${s.products.article} ilike ${like}`,
        sql`exists (select 1 from ${s.productTranslations} t where t.product_id = ${s.products.id} and t.name ilike ${like})`,
      )!,
    );
  }
  const [total] = await db
    .select({ n: count() })
    .from(s.products)
    .where(and(...where));
  const rows = await db
    .select({ product: s.products })
    .from(s.products)
    .innerJoin(s.categories, eq(s.categories.id, s.products.categoryId))
    .where(and(...where))
    .orderBy(asc(s.categories.sortOrder), asc(s.products.sortOrder), asc(s.products.id))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  const ids = rows.map((r) => r.product.id);
  const names = ids.length
    ? await db
        .select({
          productId: s.productTranslations.productId,
          language: s.productTranslations.language,
          name: s.productTranslations.name,
        })
        .from(s.productTranslations)
        .where(inArray(s.productTranslations.productId, ids))
    : [];
  const prices = ids.length
    ? await db
        .select({
          productId: s.productPrices.productId,
          min: sql<number>`min(${s.productPrices.price})`.mapWith(Number),
          cities: sql<number>`count(distinct ${s.productPrices.businessRegionId})`.mapWith(Number),
        })
        .from(s.productPrices)
        .where(and(inArray(s.productPrices.productId, ids), isNull(s.productPrices.outletId)))
        .groupBy(s.productPrices.productId)
    : [];
  const drafts = ids.length
    ? await db
        .select({ id: s.catalogueDrafts.entityId })
        .from(s.catalogueDrafts)
        .where(and(eq(s.catalogueDrafts.kind, 'product'), inArray(s.catalogueDrafts.entityId, ids)))
    : [];
  return {
    total: Number(total?.n ?? 0),
    products: rows.map((r) => r.product),
    names,
    prices: new Map(prices.map((p) => [p.productId, p])),
    drafts: new Set(drafts.map((d) => d.id)),
  };
}

/** The brand's addon products (what a product's addons may name). */
export async function listAddonProducts(db: DbOrTx, rn: number) {
  const rows = await db
    .select({ id: s.products.id, article: s.products.article })
    .from(s.products)
    .where(
      and(eq(s.products.retailNetworkId, rn), eq(s.products.isAddon, true), eq(s.products.isArchived, false)),
    )
    .orderBy(asc(s.products.sortOrder), asc(s.products.id));
  const names = rows.length
    ? await db
        .select()
        .from(s.productTranslations)
        .where(
          inArray(
            s.productTranslations.productId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({
    ...r,
    names: Object.fromEntries(names.filter((n) => n.productId === r.id).map((n) => [n.language, n.name])),
  }));
}

export async function listBrandAttributes(db: DbOrTx, rn: number) {
  return db
    .select()
    .from(s.attributes)
    .where(eq(s.attributes.retailNetworkId, rn))
    .orderBy(asc(s.attributes.type), asc(s.attributes.sortOrder), asc(s.attributes.id));
}

export async function setCategorySortOrders(tx: DbOrTx, ids: number[]) {
  for (const [i, id] of ids.entries())
    await tx
      .update(s.categories)
      .set({ sortOrder: (i + 1) * 10 })
      .where(eq(s.categories.id, id));
}
