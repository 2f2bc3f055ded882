import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { businessRegions, deliveryZones, outlets } from '../../db/schema.js';

/** Every zone of a network's active cities whose outlet is active (a closed kitchen delivers nothing). */
export function selectNetworkZones(db: DbOrTx, rn: number) {
  return db
    .select({
      id: deliveryZones.id,
      outletId: deliveryZones.outletId,
      businessRegionId: deliveryZones.businessRegionId,
      businessRegionSlug: businessRegions.slug,
      name: deliveryZones.name,
      polygon: deliveryZones.polygon,
      deliveryPrice: deliveryZones.deliveryPrice,
      freeDeliveryThreshold: deliveryZones.freeDeliveryThreshold,
      minOrderAmount: deliveryZones.minOrderAmount,
      deliveryTimeMinutes: deliveryZones.deliveryTimeMinutes,
      priority: deliveryZones.priority,
    })
    .from(deliveryZones)
    .innerJoin(businessRegions, eq(businessRegions.id, deliveryZones.businessRegionId))
    .innerJoin(outlets, eq(outlets.id, deliveryZones.outletId))
    .where(
      and(
        eq(businessRegions.retailNetworkId, rn),
        eq(businessRegions.isActive, true),
        eq(outlets.isActive, true),
      ),
    )
    .orderBy(asc(deliveryZones.id));
}

export type NetworkZoneRow = Awaited<ReturnType<typeof selectNetworkZones>>[number];
