import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';

export type ProductRow = typeof s.products.$inferSelect & {
  categorySlug: string | null;
  price: number;
  oldPrice: number | null;
};

/**
 * Every product priced in city `br` (an outlet's own price wins over the city's when `outletId`
 * is given), archived ones included: callers decide what to show.
 */
export async function listPricedProducts(db: DbOrTx, rn: number, br: number, outletId: number | null) {
  const cityPrice = db
    .select({
      productId: s.productPrices.productId,
      price: s.productPrices.price,
      oldPrice: s.productPrices.oldPrice,
    })
    .from(s.productPrices)
    .where(and(eq(s.productPrices.businessRegionId, br), isNull(s.productPrices.outletId)))
    .as('city_price');
  const outletPrice = db
    .select({
      productId: s.productPrices.productId,
      price: s.productPrices.price,
      oldPrice: s.productPrices.oldPrice,
    })
    .from(s.productPrices)
    .where(and(eq(s.productPrices.businessRegionId, br), eq(s.productPrices.outletId, outletId ?? -1)))
    .as('outlet_price');
  const rows = await db
    .select({
      product: s.products,
      categorySlug: s.categories.slug,
      price: sql<number>`coalesce(${outletPrice.price}, ${cityPrice.price})`.mapWith(Number),
      oldPrice: sql<
        number | null
      >`case when ${outletPrice.price} is not null then ${outletPrice.oldPrice} else ${cityPrice.oldPrice} end`,
    })
    .from(s.products)
    .innerJoin(s.categories, eq(s.categories.id, s.products.categoryId))
    .leftJoin(cityPrice, eq(cityPrice.productId, s.products.id))
    .leftJoin(outletPrice, eq(outletPrice.productId, s.products.id))
    .where(
      and(
        eq(s.products.retailNetworkId, rn),
        or(sql`${cityPrice.price} is not null`, sql`${outletPrice.price} is not null`),
      ),
    )
    .orderBy(s.categories.sortOrder, s.products.sortOrder, s.products.id);
  return rows.map((r): ProductRow => ({
    ...r.product,
    categorySlug: r.categorySlug,
    price: r.price,
    oldPrice: r.oldPrice === null ? null : Number(r.oldPrice),
  }));
}

export async function listTranslations(db: DbOrTx, productIds: number[]) {
  if (!productIds.length) return [];
  return db.select().from(s.productTranslations).where(inArray(s.productTranslations.productId, productIds));
}

export async function listProductAttributes(db: DbOrTx, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({
      productId: s.productAttributes.productId,
      value: s.productAttributes.value,
      attribute: s.attributes,
    })
    .from(s.productAttributes)
    .innerJoin(s.attributes, eq(s.attributes.id, s.productAttributes.attributeId))
    .where(inArray(s.productAttributes.productId, productIds))
    .orderBy(s.attributes.sortOrder);
}

export async function listProductClassifiers(db: DbOrTx, productIds: number[]) {
  if (!productIds.length) return [];
  return db.select().from(s.productClassifiers).where(inArray(s.productClassifiers.productId, productIds));
}

export async function listProductAddons(db: DbOrTx, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select()
    .from(s.productAddons)
    .where(inArray(s.productAddons.productId, productIds))
    .orderBy(s.productAddons.productId, s.productAddons.addonProductId);
}

/** The outlet's stop list at `now`: an entry whose `until` has passed no longer counts. */
export async function listStopList(db: DbOrTx, outletId: number, now: Date) {
  return db
    .select()
    .from(s.stopListItems)
    .where(
      and(
        eq(s.stopListItems.outletId, outletId),
        or(isNull(s.stopListItems.until), gt(s.stopListItems.until, now)),
      ),
    )
    .orderBy(s.stopListItems.createdAt, s.stopListItems.productId);
}

/** What the catalogue needs of an outlet's stop list: ids and until, not yet expired at `now`. */
/**
 * `listActiveStops` as one json value, a part of a statement of several modules' reads
 * (lib/read-parts.ts); `activeStopsOfJson` reads it back.
 */
export function activeStopsJson(outletId: number, now: Date): SQL {
  const t = s.stopListItems;
  return sql`select coalesce(json_agg(json_build_object('productId', ${t.productId}, 'until', ${t.until})), '[]'::json)
    from ${t} where ${t.outletId} = ${outletId} and (${t.until} is null or ${t.until} > ${now.toISOString()}::timestamptz)`;
}

export function activeStopsOfJson(value: unknown): { productId: number; until: Date | null }[] {
  const rows = (value ?? []) as { productId: number; until: string | null }[];
  return rows.map((r) => ({ productId: r.productId, until: r.until === null ? null : new Date(r.until) }));
}

export async function listActiveStops(db: DbOrTx, outletId: number, now: Date) {
  return db
    .select({ productId: s.stopListItems.productId, until: s.stopListItems.until })
    .from(s.stopListItems)
    .where(
      and(
        eq(s.stopListItems.outletId, outletId),
        or(isNull(s.stopListItems.until), gt(s.stopListItems.until, now)),
      ),
    );
}

export async function listAttributes(db: DbOrTx, rn: number, type: (typeof s.ATTRIBUTE_TYPES)[number]) {
  return db
    .select()
    .from(s.attributes)
    .where(and(eq(s.attributes.retailNetworkId, rn), eq(s.attributes.type, type)))
    .orderBy(s.attributes.sortOrder, s.attributes.id);
}

export async function listCategories(db: DbOrTx, rn: number) {
  const rows = await db
    .select({ category: s.categories, translation: s.categoryTranslations })
    .from(s.categories)
    .leftJoin(s.categoryTranslations, eq(s.categoryTranslations.categoryId, s.categories.id))
    .where(eq(s.categories.retailNetworkId, rn))
    .orderBy(s.categories.sortOrder, s.categories.id);
  const byId = new Map<number, typeof s.categories.$inferSelect & { names: Record<string, string> }>();
  for (const { category, translation } of rows) {
    const entry = byId.get(category.id) ?? { ...category, names: {} };
    if (translation) entry.names[translation.language] = translation.name;
    byId.set(category.id, entry);
  }
  return [...byId.values()];
}

/** The network's automatic promotions that are switched on (automatic-discounts.ts). */
export async function listAutomaticDiscounts(db: DbOrTx, rn: number) {
  return db
    .select({
      id: s.automaticDiscounts.id,
      businessRegionId: s.automaticDiscounts.businessRegionId,
      categoryId: s.automaticDiscounts.categoryId,
      productIds: s.automaticDiscounts.productIds,
      percent: s.automaticDiscounts.percent,
      daysOfWeek: s.automaticDiscounts.daysOfWeek,
      startsTime: s.automaticDiscounts.startsTime,
      endsTime: s.automaticDiscounts.endsTime,
      startsAt: s.automaticDiscounts.startsAt,
      endsAt: s.automaticDiscounts.endsAt,
      combinesWithPromoCodes: s.automaticDiscounts.combinesWithPromoCodes,
    })
    .from(s.automaticDiscounts)
    .where(and(eq(s.automaticDiscounts.retailNetworkId, rn), eq(s.automaticDiscounts.isActive, true)))
    .orderBy(s.automaticDiscounts.id);
}

/** Articles and kinds of these products (the back office's stop list names them). */
export async function listProductsByIds(db: DbOrTx, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select({ id: s.products.id, article: s.products.article, isAddon: s.products.isAddon })
    .from(s.products)
    .where(inArray(s.products.id, productIds));
}
