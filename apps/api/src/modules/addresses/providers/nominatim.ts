/**
 * OpenStreetMap Nominatim (GET /search, jsonv2 with address details). The public instance's
 * usage policy allows about one request a second with an identifying User-Agent and forbids
 * type-ahead from many clients: point NOMINATIM_URL at your own Nominatim for suggestions in
 * production; the storefront debounces typing, and the service caches answers.
 */
import { z } from 'zod';
import {
  searchBox,
  type AddressProvider,
  type FoundAddress,
  type GeocodeRequest,
  type ReverseRequest,
  type SuggestRequest,
} from '../address-provider.js';
import { formatAddressLabel, type Language } from '../address-text.js';
import { readCoordinate, requestProviderJson, type ProviderHttpOptions } from './provider-http.js';

const ZNominatimPlace = z.looseObject({
  lat: z.union([z.string(), z.number()]),
  lon: z.union([z.string(), z.number()]),
  display_name: z.string().optional(),
  address: z
    .looseObject({
      house_number: z.string().optional(),
      road: z.string().optional(),
      pedestrian: z.string().optional(),
      square: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
    })
    .optional(),
});
const ZNominatimAnswer = z.array(ZNominatimPlace);
/** /reverse answers one place, or `{error: "Unable to geocode"}` where there is none */
const ZNominatimReverse = z.union([z.looseObject({ error: z.string() }), ZNominatimPlace]);

export class NominatimAddressProvider implements AddressProvider {
  readonly name = 'nominatim';

  constructor(
    private readonly baseUrl: string,
    private readonly http: ProviderHttpOptions,
  ) {}

  async suggest({ city, query, lang, limit }: SuggestRequest): Promise<FoundAddress[]> {
    const box = searchBox(city.centre);
    const places = await this.search(
      {
        q: `${query}, ${city.name}`,
        limit: String(limit),
        viewbox: `${box.west},${box.north},${box.east},${box.south}`,
        bounded: '1',
        countrycodes: city.countryCode.toLowerCase(),
      },
      lang,
    );
    return places.flatMap((p) => toAddress(p, city.name, lang) ?? []).slice(0, limit);
  }

  async geocode({ city, street, house, lang }: GeocodeRequest): Promise<FoundAddress | null> {
    // structured search: `street` is "<house number> <street name>"
    const places = await this.search(
      {
        street: house ? `${house} ${street}` : street,
        city: city.name,
        countrycodes: city.countryCode.toLowerCase(),
        limit: '1',
      },
      lang,
    );
    return places.map((p) => toAddress(p, city.name, lang)).find(Boolean) ?? null;
  }

  /** GET /reverse at building level (zoom 18): the address at the customer's location. */
  async reverse({ city, lat, lng, lang }: ReverseRequest): Promise<FoundAddress | null> {
    const url = this.url('reverse', { lat: String(lat), lon: String(lng), zoom: '18' }, lang);
    const place = await requestProviderJson(this.name, url, {}, ZNominatimReverse, this.http);
    return 'error' in place ? null : toAddress(place, city.name, lang);
  }

  private search(params: Record<string, string>, lang: Language) {
    return requestProviderJson(this.name, this.url('search', params, lang), {}, ZNominatimAnswer, this.http);
  }

  private url(path: string, params: Record<string, string>, lang: Language): URL {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [k, v] of Object.entries({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': lang,
    }))
      url.searchParams.set(k, v);
    return url;
  }
}

function toAddress(
  place: z.infer<typeof ZNominatimPlace>,
  cityName: string,
  lang: Language,
): FoundAddress | null {
  const a = place.address ?? {};
  const street = a.road ?? a.pedestrian ?? a.square;
  const lat = readCoordinate(place.lat, 90);
  const lng = readCoordinate(place.lon, 180);
  // a district, a shop or a city without a street is not a delivery address
  if (!street || lat === null || lng === null) return null;
  const house = a.house_number ?? null;
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? cityName;
  return { street, house, city, lat, lng, label: formatAddressLabel(street, house, city, lang) };
}
