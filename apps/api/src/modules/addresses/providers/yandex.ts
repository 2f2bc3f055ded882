/**
 * Yandex Geocoder HTTP API 1.x: GET /1.x/?apikey&geocode&format=json, limited to the city's
 * box (`ll` + `spn` + `rspn=1`). Positions come as "longitude latitude".
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

const ZGeoObject = z.looseObject({
  name: z.string().optional(),
  Point: z.looseObject({ pos: z.string() }),
  metaDataProperty: z.looseObject({
    GeocoderMetaData: z.looseObject({
      kind: z.string(),
      text: z.string().optional(),
      Address: z.looseObject({
        formatted: z.string().optional(),
        Components: z.array(z.looseObject({ kind: z.string(), name: z.string() })),
      }),
    }),
  }),
});
const ZYandexAnswer = z.looseObject({
  response: z.looseObject({
    GeoObjectCollection: z.looseObject({
      featureMember: z.array(z.looseObject({ GeoObject: ZGeoObject })),
    }),
  }),
});

const YANDEX_LANG: Record<Language, string> = { uk: 'uk_UA', ru: 'ru_RU', en: 'en_US' };

export class YandexAddressProvider implements AddressProvider {
  readonly name = 'yandex';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly http: ProviderHttpOptions,
  ) {}

  async suggest({ city, query, lang, limit }: SuggestRequest): Promise<FoundAddress[]> {
    const found = await this.geocodeText(`${city.name}, ${query}`, city, lang, limit);
    return found.flatMap((o) => toAddress(o, city.name, lang) ?? []).slice(0, limit);
  }

  async geocode({ city, street, house, lang }: GeocodeRequest): Promise<FoundAddress | null> {
    const text = [city.name, street, house].filter(Boolean).join(', ');
    const found = await this.geocodeText(text, city, lang, 1);
    return found.map((o) => toAddress(o, city.name, lang)).find(Boolean) ?? null;
  }

  private async geocodeText(text: string, city: SuggestRequest['city'], lang: Language, results: number) {
    const box = searchBox(city.centre);
    const url = new URL('1.x/', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    const params = {
      apikey: this.apiKey,
      geocode: text,
      format: 'json',
      lang: YANDEX_LANG[lang],
      results: String(results),
      ll: `${city.centre.lng},${city.centre.lat}`,
      spn: `${(box.east - box.west).toFixed(4)},${(box.north - box.south).toFixed(4)}`,
      rspn: '1',
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const answer = await requestProviderJson(this.name, url, {}, ZYandexAnswer, this.http);
    return answer.response.GeoObjectCollection.featureMember.map((m) => m.GeoObject);
  }
}

function toAddress(
  object: z.infer<typeof ZGeoObject>,
  cityName: string,
  lang: Language,
): FoundAddress | null {
  const meta = object.metaDataProperty.GeocoderMetaData;
  if (meta.kind !== 'house' && meta.kind !== 'street') return null;
  const part = (kind: string) => meta.Address.Components.find((c) => c.kind === kind)?.name;
  const street = part('street');
  const [lngText, latText] = object.Point.pos.split(/\s+/);
  const lat = readCoordinate(latText, 90);
  const lng = readCoordinate(lngText, 180);
  if (!street || lat === null || lng === null) return null;
  const house = part('house') ?? null;
  const city = part('locality') ?? cityName;
  return { street, house, city, lat, lng, label: formatAddressLabel(street, house, city, lang) };
}
