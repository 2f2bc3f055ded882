/**
 * Google Places API (New), Text Search: POST /v1/places:searchText with the key in the
 * X-Goog-Api-Key header and a field mask (billing is per requested field: only the address
 * and the location are asked for). Biased to the city's box, answered in the customer's language.
 */
import { z } from 'zod';
import {
  searchBox,
  type AddressProvider,
  type FoundAddress,
  type GeocodeRequest,
  type SuggestRequest,
} from '../address-provider.js';
import { formatAddressLabel, type Language } from '../address-text.js';
import { readCoordinate, requestProviderJson, type ProviderHttpOptions } from './provider-http.js';

const ZGooglePlace = z.looseObject({
  formattedAddress: z.string().optional(),
  location: z.looseObject({ latitude: z.number(), longitude: z.number() }).optional(),
  addressComponents: z
    .array(
      z.looseObject({ longText: z.string(), shortText: z.string().optional(), types: z.array(z.string()) }),
    )
    .optional(),
});
// an empty result is `{}`
const ZGoogleAnswer = z.looseObject({ places: z.array(ZGooglePlace).optional() });

const FIELD_MASK = 'places.formattedAddress,places.location,places.addressComponents';

export class GooglePlacesAddressProvider implements AddressProvider {
  readonly name = 'google';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly http: ProviderHttpOptions,
  ) {}

  async suggest({ city, query, lang, limit }: SuggestRequest): Promise<FoundAddress[]> {
    const places = await this.searchText(`${query}, ${city.name}`, city, lang, limit);
    return places.flatMap((p) => toAddress(p, city.name, lang) ?? []).slice(0, limit);
  }

  async geocode({ city, street, house, lang }: GeocodeRequest): Promise<FoundAddress | null> {
    const text = house ? `${street} ${house}, ${city.name}` : `${street}, ${city.name}`;
    const places = await this.searchText(text, city, lang, 1);
    return places.map((p) => toAddress(p, city.name, lang)).find(Boolean) ?? null;
  }

  private async searchText(
    textQuery: string,
    city: SuggestRequest['city'],
    lang: Language,
    pageSize: number,
  ) {
    const box = searchBox(city.centre);
    const url = new URL(
      'v1/places:searchText',
      this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`,
    );
    const answer = await requestProviderJson(
      this.name,
      url,
      {
        method: 'POST',
        headers: { 'x-goog-api-key': this.apiKey, 'x-goog-fieldmask': FIELD_MASK },
        body: {
          textQuery,
          languageCode: lang,
          regionCode: city.countryCode.toLowerCase(),
          pageSize,
          locationBias: {
            rectangle: {
              low: { latitude: box.south, longitude: box.west },
              high: { latitude: box.north, longitude: box.east },
            },
          },
        },
      },
      ZGoogleAnswer,
      this.http,
    );
    return answer.places ?? [];
  }
}

function toAddress(
  place: z.infer<typeof ZGooglePlace>,
  cityName: string,
  lang: Language,
): FoundAddress | null {
  const part = (type: string) => place.addressComponents?.find((c) => c.types.includes(type))?.longText;
  const street = part('route');
  const lat = readCoordinate(place.location?.latitude, 90);
  const lng = readCoordinate(place.location?.longitude, 180);
  if (!street || lat === null || lng === null) return null;
  const house = part('street_number') ?? null;
  const city = part('locality') ?? part('postal_town') ?? cityName;
  return { street, house, city, lat, lng, label: formatAddressLabel(street, house, city, lang) };
}
