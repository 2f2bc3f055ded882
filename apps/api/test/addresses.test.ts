import { ZAddressGeocodeResult, ZAddressSuggestions } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import {
  startLocalHttpServer,
  type LocalHttpServer,
} from '../src/modules/addresses/providers/local-http-server.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const suggestUrl = (rn: number, br: number, query: string, extra = '') =>
  `/geo/v1/addresses/suggest?rn=${rn}&br=${br}&query=${encodeURIComponent(query)}${extra}`;
const geocodeUrl = (rn: number, br: number, street: string, house?: string, extra = '') =>
  `/geo/v1/addresses/geocode?rn=${rn}&br=${br}&street=${encodeURIComponent(street)}${
    house === undefined ? '' : `&house=${encodeURIComponent(house)}`
  }${extra}`;

describe.each(databaseKinds())('address suggestions with the built-in provider on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  const suggest = async (rn: number, br: number, query: string, extra = '') =>
    expectContract(await api.get(suggestUrl(rn, br, query, extra)), ZAddressSuggestions);

  it("suggests streets of the customer's city as they type, in the brand's language", async () => {
    const list = await suggest(1, BR.kyiv, 'хрещ');
    expect(list[0]).toMatchObject({
      street: 'вул. Хрещатик',
      house: null,
      city: 'Київ',
      businessRegionId: BR.kyiv,
      label: 'вул. Хрещатик, Київ',
    });
    const withHouse = await suggest(1, BR.kyiv, 'вул. Хрещатик, 22');
    expect(withHouse[0]).toMatchObject({ house: '22', label: 'вул. Хрещатик, 22, Київ' });
    expect(withHouse[0]!.lat).toBeGreaterThan(50.44);
    expect(withHouse[0]!.lat).toBeLessThan(50.455);
    const ru = await suggest(1, BR.kyiv, 'Крещатик 22', '&lang=ru');
    expect(ru[0]).toMatchObject({ street: 'ул. Крещатик', city: 'Киев', label: 'ул. Крещатик, 22, Киев' });
  });

  it('answers each city of each brand from its own streets', async () => {
    expect((await suggest(2, 202, 'сумськ'))[0]).toMatchObject({
      street: 'вул. Сумська',
      businessRegionId: 202,
    });
    expect((await suggest(1, BR.lviv, 'ринок 14'))[0]).toMatchObject({ label: 'пл. Ринок, 14, Львів' });
    // Lviv's own Shevchenka street, not the namesakes of Odesa, Dnipro and Brovary
    const shevchenka = await suggest(1, BR.lviv, 'шевченка');
    expect(shevchenka.map((a) => a.businessRegionId)).toEqual([BR.lviv]);
    // a city still being set up has streets too (and no delivery zones yet)
    expect((await suggest(1, BR.brovary, 'незалеж'))[0]).toMatchObject({ businessRegionId: BR.brovary });
    // an English-only brand answers in English whatever is asked
    const dubai = await suggest(3, BR.dubai, '12 marina walk', '&lang=uk');
    expect(dubai[0]).toMatchObject({ street: 'Marina Walk', house: '12', label: '12 Marina Walk, Dubai' });
  });

  it("suggests the streets of the brand's other cities when the customer's city has none (issue 17, item 25)", async () => {
    // Lychakivska is in Lviv: a customer on Kyiv's site is offered it, labelled with its city
    const lychakivska = await suggest(1, BR.kyiv, 'Личаківська 10');
    expect(lychakivska).toEqual([
      expect.objectContaining({
        street: 'вул. Личаківська',
        house: '10',
        city: 'Львів',
        businessRegionId: BR.lviv,
        label: 'вул. Личаківська, 10, Львів',
      }),
    ]);
    // Khreshchatyk asked on Lviv's site: Kyiv's, in Russian when asked in Russian
    expect(await suggest(1, BR.lviv, 'хрещатик', '&lang=ru')).toEqual([
      expect.objectContaining({ label: 'ул. Крещатик, Киев', businessRegionId: BR.kyiv }),
    ]);
    // nearest city first: Brovary (20 km from Kyiv) before Odesa and Dnipro
    const kyivska = await suggest(1, BR.kyiv, 'Шевченка');
    expect(kyivska.length).toBeGreaterThan(1);
    expect(kyivska[0]!.businessRegionId).toBe(BR.brovary);
    // another brand's cities are never suggested (Sumska is pc-ua's Kharkiv)
    expect(await suggest(1, BR.kyiv, 'Сумська')).toEqual([]);
  });

  it('respects the limit', async () => {
    const all = await suggest(1, BR.kyiv, 'ва');
    expect(all.length).toBeGreaterThan(2);
    expect(await suggest(1, BR.kyiv, 'ва', '&limit=2')).toEqual(all.slice(0, 2));
  });

  it('geocodes a typed street and house with the delivery answer for it', async () => {
    const inZone = await expectContract(
      await api.get(geocodeUrl(1, BR.kyiv, 'Хрещатик', '22')),
      ZAddressGeocodeResult,
    );
    expect(inZone.address).toMatchObject({ street: 'вул. Хрещатик', house: '22', businessRegionId: BR.kyiv });
    expect(inZone.deliveryZone).toMatchObject({
      inZone: true,
      zone: { outletId: 1001, deliveryPrice: 5900 },
      otherCity: null,
    });
    // Deira is in Dubai but outside every zone of the demo outlets
    const deira = await expectContract(
      await api.get(geocodeUrl(3, BR.dubai, 'Al Rigga Road', '40')),
      ZAddressGeocodeResult,
    );
    expect(deira.address?.businessRegionId).toBe(BR.dubai);
    expect(deira.deliveryZone).toEqual({ inZone: false, zone: null, otherCity: null });
    // a street no city of the brand has, or a house its street does not have
    for (const [street, house] of [
      ['Сумська', '1'],
      ['Хрещатик', '999'],
    ] as const) {
      const none = await expectContract(
        await api.get(geocodeUrl(1, BR.kyiv, street, house)),
        ZAddressGeocodeResult,
      );
      expect(none).toEqual({ address: null, deliveryZone: null });
    }
    // a street of another city of the brand: found there, and the answer names that city
    const odesa = await expectContract(
      await api.get(geocodeUrl(1, BR.kyiv, 'Дерибасівська', '1')),
      ZAddressGeocodeResult,
    );
    expect(odesa.address).toMatchObject({
      street: 'вул. Дерибасівська',
      city: 'Одеса',
      businessRegionId: BR.odesa,
    });
    expect(odesa.deliveryZone).toEqual({
      inZone: false,
      zone: null,
      otherCity: { businessRegionId: BR.odesa, slug: 'odesa', name: 'Одеса' },
    });
    // no house: the street itself
    const street = await expectContract(
      await api.get(geocodeUrl(1, BR.kyiv, 'Прорізна', '')),
      ZAddressGeocodeResult,
    );
    expect(street.address).toMatchObject({ street: 'вул. Прорізна', house: null });
  });

  it("finds the street address at the customer's location, with the delivery answer (issue 17, item 31)", async () => {
    // where the provider itself puts Khreshchatyk 22
    const [at22] = await suggest(1, BR.kyiv, 'Хрещатик 22');
    const here = await expectContract(
      await api.get(`/geo/v1/addresses/reverse?rn=1&br=${BR.kyiv}&lat=${at22!.lat}&lng=${at22!.lng}`),
      ZAddressGeocodeResult,
    );
    expect(here.address).toMatchObject({ street: 'вул. Хрещатик', house: '22', businessRegionId: BR.kyiv });
    expect(here.deliveryZone).toMatchObject({ inZone: true, zone: { outletId: 1001 } });
    // in Lviv, asked from Kyiv's site: Lviv's street, and the answer names Lviv
    const [rynok] = await suggest(1, BR.lviv, 'Ринок 14');
    const lviv = await expectContract(
      await api.get(
        `/geo/v1/addresses/reverse?rn=1&br=${BR.kyiv}&lat=${rynok!.lat}&lng=${rynok!.lng}&lang=ru`,
      ),
      ZAddressGeocodeResult,
    );
    expect(lviv.address).toMatchObject({
      street: 'пл. Рынок',
      house: '14',
      city: 'Львов',
      businessRegionId: BR.lviv,
    });
    expect(lviv.deliveryZone?.otherCity).toMatchObject({ businessRegionId: BR.lviv, slug: 'lviv' });
    // the middle of the Dnipro, and a field far from every city of the brand: nothing
    for (const [lat, lng] of [
      ['50.435', '30.575'],
      ['48.0', '27.0'],
    ])
      expect(
        await expectContract(
          await api.get(`/geo/v1/addresses/reverse?rn=1&br=${BR.kyiv}&lat=${lat}&lng=${lng}`),
          ZAddressGeocodeResult,
        ),
      ).toEqual({ address: null, deliveryZone: null });
    await expectError(
      await api.get(`/geo/v1/addresses/reverse?rn=1&br=${BR.kyiv}&lat=95&lng=30`),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('refuses bad input with a 400 in the error shape', async () => {
    for (const [url, code] of [
      [suggestUrl(1, BR.kyiv, 'х'), 'VALIDATION_ERROR'],
      [suggestUrl(1, BR.kyiv, 'x'.repeat(201)), 'VALIDATION_ERROR'],
      [suggestUrl(1, BR.kyiv, 'хрещ', '&limit=50'), 'VALIDATION_ERROR'],
      [suggestUrl(1, BR.kyiv, 'хрещ', '&lang=de'), 'VALIDATION_ERROR'],
      ['/geo/v1/addresses/suggest?rn=1&query=xx', 'VALIDATION_ERROR'],
      [suggestUrl(77, BR.kyiv, 'хрещ'), 'UNKNOWN_RETAIL_NETWORK'],
      [suggestUrl(1, BR.dubai, 'marina'), 'UNKNOWN_BUSINESS_REGION'],
      [`/geo/v1/addresses/geocode?rn=1&br=${BR.kyiv}&house=22`, 'VALIDATION_ERROR'],
      [geocodeUrl(1, BR.kyiv, 'Хрещатик', '1'.repeat(21)), 'VALIDATION_ERROR'],
    ] as const) {
      await expectError(await api.get(url), 400, code);
    }
  });

  it('documents both routes in the OpenAPI document, with the 503 of a provider down', async () => {
    const doc = (await (await api.get('/docs/json')).json()) as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    for (const path of [
      '/geo/v1/addresses/suggest',
      '/geo/v1/addresses/geocode',
      '/geo/v1/addresses/reverse',
    ])
      expect(Object.keys(doc.paths[path]?.get?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '503']),
      );
  });
});

describe.each(databaseKinds())(
  'address suggestions through an external provider (Nominatim) on %s',
  (kind) => {
    let api: TestApi;
    let nominatim: LocalHttpServer;
    // what OpenStreetMap would answer (jsonv2 with address details)
    const place = (
      lat: number,
      lng: number,
      road: string | undefined,
      house: string | undefined,
      city: string,
    ) => ({
      place_id: Math.round(lat * 1e4),
      lat: String(lat),
      lon: String(lng),
      category: 'building',
      type: 'yes',
      display_name: [house, road, city].filter(Boolean).join(', '),
      address: { house_number: house, road, city, country: 'Україна', country_code: 'ua' },
    });
    const KHRESHCHATYK_22 = place(50.44716, 30.52199, 'вулиця Хрещатик', '22', 'Київ');
    const BROVARY_KYIVSKA = place(50.5081, 30.7779, 'Київська вулиця', '150', 'Бровари');
    const WARSAW = place(52.2297, 21.0122, 'Krakowskie Przedmieście', '5', 'Warszawa');
    const LVIV_RYNOK = place(49.8419, 24.0315, 'площа Ринок', '14', 'Львів');

    beforeAll(async () => {
      nominatim = await startLocalHttpServer(() => ({ json: [] }));
      api = await startTestApi(kind, {
        ADDRESS_PROVIDER: 'nominatim',
        NOMINATIM_URL: nominatim.url,
        ADDRESS_PROVIDER_TIMEOUT_MS: '500',
      });
    });
    afterAll(async () => {
      await api?.close();
      await nominatim?.close();
    });

    it('places each answer in its city of the network and drops addresses in none', async () => {
      nominatim.answer = () => ({ json: [KHRESHCHATYK_22, BROVARY_KYIVSKA, WARSAW] });
      const list = await expectContract(
        await api.get(suggestUrl(1, BR.kyiv, 'київська 22')),
        ZAddressSuggestions,
      );
      expect(list.map((a) => [a.label, a.businessRegionId])).toEqual([
        ['вулиця Хрещатик, 22, Київ', BR.kyiv],
        ['Київська вулиця, 150, Бровари', BR.brovary],
      ]);
      expect(Object.fromEntries(nominatim.requests.at(-1)!.query)).toMatchObject({
        q: 'київська 22, Київ',
        countrycodes: 'ua',
        'accept-language': 'uk',
      });
    });

    it('keeps answers for a while instead of asking the provider again', async () => {
      nominatim.answer = () => ({ json: [KHRESHCHATYK_22] });
      const before = nominatim.requests.length;
      const first = await (await api.get(suggestUrl(1, BR.kyiv, 'Хрещатик 22'))).json();
      const again = await (await api.get(suggestUrl(1, BR.kyiv, '  хрещатик   22 '))).json();
      expect(again).toEqual(first);
      expect(nominatim.requests.length - before).toBe(1);
    });

    it('geocodes an address of another city and says which city delivers there', async () => {
      nominatim.answer = () => ({ json: [LVIV_RYNOK] });
      const body = await expectContract(
        await api.get(geocodeUrl(1, BR.kyiv, 'Ринок', '14')),
        ZAddressGeocodeResult,
      );
      expect(body.address).toMatchObject({ businessRegionId: BR.lviv, house: '14' });
      expect(body.deliveryZone).toEqual({
        inZone: false,
        zone: null,
        otherCity: { businessRegionId: BR.lviv, slug: 'lviv', name: 'Львів' },
      });
      expect(Object.fromEntries(nominatim.requests.at(-1)!.query)).toMatchObject({
        street: '14 Ринок',
        city: 'Київ',
      });
    });

    it('answers 503 GEO_PROVIDER_UNAVAILABLE, not a 500, when the provider is down or silent', async () => {
      nominatim.answer = () => ({ status: 503, text: 'Service Unavailable' });
      const down = await expectError(
        await api.get(suggestUrl(1, BR.kyiv, 'Прорізна')),
        503,
        'GEO_PROVIDER_UNAVAILABLE',
      );
      expect(down.details).toEqual([{ provider: 'nominatim', reason: 'HTTP 503' }]);
      nominatim.answer = () => ({ hang: true });
      const silent = await expectError(
        await api.get(geocodeUrl(1, BR.kyiv, 'Прорізна', '3')),
        503,
        'GEO_PROVIDER_UNAVAILABLE',
      );
      expect(silent.details).toEqual([{ provider: 'nominatim', reason: 'no answer within 500 ms' }]);
      // a failure is not remembered: the next try reaches the provider again
      nominatim.answer = () => ({ json: [KHRESHCHATYK_22] });
      expect((await api.get(suggestUrl(1, BR.kyiv, 'Прорізна'))).status).toBe(200);
    });
  },
);

describe('address provider configuration', () => {
  it('refuses to start with a provider that needs a key and has none', () => {
    for (const [provider, key] of [
      ['google', 'GOOGLE_PLACES_API_KEY'],
      ['yandex', 'YANDEX_GEOCODER_API_KEY'],
      ['dadata', 'DADATA_API_KEY'],
    ] as const) {
      expect(() => loadConfig({ ADDRESS_PROVIDER: provider })).toThrow(ConfigError);
      expect(() => loadConfig({ ADDRESS_PROVIDER: provider })).toThrow(key);
      expect(loadConfig({ ADDRESS_PROVIDER: provider, [key]: 'k' }).ADDRESS_PROVIDER).toBe(provider);
    }
    expect(loadConfig({}).ADDRESS_PROVIDER).toBe('builtin');
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'mapbox' })).toThrow(ConfigError);
  });
});
