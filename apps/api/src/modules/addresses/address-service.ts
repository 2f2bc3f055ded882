import type { TAddressSuggestion, TAddressGeocodeResult } from '@food/contracts';
import type { BusinessRegion, TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { DeliveryZoneService } from '../delivery-zones/index.js';
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

export interface ReverseInput {
  retailNetworkId: number;
  businessRegionId: number;
  lat: number;
  lng: number;
  lang?: string;
}

interface CityContext {
  rn: number;
  city: AddressCity;
  lang: Language;
  countryCode: string;
  regions: BusinessRegion[];
}

/**
 * Address suggestions and geocoding for the customer's city (else the network's other cities),
 * through the configured provider.
 * Every answer is placed in a city of the network; an address in no city of the network is
 * dropped (SPEC section 5: addresses without businessRegionId are dropped). A provider that is
 * down is a 503 GEO_PROVIDER_UNAVAILABLE (providers/provider-http.ts), never a 500.
 */
export class AddressService {
  private readonly suggestions = new TtlCache<TAddressSuggestion[]>(ANSWER_TTL_MS);
  private readonly geocoded = new TtlCache<TAddressSuggestion | null>(ANSWER_TTL_MS);
  private readonly reversed = new TtlCache<TAddressSuggestion | null>(ANSWER_TTL_MS);

  constructor(
    private readonly tenants: TenantRegistry,
    private readonly provider: AddressProvider,
    private readonly zones: DeliveryZoneService,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  /**
   * Addresses of the customer's city matching what they typed; when the city has none, those of
   * the network's other cities, nearest first (issue 17, item 25: a street of another city is
   * suggested, so the address-incorrect-for-city modal of SPEC section 4 can be reached).
   */
  async suggest(input: SuggestInput): Promise<TAddressSuggestion[]> {
    const ctx = await this.context(input.retailNetworkId, input.businessRegionId, input.lang);
    const inCity = await this.suggestIn(ctx, input);
    if (inCity.length) return inCity;
    const elsewhere = await Promise.all(otherCities(ctx).map((other) => this.suggestIn(other, input)));
    return elsewhere.flat().slice(0, input.limit);
  }

  /**
   * A typed street and house: where it is, and whether the customer's city delivers there. An
   * address the customer's city does not have is looked for in the network's other cities
   * (nearest first), so the answer can name the city it is in.
   */
  async geocode(input: GeocodeInput): Promise<TAddressGeocodeResult> {
    const ctx = await this.context(input.retailNetworkId, input.businessRegionId, input.lang);
    const house = input.house?.trim() || null;
    let address = await this.geocodeIn(ctx, input.street, house);
    if (!address) {
      const elsewhere = await Promise.all(
        otherCities(ctx).map((other) => this.geocodeIn(other, input.street, house)),
      );
      address = elsewhere.find((a) => a !== null) ?? null;
    }
    return this.withZone(input, ctx.lang, address);
  }

  /** An answer with the delivery zone that serves it, as the checkout's calculation would find it. */
  private async withZone(
    input: { retailNetworkId: number; businessRegionId: number },
    lang: string,
    address: TAddressSuggestion | null,
  ): Promise<TAddressGeocodeResult> {
    if (!address) return { address: null, deliveryZone: null };
    const deliveryZone = await this.zones.check({
      retailNetworkId: input.retailNetworkId,
      businessRegionId: input.businessRegionId,
      lat: address.lat,
      lng: address.lng,
      lang,
    });
    return { address, deliveryZone };
  }

  /**
   * The street address at the customer's location (issue 17, item 31: 'my location' fills the
   * address), asked of the provider for the network's city nearest to the point, with the same
   * delivery answer as a geocode. Nothing where no city of the network is near, no street is near,
   * or the provider cannot look a point up.
   */
  async reverse(input: ReverseInput): Promise<TAddressGeocodeResult> {
    const ctx = await this.context(input.retailNetworkId, input.businessRegionId, input.lang);
    const lookUp = this.provider.reverse?.bind(this.provider);
    if (!lookUp) return { address: null, deliveryZone: null };
    let address: TAddressSuggestion | null = null;
    // the nearest city's streets, then the next one's (the east of Kyiv is nearer Brovary's centre)
    for (const region of nearbyRegions(ctx.regions, input).slice(0, 2)) {
      const there = { ...ctx, city: addressCity(region, ctx.lang, ctx.countryCode) };
      // about 10 m: a customer standing still asks once
      const key = [ctx.rn, region.id, ctx.lang, input.lat.toFixed(4), input.lng.toFixed(4)];
      address = await this.reversed.get(JSON.stringify(key), async () => {
        const found = await lookUp({ city: there.city, lat: input.lat, lng: input.lng, lang: ctx.lang });
        return found ? placeInNetwork(found, there) : null;
      });
      if (address) break;
    }
    return this.withZone(input, ctx.lang, address);
  }

  private suggestIn(ctx: CityContext, input: SuggestInput): Promise<TAddressSuggestion[]> {
    const key = [ctx.rn, ctx.city.businessRegionId, ctx.lang, input.limit, normalizeText(input.query)];
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

  private geocodeIn(ctx: CityContext, street: string, house: string | null) {
    const key = [ctx.rn, ctx.city.businessRegionId, ctx.lang, normalizeText(street), house];
    return this.geocoded.get(JSON.stringify(key), async () => {
      const found = await this.provider.geocode({ city: ctx.city, street, house, lang: ctx.lang });
      return found ? placeInNetwork(found, ctx) : null;
    });
  }

  private async context(rn: number, br: number, requested: string | undefined): Promise<CityContext> {
    const { brand, network } = await this.tenants.getTenant(rn);
    const region = await this.tenants.getRegion(rn, br);
    const candidates = [requested, brand.defaultLanguage, 'en'];
    const lang = candidates.find(
      (l): l is Language => LANGUAGES.includes(l as Language) && (l === 'en' || brand.languages.includes(l!)),
    )!;
    return {
      rn,
      lang,
      countryCode: network.countryCode.toUpperCase(),
      regions: await this.tenants.listRegions(rn),
      city: addressCity(region, lang, network.countryCode),
    };
  }
}

function addressCity(region: BusinessRegion, lang: Language, countryCode: string): AddressCity {
  const names = cityNames(region);
  return {
    businessRegionId: region.id,
    name: names[lang] ?? region.name,
    names,
    countryCode: countryCode.toUpperCase(),
    centre: { lat: region.latitude, lng: region.longitude },
  };
}

/** The network's cities whose centre is within CITY_RADIUS_KM of a point, nearest first. */
function nearbyRegions(regions: BusinessRegion[], p: { lat: number; lng: number }): BusinessRegion[] {
  return regions
    .map((region) => ({ region, km: distanceKm(p, { lat: region.latitude, lng: region.longitude }) }))
    .filter((r) => r.km <= CITY_RADIUS_KM)
    .sort((a, b) => a.km - b.km)
    .map((r) => r.region);
}

/** The network's other cities, nearest to the customer's first, each as a context of its own. */
function otherCities(ctx: CityContext): CityContext[] {
  return ctx.regions
    .filter((r) => r.id !== ctx.city.businessRegionId)
    .map((r) => ({ km: distanceKm(ctx.city.centre, { lat: r.latitude, lng: r.longitude }), r }))
    .sort((a, b) => a.km - b.km)
    .map(({ r }) => ({ ...ctx, city: addressCity(r, ctx.lang, ctx.countryCode) }));
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
