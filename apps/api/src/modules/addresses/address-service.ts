import type { TAddressSuggestion, TAddressGeocodeResult } from '@food/contracts';
import type { BusinessRegion, TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { DeliveryZoneService } from '../delivery-zones/delivery-zone-service.js';
import type { AddressCity, AddressProvider, FoundAddress } from './address-provider.js';
import { normalizeText, type Language } from './address-text.js';
import { distanceKm } from './builtin-provider.js';

/** A found address belongs to the nearest city of the network within this distance of its centre. */
const CITY_RADIUS_KM = 40;
/** Addresses do not move: a provider's answer is kept this long (fewer paid and rate-limited calls). */
const ANSWER_TTL_MS = 10 * 60 * 1000;
const LANGUAGES: readonly Language[] = ['uk', 'ru', 'en'];

export interface SuggestInput {
  retailNetworkId: number;
  businessRegionId: number;
  query: string;
  lang?: string;
  limit: number;
}

export interface GeocodeInput {
  retailNetworkId: number;
  businessRegionId: number;
  street: string;
  house?: string | null;
  lang?: string;
}

interface CityContext {
  city: AddressCity;
  lang: Language;
  regions: BusinessRegion[];
}

/**
 * Address suggestions and geocoding for the customer's city, through the configured provider.
 * Every answer is placed in a city of the network; an address in no city of the network is
 * dropped (SPEC section 5: addresses without businessRegionId are dropped). A provider that is
 * down is a 503 GEO_PROVIDER_UNAVAILABLE (providers/provider-http.ts), never a 500.
 */
export class AddressService {
  private readonly suggestions = new TtlCache<TAddressSuggestion[]>(ANSWER_TTL_MS);
  private readonly geocoded = new TtlCache<TAddressSuggestion | null>(ANSWER_TTL_MS);

  constructor(
    private readonly tenants: TenantRegistry,
    private readonly provider: AddressProvider,
    private readonly zones: DeliveryZoneService,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  async suggest(input: SuggestInput): Promise<TAddressSuggestion[]> {
    const ctx = await this.context(input.retailNetworkId, input.businessRegionId, input.lang);
    const key = [
      input.retailNetworkId,
      input.businessRegionId,
      ctx.lang,
      input.limit,
      normalizeText(input.query),
    ];
    return this.suggestions.get(JSON.stringify(key), async () => {
      const found = await this.provider.suggest({
        city: ctx.city,
        query: input.query,
        lang: ctx.lang,
        limit: input.limit,
      });
      const placed = found.flatMap((a) => placeInNetwork(a, ctx) ?? []);
      return [...new Map(placed.map((a) => [a.label, a])).values()];
    });
  }

  /** A typed street and house: where it is, and whether the customer's city delivers there. */
  async geocode(input: GeocodeInput): Promise<TAddressGeocodeResult> {
    const ctx = await this.context(input.retailNetworkId, input.businessRegionId, input.lang);
    const house = input.house?.trim() || null;
    const key = [input.retailNetworkId, input.businessRegionId, ctx.lang, normalizeText(input.street), house];
    const address = await this.geocoded.get(JSON.stringify(key), async () => {
      const found = await this.provider.geocode({
        city: ctx.city,
        street: input.street,
        house,
        lang: ctx.lang,
      });
      return found ? placeInNetwork(found, ctx) : null;
    });
    if (!address) return { address: null, deliveryZone: null };
    const deliveryZone = await this.zones.check({
      retailNetworkId: input.retailNetworkId,
      businessRegionId: input.businessRegionId,
      lat: address.lat,
      lng: address.lng,
      lang: ctx.lang,
    });
    return { address, deliveryZone };
  }

  private async context(rn: number, br: number, requested: string | undefined): Promise<CityContext> {
    const { brand, network } = await this.tenants.getTenant(rn);
    const region = await this.tenants.getRegion(rn, br);
    const candidates = [requested, brand.defaultLanguage, 'en'];
    const lang = candidates.find(
      (l): l is Language => LANGUAGES.includes(l as Language) && (l === 'en' || brand.languages.includes(l!)),
    )!;
    const names = cityNames(region);
    return {
      lang,
      regions: await this.tenants.listRegions(rn),
      city: {
        businessRegionId: region.id,
        name: names[lang] ?? region.name,
        names,
        countryCode: network.countryCode.toUpperCase(),
        centre: { lat: region.latitude, lng: region.longitude },
      },
    };
  }
}

function cityNames(region: BusinessRegion): Partial<Record<Language, string>> {
  const names: Partial<Record<Language, string>> = {};
  for (const l of region.localization)
    if (LANGUAGES.includes(l.language as Language)) names[l.language as Language] = l.name;
  return names;
}

/**
 * Which city of the network an address is in: the city its name says (the requested city
 * first), else the nearest city centre within CITY_RADIUS_KM; null when it is in none.
 */
function placeInNetwork(found: FoundAddress, ctx: CityContext): TAddressSuggestion | null {
  const said = normalizeText(found.city);
  const named = [ctx.regions.find((r) => r.id === ctx.city.businessRegionId), ...ctx.regions].find(
    (r) =>
      r &&
      [r.name, ...r.localization.map((l) => l.name)].some((n) => normalizeText(n) === said) &&
      distanceKm(found, { lat: r.latitude, lng: r.longitude }) <= CITY_RADIUS_KM,
  );
  let region = named;
  if (!region) {
    let best = Infinity;
    for (const r of ctx.regions) {
      const km = distanceKm(found, { lat: r.latitude, lng: r.longitude });
      if (km <= CITY_RADIUS_KM && km < best) [region, best] = [r, km];
    }
  }
  return region ? { ...found, businessRegionId: region.id } : null;
}
