import type { TIpLocationResponse } from '@food/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessRegions, ipLocations } from '../../db/schema.js';
import type { TenantRegistry } from '../../lib/tenant.js';

/** "::ffff:93.72.1.5" (an IPv4 client on a dual-stack socket) is 93.72.1.5. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** Geo by IP: the most specific network of the table that holds the address. */
export class GeoService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
  ) {}

  async locate(rn: number, rawIp: string): Promise<TIpLocationResponse> {
    await this.tenants.getTenant(rn);
    const ip = normalizeIp(rawIp);
    const [row] = await this.db
      .select({ id: businessRegions.id, slug: businessRegions.slug })
      .from(ipLocations)
      .innerJoin(businessRegions, eq(businessRegions.id, ipLocations.businessRegionId))
      .where(
        and(
          eq(businessRegions.retailNetworkId, rn),
          eq(businessRegions.isActive, true),
          sql`${ipLocations.network} >>= ${ip}::inet`,
        ),
      )
      .orderBy(sql`masklen(${ipLocations.network}) desc`)
      .limit(1);
    return {
      ip,
      retailNetworkId: rn,
      businessRegionId: row?.id ?? null,
      businessRegionSlug: row?.slug ?? null,
    };
  }
}
