import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { brands, businessRegions, outlets, retailNetworks } from '../db/schema.js';
import { AppError } from './errors.js';
import { TtlCache } from './ttl-cache.js';

type Brand = typeof brands.$inferSelect;
type RetailNetwork = typeof retailNetworks.$inferSelect;
export type BusinessRegion = typeof businessRegions.$inferSelect;
export type Outlet = typeof outlets.$inferSelect;
export interface Tenant {
  brand: Brand;
  network: RetailNetwork;
}

/**
 * Resolves `rn` (and `br`) to the brand and city every call is about. Unknown ids are the
 * caller's mistake: a 400 naming the id, never a 500.
 */
export class TenantRegistry {
  private readonly tenants: TtlCache<Tenant | null>;
  private readonly regions: TtlCache<BusinessRegion[]>;
  private readonly outlets: TtlCache<Outlet[]>;

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.tenants = new TtlCache(ttlMs);
    this.regions = new TtlCache(ttlMs);
    this.outlets = new TtlCache(ttlMs);
  }

  async getTenant(rn: number): Promise<Tenant> {
    const tenant = await this.tenants.get(String(rn), async () => {
      const rows = await this.db
        .select({ brand: brands, network: retailNetworks })
        .from(brands)
        .innerJoin(retailNetworks, eq(retailNetworks.id, brands.retailNetworkId))
        .where(eq(brands.retailNetworkId, rn))
        // several brands may share a network (seed/variants.ts): its first brand speaks for it
        .orderBy(brands.id)
        .limit(1);
      return rows[0] ?? null;
    });
    if (!tenant) throw new AppError('UNKNOWN_RETAIL_NETWORK', `Unknown retail network ${rn}`);
    return tenant;
  }

  async listRegions(rn: number): Promise<BusinessRegion[]> {
    return this.regions.get(String(rn), () =>
      this.db
        .select()
        .from(businessRegions)
        .where(and(eq(businessRegions.retailNetworkId, rn), eq(businessRegions.isActive, true)))
        .orderBy(businessRegions.sortOrder, businessRegions.id),
    );
  }

  /** The city `br` of network `rn`; a city of another network is as unknown as a missing one. */
  async getRegion(rn: number, br: number): Promise<BusinessRegion> {
    await this.getTenant(rn);
    const region = (await this.listRegions(rn)).find((r) => r.id === br);
    if (!region)
      throw new AppError('UNKNOWN_BUSINESS_REGION', `Unknown business region ${br} in retail network ${rn}`);
    return region;
  }

  async findRegionBySlug(rn: number, slug: string): Promise<BusinessRegion | undefined> {
    return (await this.listRegions(rn)).find((r) => r.slug === slug);
  }

  /** active outlets of the network, in a stable order */
  async listOutlets(rn: number): Promise<Outlet[]> {
    return this.outlets.get(String(rn), () =>
      this.db
        .select()
        .from(outlets)
        .where(and(eq(outlets.retailNetworkId, rn), eq(outlets.isActive, true)))
        .orderBy(outlets.id),
    );
  }

  async getOutlet(rn: number, id: number): Promise<Outlet> {
    await this.getTenant(rn);
    const outlet = (await this.listOutlets(rn)).find((o) => o.id === id);
    if (!outlet)
      throw new AppError('RESTAURANT_NOT_FOUND', `Restaurant ${id} was not found in retail network ${rn}`);
    return outlet;
  }

  clear(): void {
    this.tenants.clear();
    this.regions.clear();
    this.outlets.clear();
  }
}
