import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import type { AddressCity } from '../address-provider.js';
import { DadataAddressProvider } from './dadata.js';
import { GooglePlacesAddressProvider } from './google.js';
import { startLocalHttpServer, type LocalHttpServer } from './local-http-server.js';
import { NominatimAddressProvider } from './nominatim.js';
import { YandexAddressProvider } from './yandex.js';

const kyiv: AddressCity = {
  businessRegionId: 101,
  name: 'Київ',
  names: { uk: 'Київ', ru: 'Киев' },
  countryCode: 'UA',
  centre: { lat: 50.4501, lng: 30.5234 },
};
const http = { timeoutMs: 2000, userAgent: 'food-storefront-test/1.0' };

let server: LocalHttpServer;
beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** Whatever a provider call threw, as the 503 the route would answer. */
async function failure(call: Promise<unknown>) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const appError = err as AppError;
  expect(appError).toMatchObject({ code: 'GEO_PROVIDER_UNAVAILABLE', statusCode: 503 });
  return appError;
}

describe('OpenStreetMap Nominatim adapter', () => {
  // GET /search?format=jsonv2&addressdetails=1 (nominatim.org/release-docs/latest/api/Search)
  const khreshchatyk22 = {
    place_id: 9101,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 26542591,
    lat: '50.4471593',
    lon: '30.5219871',
    category: 'building',
    type: 'yes',
    place_rank: 30,
    importance: 0.00001,
    addresstype: 'building',
    name: '',
    display_name: '22, вулиця Хрещатик, Печерський район, Київ, 01001, Україна',
    address: {
      house_number: '22',
      road: 'вулиця Хрещатик',
      city_district: 'Печерський район',
      city: 'Київ',
      'ISO3166-2-lvl4': 'UA-30',
      postcode: '01001',
      country: 'Україна',
      country_code: 'ua',
    },
    boundingbox: ['50.447', '50.4473', '30.5218', '30.5221'],
  };
  const district = {
    ...khreshchatyk22,
    place_id: 9102,
    lat: '50.43',
    lon: '30.54',
    addresstype: 'city_district',
    address: { city_district: 'Печерський район', city: 'Київ', country: 'Україна', country_code: 'ua' },
  };
  const provider = () => new NominatimAddressProvider(server.url, http);

  it('asks for the city and its box in the customer language, and keeps only street addresses', async () => {
    server.answer = () => ({ json: [khreshchatyk22, district] });
    const found = await provider().suggest({ city: kyiv, query: 'Хрещатик 22', lang: 'uk', limit: 5 });
    expect(found).toEqual([
      {
        street: 'вулиця Хрещатик',
        house: '22',
        city: 'Київ',
        lat: 50.4471593,
        lng: 30.5219871,
        label: 'вулиця Хрещатик, 22, Київ',
      },
    ]);
    const [req] = server.requests;
    expect(req!.path).toBe('/search');
    expect(Object.fromEntries(req!.query)).toMatchObject({
      q: 'Хрещатик 22, Київ',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'uk',
      countrycodes: 'ua',
      bounded: '1',
      limit: '5',
    });
    const [west, north, east, south] = req!.query.get('viewbox')!.split(',').map(Number);
    expect(west! < 30.5234 && 30.5234 < east! && south! < 50.4501 && 50.4501 < north!).toBe(true);
    // the usage policy wants an identifying User-Agent
    expect(req!.headers['user-agent']).toBe('food-storefront-test/1.0');
  });

  it('geocodes with a structured query and says so when nothing is found', async () => {
    server.answer = () => ({ json: [khreshchatyk22] });
    const found = await provider().geocode({ city: kyiv, street: 'Хрещатик', house: '22', lang: 'uk' });
    expect(found).toMatchObject({ house: '22', lat: 50.4471593 });
    expect(Object.fromEntries(server.requests[0]!.query)).toMatchObject({
      street: '22 Хрещатик',
      city: 'Київ',
    });
    server.answer = () => ({ json: [] });
    expect(
      await provider().geocode({ city: kyiv, street: 'Немає такої', house: '1', lang: 'uk' }),
    ).toBeNull();
  });

  it('reads the address at a point (reverse, building level), and none where there is none', async () => {
    server.answer = () => ({ json: khreshchatyk22 });
    const found = await provider().reverse({ city: kyiv, lat: 50.44716, lng: 30.52199, lang: 'uk' });
    expect(found).toMatchObject({ street: 'вулиця Хрещатик', house: '22', city: 'Київ' });
    expect(server.requests[0]!.path).toBe('/reverse');
    expect(Object.fromEntries(server.requests[0]!.query)).toMatchObject({
      lat: '50.44716',
      lon: '30.52199',
      zoom: '18',
      format: 'jsonv2',
      'accept-language': 'uk',
    });
    // Nominatim's own "nothing here", and a point with no street (a district)
    server.answer = () => ({ json: { error: 'Unable to geocode' } });
    expect(await provider().reverse({ city: kyiv, lat: 50.4, lng: 30.6, lang: 'uk' })).toBeNull();
    server.answer = () => ({ json: district });
    expect(await provider().reverse({ city: kyiv, lat: 50.43, lng: 30.54, lang: 'uk' })).toBeNull();
  });
});

describe('Google Places (New) adapter', () => {
  // POST /v1/places:searchText (developers.google.com/maps/documentation/places/web-service/text-search)
  const place = {
    formattedAddress: 'Khreshchatyk St, 22, Kyiv, Ukraine, 02000',
    location: { latitude: 50.4471593, longitude: 30.5219871 },
    addressComponents: [
      { longText: '22', shortText: '22', types: ['street_number'], languageCode: 'en' },
      { longText: 'Khreshchatyk Street', shortText: 'Khreshchatyk St', types: ['route'], languageCode: 'en' },
      { longText: 'Kyiv', shortText: 'Kyiv', types: ['locality', 'political'], languageCode: 'en' },
      { longText: 'Ukraine', shortText: 'UA', types: ['country', 'political'], languageCode: 'en' },
    ],
  };
  const provider = () => new GooglePlacesAddressProvider(server.url, 'g-key-123', http);

  it('posts the text with the key and a field mask in headers, biased to the city', async () => {
    server.answer = () => ({ json: { places: [place, { formattedAddress: 'Kyiv, Ukraine' }] } });
    const found = await provider().suggest({
      city: { ...kyiv, name: 'Kyiv' },
      query: 'Khreshchatyk 22',
      lang: 'en',
      limit: 5,
    });
    expect(found).toEqual([
      {
        street: 'Khreshchatyk Street',
        house: '22',
        city: 'Kyiv',
        lat: 50.4471593,
        lng: 30.5219871,
        label: '22 Khreshchatyk Street, Kyiv',
      },
    ]);
    const [req] = server.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/places:searchText' });
    expect(req!.headers['x-goog-api-key']).toBe('g-key-123');
    expect(req!.headers['x-goog-fieldmask']).toContain('places.location');
    expect(req!.body).toMatchObject({
      textQuery: 'Khreshchatyk 22, Kyiv',
      languageCode: 'en',
      regionCode: 'ua',
      pageSize: 5,
    });
    const { rectangle } = (
      req!.body as { locationBias: { rectangle: { low: { latitude: number }; high: { latitude: number } } } }
    ).locationBias;
    expect(rectangle.low.latitude).toBeLessThan(50.4501);
    expect(rectangle.high.latitude).toBeGreaterThan(50.4501);
  });

  it('reads an empty answer as nothing found, and a refused key as the service being unavailable', async () => {
    server.answer = () => ({ json: {} });
    expect(await provider().geocode({ city: kyiv, street: 'Nowhere', house: '1', lang: 'en' })).toBeNull();
    server.answer = () => ({
      status: 403,
      json: {
        error: {
          code: 403,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'PERMISSION_DENIED',
        },
      },
    });
    const err = await failure(
      provider().suggest({ city: kyiv, query: 'Khreshchatyk', lang: 'en', limit: 5 }),
    );
    expect(err.details).toEqual([{ provider: 'google', reason: 'HTTP 403' }]);
    expect(JSON.stringify({ message: err.message, details: err.details })).not.toContain('g-key-123');
  });
});

describe('Yandex Geocoder adapter', () => {
  // GET /1.x/?apikey&geocode&format=json (yandex.com/dev/geocode/doc/en/response)
  const geoObject = (kind: string, components: Array<{ kind: string; name: string }>, pos: string) => ({
    GeoObject: {
      metaDataProperty: {
        GeocoderMetaData: {
          precision: kind === 'house' ? 'exact' : 'other',
          text: components.map((c) => c.name).join(', '),
          kind,
          Address: {
            country_code: 'UA',
            formatted: components.map((c) => c.name).join(', '),
            Components: components,
          },
        },
      },
      name: components.at(-1)!.name,
      description: 'Київ, Україна',
      boundedBy: { Envelope: { lowerCorner: '30.51 50.44', upperCorner: '30.53 50.45' } },
      Point: { pos },
    },
  });
  const answer = {
    response: {
      GeoObjectCollection: {
        metaDataProperty: {
          GeocoderResponseMetaData: { request: 'Київ, Хрещатик 22', results: '5', found: '2' },
        },
        featureMember: [
          geoObject(
            'house',
            [
              { kind: 'country', name: 'Україна' },
              { kind: 'locality', name: 'Київ' },
              { kind: 'street', name: 'вулиця Хрещатик' },
              { kind: 'house', name: '22' },
            ],
            '30.521987 50.447159',
          ),
          geoObject(
            'locality',
            [
              { kind: 'country', name: 'Україна' },
              { kind: 'locality', name: 'Київ' },
            ],
            '30.5234 50.4501',
          ),
        ],
      },
    },
  };
  const provider = () => new YandexAddressProvider(server.url, 'y-key-456', http);

  it('reads "longitude latitude" positions and keeps houses and streets only', async () => {
    server.answer = () => ({ json: answer });
    const found = await provider().suggest({ city: kyiv, query: 'Хрещатик 22', lang: 'uk', limit: 5 });
    expect(found).toEqual([
      {
        street: 'вулиця Хрещатик',
        house: '22',
        city: 'Київ',
        lat: 50.447159,
        lng: 30.521987,
        label: 'вулиця Хрещатик, 22, Київ',
      },
    ]);
    const [req] = server.requests;
    expect(req!.path).toBe('/1.x/');
    expect(Object.fromEntries(req!.query)).toMatchObject({
      apikey: 'y-key-456',
      geocode: 'Київ, Хрещатик 22',
      format: 'json',
      lang: 'uk_UA',
      results: '5',
      ll: '30.5234,50.4501',
      rspn: '1',
    });
  });

  it('geocodes "city, street, house" and fails cleanly on an answer of another shape', async () => {
    server.answer = () => ({ json: answer });
    expect(
      await provider().geocode({ city: kyiv, street: 'Хрещатик', house: '22', lang: 'ru' }),
    ).toMatchObject({
      house: '22',
    });
    expect(Object.fromEntries(server.requests[0]!.query)).toMatchObject({
      geocode: 'Київ, Хрещатик, 22',
      lang: 'ru_RU',
      results: '1',
    });
    server.answer = () => ({ json: { statusCode: 200, message: 'something else' } });
    const err = await failure(
      provider().geocode({ city: kyiv, street: 'Хрещатик', house: '22', lang: 'uk' }),
    );
    expect(err.details).toEqual([
      { provider: 'yandex', reason: 'the answer is not in the documented shape' },
    ]);
  });
});

describe('DaData suggestions adapter', () => {
  // POST /suggestions/api/4_1/rs/suggest/address with "Authorization: Token" (dadata.ru/api/suggest/address)
  const suggestion = (house: string | null, geo: [string, string] | [null, null]) => ({
    value: `г Киев, ул Крещатик${house ? `, д ${house}` : ''}`,
    unrestricted_value: `01001, Украина, г Киев, ул Крещатик${house ? `, д ${house}` : ''}`,
    data: {
      postal_code: '01001',
      country: 'Украина',
      country_iso_code: 'UA',
      city: 'Киев',
      city_with_type: 'г Киев',
      settlement: null,
      street: 'Крещатик',
      street_with_type: 'ул Крещатик',
      house_type: house ? 'д' : null,
      house,
      geo_lat: geo[0],
      geo_lon: geo[1],
    },
  });
  const provider = () => new DadataAddressProvider(server.url, 'd-token-789', http);

  it('posts the query with the token header, restricted to the city, and skips unplaced entries', async () => {
    server.answer = () => ({
      json: { suggestions: [suggestion('22', ['50.447159', '30.521987']), suggestion(null, [null, null])] },
    });
    const found = await provider().suggest({ city: kyiv, query: 'Крещатик 22', lang: 'ru', limit: 5 });
    expect(found).toEqual([
      {
        street: 'ул Крещатик',
        house: '22',
        city: 'Киев',
        lat: 50.447159,
        lng: 30.521987,
        label: 'ул Крещатик, 22, Киев',
      },
    ]);
    const [req] = server.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/suggestions/api/4_1/rs/suggest/address' });
    expect(req!.headers.authorization).toBe('Token d-token-789');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      query: 'Крещатик 22',
      count: 5,
      language: 'ru',
      locations: [{ country_iso_code: 'UA', city: 'Киев' }],
      restrict_value: true,
    });
  });

  it('asks in English for English, Russian otherwise (DaData has no other languages)', async () => {
    server.answer = () => ({ json: { suggestions: [] } });
    await provider().geocode({ city: kyiv, street: 'Хрещатик', house: '22', lang: 'uk' });
    await provider().geocode({ city: kyiv, street: 'Khreshchatyk', house: '22', lang: 'en' });
    expect(server.requests.map((r) => (r.body as { language: string }).language)).toEqual(['ru', 'en']);
  });
});

describe('a provider that is down, slow or odd', () => {
  const nominatim = (url = server.url, timeoutMs = 2000) =>
    new NominatimAddressProvider(url, { ...http, timeoutMs });
  const ask = (p: NominatimAddressProvider) =>
    p.suggest({ city: kyiv, query: 'Хрещатик', lang: 'uk', limit: 3 });

  it('turns a server error, a non-JSON page and a cut connection into GEO_PROVIDER_UNAVAILABLE', async () => {
    server.answer = () => ({ status: 502, text: '<html>Bad Gateway</html>' });
    expect((await failure(ask(nominatim()))).details).toEqual([
      { provider: 'nominatim', reason: 'HTTP 502' },
    ]);
    server.answer = () => ({ text: '<html>maintenance</html>' });
    expect((await failure(ask(nominatim()))).details).toEqual([
      { provider: 'nominatim', reason: 'the answer is not JSON' },
    ]);
    const closed = await startLocalHttpServer();
    const closedUrl = closed.url;
    await closed.close();
    expect((await failure(ask(nominatim(closedUrl)))).details).toEqual([
      { provider: 'nominatim', reason: 'cannot connect' },
    ]);
  });

  it('gives up after its timeout instead of holding the customer', async () => {
    server.answer = () => ({ hang: true });
    const started = Date.now();
    const err = await failure(ask(nominatim(server.url, 300)));
    expect(err.details).toEqual([{ provider: 'nominatim', reason: 'no answer within 300 ms' }]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('follows up to five redirects, and no more', async () => {
    server.answer = (req) =>
      req.path === '/search'
        ? { status: 302, text: '', headers: { location: '/moved/search?x=1' } }
        : { json: [] };
    expect(await ask(nominatim())).toEqual([]);
    expect(server.requests.map((r) => r.path)).toEqual(['/search', '/moved/search']);
    server.answer = (req) => ({ status: 302, text: '', headers: { location: `${req.path}x` } });
    expect((await failure(ask(nominatim()))).details).toEqual([
      { provider: 'nominatim', reason: 'more than 5 redirects' },
    ]);
  });
});
