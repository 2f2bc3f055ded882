/**
 * DaData address suggestions: POST /suggestions/api/4_1/rs/suggest/address with
 * `Authorization: Token <key>` (the spec's "suggestions service, POST with token header").
 * Restricted to the city by name; DaData answers in Russian or English only.
 */
import { z } from 'zod';
import type { AddressProvider, FoundAddress, GeocodeRequest, SuggestRequest } from '../address-provider.js';
import { formatAddressLabel, type Language } from '../address-text.js';
import { readCoordinate, requestProviderJson, type ProviderHttpOptions } from './provider-http.js';

const ZDadataSuggestion = z.looseObject({
  value: z.string(),
  data: z.looseObject({
    city: z.string().nullish(),
    settlement: z.string().nullish(),
    street_with_type: z.string().nullish(),
    street: z.string().nullish(),
    house: z.string().nullish(),
    geo_lat: z.string().nullish(),
    geo_lon: z.string().nullish(),
  }),
});
const ZDadataAnswer = z.looseObject({ suggestions: z.array(ZDadataSuggestion) });

export class DadataAddressProvider implements AddressProvider {
  readonly name = 'dadata';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly http: ProviderHttpOptions,
  ) {}

  async suggest({ city, query, lang, limit }: SuggestRequest): Promise<FoundAddress[]> {
    const found = await this.suggestRaw(query, city, lang, limit);
    return found.flatMap((s) => toAddress(s, city.name, lang) ?? []).slice(0, limit);
  }

  async geocode({ city, street, house, lang }: GeocodeRequest): Promise<FoundAddress | null> {
    const found = await this.suggestRaw(house ? `${street} ${house}` : street, city, lang, 1);
    return found.map((s) => toAddress(s, city.name, lang)).find(Boolean) ?? null;
  }

  private async suggestRaw(query: string, city: SuggestRequest['city'], lang: Language, count: number) {
    const url = new URL(
      'suggestions/api/4_1/rs/suggest/address',
      this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`,
    );
    const answer = await requestProviderJson(
      this.name,
      url,
      {
        method: 'POST',
        headers: { authorization: `Token ${this.apiKey}` },
        body: {
          query,
          count,
          language: lang === 'en' ? 'en' : 'ru',
          locations: [{ country_iso_code: city.countryCode, city: city.names.ru ?? city.name }],
          restrict_value: true,
        },
      },
      ZDadataAnswer,
      this.http,
    );
    return answer.suggestions;
  }
}

function toAddress(
  s: z.infer<typeof ZDadataSuggestion>,
  cityName: string,
  lang: Language,
): FoundAddress | null {
  const street = s.data.street_with_type ?? s.data.street;
  const lat = readCoordinate(s.data.geo_lat, 90);
  const lng = readCoordinate(s.data.geo_lon, 180);
  if (!street || lat === null || lng === null) return null;
  const house = s.data.house ?? null;
  const city = s.data.city ?? s.data.settlement ?? cityName;
  return { street, house, city, lat, lng, label: formatAddressLabel(street, house, city, lang) };
}
