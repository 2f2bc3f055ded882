import type { TIpLocationResponse, TNearestOutletResponse } from '@food/contracts';
import { isIP } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessRegions, ipLocations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { findNearestOutlet } from './nearest-outlet.js';

/**
 * "::ffff:93.72.1.5" (an IPv4 client on a dual-stack socket) is 93.72.1.5. Some proxies write
 * the client's port into X-Forwarded-For ("93.72.1.5:51234", "[2a02:2378::5]:443"): the
 * address is what is left without it.
 */
export function normalizeIp(ip: string): string {
  const raw = ip.trim();
  const unported =
    /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(raw)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(raw)?.[1] ?? raw;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unported);
  return mapped ? mapped[1]! : unported;
}

export interface NearestOutletInput {
  retailNetworkId: number;
  businessRegionId: number;
  lat: number;
  lng: number;
  lang?: string;
}

/**
 * Where the customer is: geo by IP (the most specific network of the table that holds the
 * address) and the nearest pickup restaurant to the browser's location (SPEC section 3:
 * nearest_outlet_info), which may be in another city of the network.
 */
export class GeoService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
  ) {}

  async locate(rn: number, rawIp: string): Promise<TIpLocationResponse> {
    await this.tenants.getTenant(rn);
    const ip = normalizeIp(rawIp);
    // the `ip` query is validated by its schema; a trusted proxy's X-Forwarded-For is not
    if (!isIP(ip))
      throw new AppError('VALIDATION_ERROR', 'The client address (X-Forwarded-For) is not an IP address', [
        { in: 'headers', path: '/x-forwarded-for', message: 'not an IPv4 or IPv6 address' },
      ]);
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

  async nearestOutlet(input: NearestOutletInput): Promise<TNearestOutletResponse> {
    const { brand } = await this.tenants.getTenant(input.retailNetworkId);
    await this.tenants.getRegion(input.retailNetworkId, input.businessRegionId);
    const found = findNearestOutlet(await this.tenants.listOutlets(input.retailNetworkId), input);
    if (!found) return { nearest: null };
    const region = await this.tenants.getRegion(input.retailNetworkId, found.outlet.businessRegionId);
    const lang = input.lang ?? brand.defaultLanguage;
    return {
      nearest: {
        outletId: found.outlet.id,
        businessRegionId: region.id,
        businessRegionSlug: region.slug,
        businessRegionName: region.localization.find((l) => l.language === lang)?.name ?? region.name,
        isForCurrentBusinessRegionId: region.id === input.businessRegionId,
        distanceMeters: found.distanceMeters,
      },
    };
  }
}
