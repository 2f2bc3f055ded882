/** Stop-list queries of the back office and the machine API. */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productPrices, products, staffUsers, stopListItems } from '../../db/schema.js';

export type StopRow = typeof stopListItems.$inferSelect;

/**
 * A product (or addon) of the network that the outlet sells: not archived, with a price in its
 * city or of its own. Null otherwise.
 */
export async function findSoldProduct(
  db: DbOrTx,
  place: { retailNetworkId: number; businessRegionId: number; outletId: number },
  productId: number,
) {
  const [row] = await db
    .select({ id: products.id, article: products.article, isAddon: products.isAddon })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.retailNetworkId, place.retailNetworkId),
        eq(products.isArchived, false),
        sql`exists (select 1 from ${productPrices} where ${productPrices.productId} = ${products.id}
          and ${productPrices.businessRegionId} = ${place.businessRegionId}
          and (${productPrices.outletId} is null or ${productPrices.outletId} = ${place.outletId}))`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The outlet's entries still on stop at `now`, oldest first. */
export async function listActiveEntries(db: DbOrTx, outletId: number, now: Date): Promise<StopRow[]> {
  return db
    .select()
    .from(stopListItems)
    .where(
      and(
        eq(stopListItems.outletId, outletId),
        or(isNull(stopListItems.until), gt(stopListItems.until, now)),
      ),
    )
    .orderBy(stopListItems.createdAt, stopListItems.productId);
}

export async function findEntry(db: DbOrTx, outletId: number, productId: number): Promise<StopRow | null> {
  const [row] = await db
    .select()
    .from(stopListItems)
    .where(and(eq(stopListItems.outletId, outletId), eq(stopListItems.productId, productId)))
    .limit(1);
  return row ?? null;
}

/** Puts the product on stop (or changes its until and reason); `createdAt` is when it went on. */
export async function upsertEntry(
  db: DbOrTx,
  entry: { outletId: number; productId: number; until: Date | null; reason: string | null; createdAt: Date },
): Promise<StopRow> {
  const [row] = await db
    .insert(stopListItems)
    .values(entry)
    .onConflictDoUpdate({
      target: [stopListItems.outletId, stopListItems.productId],
      set: { until: entry.until, reason: entry.reason, createdAt: entry.createdAt },
    })
    .returning();
  return row!;
}

export async function deleteEntry(db: DbOrTx, outletId: number, productId: number): Promise<StopRow | null> {
  const [row] = await db
    .delete(stopListItems)
    .where(and(eq(stopListItems.outletId, outletId), eq(stopListItems.productId, productId)))
    .returning();
  return row ?? null;
}

/** A staff member's chosen language (names in the back office). */
export async function staffLanguage(db: DbOrTx, staffId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: staffUsers.language })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  return row?.language ?? null;
}
