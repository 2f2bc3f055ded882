import type { TDeliveryZoneCheck, TDeliveryZoneMatch } from '@food/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { pickPreferredZone } from './zone-choice.js';
import {
  boundingBox,
  coordinateProblems,
  isPointInPolygon,
  normalizePolygon,
  type BoundingBox,
  type PolygonCoordinates,
} from './zone-geometry.js';
import { selectNetworkZones, type NetworkZoneRow } from './zones-repo.js';

/** The zone serving an address (money in integer minor units, as stored). */
export type ZoneMatch = TDeliveryZoneMatch;

export interface LocateInput {
  retailNetworkId: number;
  businessRegionId: number;
  lat: number;
  lng: number;
  /** language of the zone name; the brand's default when absent or unknown */
  lang?: string;
}

export type LocateInNetworkInput = Omit<LocateInput, 'businessRegionId'>;

interface PreparedZone extends NetworkZoneRow {
  rings: PolygonCoordinates;
  box: BoundingBox;
}

/**
 * The server-side delivery-zone check (SPEC section 4: the address-incorrect-for-city modal):
 * which zone of a city, if any, serves a point, and whether another city of the same network
 * would. The zones of a network are read once per `ttlMs` (shared data, never per visitor) with
 * their bounding boxes, so a check is a few comparisons per zone.
 */
export class DeliveryZoneService {
  private readonly zones: TtlCache<PreparedZone[]>;

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    ttlMs: number,
  ) {
    this.zones = new TtlCache(ttlMs);
  }

  /** The zone of `businessRegionId` that serves the point, or null when the city does not deliver there. */
  async locate(input: LocateInput): Promise<ZoneMatch | null> {
    assertCoordinates(input);
    await this.tenants.getRegion(input.retailNetworkId, input.businessRegionId);
    const zones = await this.networkZones(input.retailNetworkId);
    return this.match(
      zones.filter((z) => z.businessRegionId === input.businessRegionId),
      input,
    );
  }

  /** The zone of any city of the network that serves the point (the same choice rule), or null. */
  async locateInNetwork(input: LocateInNetworkInput): Promise<ZoneMatch | null> {
    assertCoordinates(input);
    await this.tenants.getTenant(input.retailNetworkId);
    return this.match(await this.networkZones(input.retailNetworkId), input);
  }

  /**
   * What checkout and the storefront ask: does this city deliver here, and if not, does another
   * city of the network (so the customer is told to switch city rather than "we don't deliver").
   */
  async check(input: LocateInput): Promise<TDeliveryZoneCheck> {
    const zone = await this.locate(input);
    if (zone) return { inZone: true, zone, otherCity: null };
    const elsewhere = await this.locateInNetwork(input);
    if (!elsewhere) return { inZone: false, zone: null, otherCity: null };
    const region = await this.tenants.getRegion(input.retailNetworkId, elsewhere.businessRegionId);
    const localized = region.localization.find((l) => l.language === input.lang);
    return {
      inZone: false,
      zone: null,
      otherCity: {
        businessRegionId: region.id,
        slug: region.slug,
        name: localized?.seo.nominativeCase ?? localized?.name ?? region.name,
      },
    };
  }

  private async match(zones: PreparedZone[], input: LocateInNetworkInput): Promise<ZoneMatch | null> {
    const point = { lat: input.lat, lng: input.lng };
    const best = pickPreferredZone(zones.filter((z) => isPointInPolygon(point, z.rings, z.box)));
    if (!best) return null;
    const { brand } = await this.tenants.getTenant(input.retailNetworkId);
    return {
      zoneId: best.id,
      outletId: best.outletId,
      businessRegionId: best.businessRegionId,
      businessRegionSlug: best.businessRegionSlug,
      name:
        (input.lang && best.name[input.lang]) ||
        best.name[brand.defaultLanguage] ||
        Object.values(best.name)[0] ||
        '',
      deliveryPrice: best.deliveryPrice,
      minOrderAmount: best.minOrderAmount,
      freeDeliveryFrom: best.freeDeliveryThreshold,
      deliveryTimeMinutes: best.deliveryTimeMinutes,
    };
  }

  private networkZones(rn: number): Promise<PreparedZone[]> {
    return this.zones.get(String(rn), async () =>
      (await selectNetworkZones(this.db, rn)).map((row) => {
        const rings = normalizePolygon(row.polygon);
        return { ...row, rings, box: boundingBox(rings) };
      }),
    );
  }

  clear(): void {
    this.zones.clear();
  }
}

/**
 * Out-of-range or non-numeric coordinates are the caller's mistake: a 400 naming them, with the
 * same code the route's query validation gives, so checkout reports one error for one mistake.
 */
function assertCoordinates(point: { lat: number; lng: number }): void {
  const problems = coordinateProblems(point);
  if (problems.length)
    throw new AppError(
      'VALIDATION_ERROR',
      `Invalid coordinates: ${problems.join('; ')}`,
      problems.map((message) => ({ path: `/${message.split(' ')[0]}`, message })),
    );
}
