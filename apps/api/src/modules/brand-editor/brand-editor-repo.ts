/** Queries of the brand editor: brands, cities (business_regions) and outlets. */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { brands, businessRegions, outlets, retailNetworks } from '../../db/schema.js';

export type BrandRow = typeof brands.$inferSelect;
export type CityRow = typeof businessRegions.$inferSelect;
export type OutletRow = typeof outlets.$inferSelect;

export async function findBrand(db: DbOrTx, brandId: number, forUpdate = false) {
  const q = db
    .select({
      brand: brands,
      countryCode: retailNetworks.countryCode,
      currencyCode: retailNetworks.currencyCode,
    })
    .from(brands)
    .innerJoin(retailNetworks, eq(retailNetworks.id, brands.retailNetworkId))
    .where(eq(brands.id, brandId))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: brands }) : await q;
  return row ?? null;
}

/** every brand, or those of the networks given */
export function listBrands(db: DbOrTx, retailNetworkIds: readonly number[] | null) {
  return db
    .select({
      id: brands.id,
      retailNetworkId: brands.retailNetworkId,
      slug: brands.slug,
      name: brands.name,
      languages: brands.languages,
      defaultLanguage: brands.defaultLanguage,
    })
    .from(brands)
    .where(retailNetworkIds ? inArray(brands.retailNetworkId, [...retailNetworkIds]) : undefined)
    .orderBy(asc(brands.retailNetworkId), asc(brands.id));
}

export async function findBrandOfNetwork(db: DbOrTx, retailNetworkId: number) {
  const [row] = await db
    .select({ brand: brands, countryCode: retailNetworks.countryCode })
    .from(brands)
    .innerJoin(retailNetworks, eq(retailNetworks.id, brands.retailNetworkId))
    .where(eq(brands.retailNetworkId, retailNetworkId))
    .orderBy(asc(brands.id))
    .limit(1);
  return row ?? null;
}

/** domain → slug of every brand but `brandId` (a domain serves one brand) */
export async function domainsOfOtherBrands(db: DbOrTx, brandId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ slug: brands.slug, domains: brands.domains })
    .from(brands)
    .where(ne(brands.id, brandId));
  return new Map(rows.flatMap((r) => r.domains.map((d) => [d, r.slug] as const)));
}

export async function updateBrand(tx: DbOrTx, brandId: number, set: Partial<typeof brands.$inferInsert>) {
  await tx.update(brands).set(set).where(eq(brands.id, brandId));
}

/* ---------------------------------------------------------------- cities */

export async function listCities(db: DbOrTx, retailNetworkId: number) {
  const rows = await db
    .select()
    .from(businessRegions)
    .where(eq(businessRegions.retailNetworkId, retailNetworkId))
    .orderBy(asc(businessRegions.sortOrder), asc(businessRegions.id));
  const counts = await db
    .select({ businessRegionId: outlets.businessRegionId, n: count() })
    .from(outlets)
    .where(eq(outlets.retailNetworkId, retailNetworkId))
    .groupBy(outlets.businessRegionId);
  const byCity = new Map(counts.map((c) => [c.businessRegionId, Number(c.n)]));
  return rows.map((r) => ({ ...r, outletCount: byCity.get(r.id) ?? 0 }));
}

export async function findCity(db: DbOrTx, id: number, forUpdate = false): Promise<CityRow | null> {
  const q = db.select().from(businessRegions).where(eq(businessRegions.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function isCitySlugTaken(db: DbOrTx, retailNetworkId: number, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: businessRegions.id })
    .from(businessRegions)
    .where(
      and(
        eq(businessRegions.retailNetworkId, retailNetworkId),
        eq(businessRegions.slug, slug),
        exceptId === undefined ? undefined : ne(businessRegions.id, exceptId),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Cities and outlets have fixed demo ids and no sequence (CONTRIBUTING: ids survive a reseed):
 * a new one takes the next id under a transaction lock, so two creations never pick the same.
 */
async function nextId(tx: DbOrTx, table: 'business_regions' | 'outlets'): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand-editor:${table}`}))`);
  const rows = await rowsOf<{ id: number | string }>(
    tx,
    sql`select coalesce(max(id), 0) + 1 as id from ${sql.identifier(table)}`,
  );
  return Number(rows[0]!.id);
}

export async function insertCity(tx: DbOrTx, values: Omit<typeof businessRegions.$inferInsert, 'id'>) {
  const id = await nextId(tx, 'business_regions');
  const [row] = await tx
    .insert(businessRegions)
    .values({ ...values, id })
    .returning();
  return row!;
}

export async function updateCity(tx: DbOrTx, id: number, set: Partial<typeof businessRegions.$inferInsert>) {
  const [row] = await tx.update(businessRegions).set(set).where(eq(businessRegions.id, id)).returning();
  return row!;
}

/* ---------------------------------------------------------------- outlets */

export function listOutlets(db: DbOrTx, retailNetworkId: number) {
  return db
    .select()
    .from(outlets)
    .where(eq(outlets.retailNetworkId, retailNetworkId))
    .orderBy(asc(outlets.businessRegionId), asc(outlets.id));
}

export async function findOutlet(db: DbOrTx, id: number, forUpdate = false): Promise<OutletRow | null> {
  const q = db.select().from(outlets).where(eq(outlets.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertOutlet(tx: DbOrTx, values: Omit<typeof outlets.$inferInsert, 'id'>) {
  const id = await nextId(tx, 'outlets');
  const [row] = await tx
    .insert(outlets)
    .values({ ...values, id })
    .returning();
  return row!;
}

export async function updateOutlet(tx: DbOrTx, id: number, set: Partial<typeof outlets.$inferInsert>) {
  const [row] = await tx.update(outlets).set(set).where(eq(outlets.id, id)).returning();
  return row!;
}
