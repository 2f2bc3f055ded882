import type { TCity, TDeliveryZone, TRestaurant, TRestaurantDay } from '@food/contracts';
import { isOpenAt as isOpenByDay, type OutletDayRules } from '@food/domain/outlet-day';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveryZones } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { BusinessRegion, Outlet, TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { restaurantDayView, stateView } from '../outlet-day/index.js';
import { outletDaysOf, type OutletDays } from '../outlet-day/index.js';
import { isOpenAt, timeZoneOffsetHours } from './opening-hours.js';

export function toCity(region: BusinessRegion): TCity {
  return {
    id: region.id,
    name: region.name,
    slug: region.slug,
    description: region.description,
    localization: region.localization,
    settings: region.settings,
    timeZone: region.timeZone,
    location: { lat: region.latitude, lng: region.longitude },
  };
}

/**
 * `rules`: the outlet's day (outlet-day/live-days.ts), so a holiday or other hours show as closed
 * or open; without it, the weekly hours alone.
 */
function toRestaurant(
  o: Outlet,
  languages: string[],
  lang: string,
  now: Date,
  rules?: OutletDayRules,
): TRestaurant {
  return {
    id: o.id,
    businessRegionId: o.businessRegionId,
    name: o.name[lang] ?? Object.values(o.name)[0] ?? '',
    address: o.address[lang] ?? Object.values(o.address)[0] ?? '',
    localization: languages
      .filter((l) => o.name[l])
      .map((language) => ({ language, name: o.name[language]!, address: o.address[language] ?? '' })),
    phone: o.phone,
    location: { lat: o.latitude, lng: o.longitude },
    timeZone: o.timeZone,
    timeZoneOffsetHours: timeZoneOffsetHours(o.timeZone, now),
    openingHours: o.openingHours,
    isOpenNow: rules ? isOpenByDay(rules, now) : isOpenAt(o.openingHours, o.timeZone, now),
    isPickupAvailable: o.isPickupAvailable,
  };
}

/** Cities, outlets and delivery zones of a network. */
export class PlacesService {
  private readonly zones: TtlCache<TDeliveryZone[]>;
  private readonly days: OutletDays;

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    ttlMs: number,
  ) {
    this.zones = new TtlCache(ttlMs);
    this.days = outletDaysOf(db, ttlMs);
  }

  /** Forgets the cached zones and outlet days (a catalogue change, catalogue-sync.ts). */
  drop(): void {
    this.zones.clear();
    this.days.dropAll();
  }

  async listCities(rn: number): Promise<TCity[]> {
    await this.tenants.getTenant(rn);
    return (await this.tenants.listRegions(rn)).map(toCity);
  }

  async listRestaurants(rn: number, br: number, now = new Date()): Promise<TRestaurant[]> {
    const { brand } = await this.tenants.getTenant(rn);
    await this.tenants.getRegion(rn, br);
    const days = await this.days.forNetwork(rn, now);
    return (await this.tenants.listOutlets(rn))
      .filter((o) => o.businessRegionId === br)
      .map((o) => toRestaurant(o, brand.languages, brand.defaultLanguage, now, days.get(o.id)?.rules));
  }

  /**
   * The city's restaurants' days now (issue 18): the storefront's live, uncached read of what its
   * cached pages cannot know (a pause, busy minutes, a holiday set a minute ago).
   */
  async listRestaurantDays(rn: number, br: number, now = new Date()): Promise<TRestaurantDay[]> {
    await this.tenants.getRegion(rn, br);
    const days = await this.days.forNetwork(rn, now);
    return [...days.values()]
      .filter((d) => d.row.businessRegionId === br)
      .map((d) => restaurantDayView(d.row, d.rules, now));
  }

  async getRestaurant(
    rn: number,
    id: number,
    br: number | undefined,
    now = new Date(),
  ): Promise<TRestaurant> {
    const { brand } = await this.tenants.getTenant(rn);
    if (br !== undefined) await this.tenants.getRegion(rn, br);
    const outlet = await this.tenants.getOutlet(rn, id);
    // asked within a city, an outlet of another city is as unknown as a missing one (the list's rule)
    if (br !== undefined && outlet.businessRegionId !== br)
      throw new AppError('RESTAURANT_NOT_FOUND', `Restaurant ${id} was not found in business region ${br}`);
    const day = await this.days.of(rn, outlet.id, now);
    return toRestaurant(outlet, brand.languages, brand.defaultLanguage, now, day?.rules);
  }

  /** The outlet's settings and its day now; `cookingTimeMinutes` counts the busy minutes. */
  async getRestaurantConfig(rn: number, id: number, now = new Date()) {
    const outlet = await this.tenants.getOutlet(rn, id);
    const live = await this.days.of(rn, outlet.id, now);
    const rules: OutletDayRules = live?.rules ?? {
      timeZone: outlet.timeZone,
      openingHours: outlet.openingHours,
      exceptions: [],
      pausedUntil: null,
      busyExtraMinutes: 0,
      busyUntil: null,
    };
    const day = stateView(rules, now);
    const cooking = outlet.settings.cookingTimeMinutes;
    return {
      outletId: outlet.id,
      businessRegionId: outlet.businessRegionId,
      timeZone: outlet.timeZone,
      timeZoneOffsetHours: timeZoneOffsetHours(outlet.timeZone, now),
      isOpenNow: isOpenByDay(rules, now),
      isPickupAvailable: outlet.isPickupAvailable,
      settings: outlet.settings,
      day,
      cookingTimeMinutes: typeof cooking === 'number' ? cooking + day.busyMinutes : null,
    };
  }

  async listDeliveryZones(rn: number, br: number): Promise<TDeliveryZone[]> {
    const { brand } = await this.tenants.getTenant(rn);
    await this.tenants.getRegion(rn, br);
    return this.zones.get(`${rn}:${br}`, async () => {
      const rows = await this.db
        .select()
        .from(deliveryZones)
        .where(eq(deliveryZones.businessRegionId, br))
        .orderBy(asc(deliveryZones.priority), asc(deliveryZones.id));
      return rows.map((z) => ({
        id: z.id,
        outletId: z.outletId,
        businessRegionId: z.businessRegionId,
        name: z.name[brand.defaultLanguage] ?? Object.values(z.name)[0] ?? '',
        localization: brand.languages
          .filter((l) => z.name[l])
          .map((language) => ({ language, name: z.name[language]! })),
        polygon: { type: 'Polygon' as const, coordinates: z.polygon as [number, number][][] },
        deliveryPrice: z.deliveryPrice,
        freeDeliveryThreshold: z.freeDeliveryThreshold,
        minOrderAmount: z.minOrderAmount,
        deliveryTimeMinutes: z.deliveryTimeMinutes,
        color: z.color,
      }));
    });
  }
}
