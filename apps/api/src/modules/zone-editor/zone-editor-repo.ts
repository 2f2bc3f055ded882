/** Queries of the zone editor; each takes the database or the write's transaction. */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  businessRegions,
  catalogueDrafts,
  catalogueVersions,
  deliveryZones,
  outlets,
} from '../../db/schema.js';

export type ZoneRow = typeof deliveryZones.$inferSelect;
export type ZoneValues = Omit<ZoneRow, 'id'>;

/** The zone's city and brand, or undefined for an unknown zone (the scope guard's read). */
export async function selectZonePlace(db: DbOrTx, zoneId: number) {
  const [row] = await db
    .select({
      businessRegionId: deliveryZones.businessRegionId,
      retailNetworkId: businessRegions.retailNetworkId,
    })
    .from(deliveryZones)
    .innerJoin(businessRegions, eq(businessRegions.id, deliveryZones.businessRegionId))
    .where(eq(deliveryZones.id, zoneId))
    .limit(1);
  return row;
}

/** The city's brand, or undefined for an unknown city. */
export async function selectRegionNetwork(db: DbOrTx, businessRegionId: number) {
  const [row] = await db
    .select({ retailNetworkId: businessRegions.retailNetworkId })
    .from(businessRegions)
    .where(eq(businessRegions.id, businessRegionId))
    .limit(1);
  return row?.retailNetworkId;
}

export async function selectZone(db: DbOrTx, zoneId: number, lock = false): Promise<ZoneRow | undefined> {
  const query = db.select().from(deliveryZones).where(eq(deliveryZones.id, zoneId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function selectCityZones(db: DbOrTx, businessRegionId: number): Promise<ZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.businessRegionId, businessRegionId))
    .orderBy(asc(deliveryZones.priority), asc(deliveryZones.id));
}

/** Every outlet of the city, closed ones too (a zone may still name one). */
export function selectCityOutlets(db: DbOrTx, businessRegionId: number) {
  return db
    .select({
      id: outlets.id,
      retailNetworkId: outlets.retailNetworkId,
      name: outlets.name,
      lat: outlets.latitude,
      lng: outlets.longitude,
      isActive: outlets.isActive,
    })
    .from(outlets)
    .where(eq(outlets.businessRegionId, businessRegionId))
    .orderBy(asc(outlets.id));
}

export async function selectOutletPlace(db: DbOrTx, outletId: number) {
  const [row] = await db
    .select({ retailNetworkId: outlets.retailNetworkId, businessRegionId: outlets.businessRegionId })
    .from(outlets)
    .where(eq(outlets.id, outletId))
    .limit(1);
  return row;
}

export async function insertZone(tx: DbOrTx, values: ZoneValues): Promise<ZoneRow> {
  const [row] = await tx.insert(deliveryZones).values(values).returning();
  return row!;
}

export async function updateZone(tx: DbOrTx, zoneId: number, values: Partial<ZoneValues>): Promise<ZoneRow> {
  const [row] = await tx.update(deliveryZones).set(values).where(eq(deliveryZones.id, zoneId)).returning();
  return row!;
}

export async function deleteZone(tx: DbOrTx, zoneId: number): Promise<void> {
  await tx.delete(deliveryZones).where(eq(deliveryZones.id, zoneId));
}

/** The drafts of these zones, by zone id. */
export async function selectZoneDrafts(db: DbOrTx, zoneIds: number[]) {
  if (!zoneIds.length) return new Map<number, { payload: Record<string, unknown>; updatedAt: Date }>();
  const rows = await db
    .select({
      entityId: catalogueDrafts.entityId,
      payload: catalogueDrafts.payload,
      updatedAt: catalogueDrafts.updatedAt,
    })
    .from(catalogueDrafts)
    .where(and(eq(catalogueDrafts.kind, 'zone'), inArray(catalogueDrafts.entityId, zoneIds)));
  return new Map(rows.map((r) => [r.entityId, { payload: r.payload, updatedAt: r.updatedAt }]));
}

/** The latest version number of these zones, by zone id (absent: never published here). */
export async function selectZoneVersions(db: DbOrTx, zoneIds: number[]): Promise<Map<number, number>> {
  if (!zoneIds.length) return new Map();
  const rows = await db
    .select({ entityId: catalogueVersions.entityId, version: max(catalogueVersions.version) })
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.kind, 'zone'), inArray(catalogueVersions.entityId, zoneIds)))
    .groupBy(catalogueVersions.entityId);
  return new Map(rows.map((r) => [r.entityId, r.version ?? 0]));
}
