import { ZDeliveryZoneCheck, type TDeliveryZoneCheck } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZones, outlets } from '../src/db/schema.js';
import { AppError } from '../src/lib/errors.js';
import { TenantRegistry } from '../src/lib/tenant.js';
import { DeliveryZoneService } from '../src/modules/delivery-zones/delivery-zone-service.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

// Demo places (seed/geography.ts): each outlet has an inner ring (~3.5 km, priority 0) inside
// an outer ring (~7.5 km, priority 1); Kyiv prices are 59/99 UAH delivery, 300/500 minimum,
// free from 800/1200. Distances below were measured from the outlets' coordinates.
const KHRESHCHATYK = { lat: 50.4474, lng: 30.5219 }; // outlet 1001 itself
const HOLOSIIV = { lat: 50.405, lng: 30.48 }; // 5.5 km from 1001, over 10 km from 1002 and 1003
const TOWARDS_OBOLON = { lat: 50.4646, lng: 30.5143 }; // 2.0 km from 1001, 4.2 km from 1002
const LVIV_RYNOK = { lat: 49.8419, lng: 24.0315 };
const FIELDS_NEAR_ZHYTOMYR = { lat: 50.1, lng: 28.9 };
const BURJ_KHALIFA = { lat: 25.1972, lng: 55.2744 }; // outlet 3002

describe.each(databaseKinds())('delivery-zone check on %s', (kind) => {
  let api: TestApi;
  // zones are edited below: read them fresh on every request
  beforeAll(async () => {
    api = await startTestApi(kind, { CATALOG_CACHE_SECONDS: '0' });
  });
  afterAll(() => api?.close());

  const check = async (rn: number, br: number, p: { lat: number; lng: number }, extra = '') =>
    expectContract(
      await api.get(`/catalog/v1/deliveryZones/check?rn=${rn}&br=${br}&lat=${p.lat}&lng=${p.lng}${extra}`),
      ZDeliveryZoneCheck,
    );

  it('serves an address next to an outlet from its inner zone, with its price, minimum and free-from', async () => {
    const body = await check(1, BR.kyiv, KHRESHCHATYK);
    expect(body).toEqual<TDeliveryZoneCheck>({
      inZone: true,
      zone: {
        zoneId: expect.any(Number) as number,
        outletId: 1001,
        businessRegionId: BR.kyiv,
        businessRegionSlug: 'kyiv',
        name: 'Зона 1 · вул. Хрещатик, 22',
        deliveryPrice: 5900,
        minOrderAmount: 30000,
        freeDeliveryFrom: 80000,
        deliveryTimeMinutes: 45,
      },
      otherCity: null,
    });
    // the zone is one the city's zone list shows
    const listed = (await (await api.get(`/catalog/v1/deliveryZones/?rn=1&br=${BR.kyiv}`)).json()) as Array<{
      id: number;
      deliveryPrice: number;
    }>;
    expect(listed.find((z) => z.id === body.zone!.zoneId)?.deliveryPrice).toBe(5900);
    // names follow the language asked for
    expect((await check(1, BR.kyiv, KHRESHCHATYK, '&lang=ru')).zone?.name).toBe('Зона 1 · вул. Хрещатик, 22');
  });

  it('charges the outer zone further out, and prefers an inner ring over a neighbour outer ring', async () => {
    const outer = await check(1, BR.kyiv, HOLOSIIV);
    expect(outer.zone).toMatchObject({
      outletId: 1001,
      deliveryPrice: 9900,
      minOrderAmount: 50000,
      freeDeliveryFrom: 120000,
      deliveryTimeMinutes: 70,
    });
    const overlap = await check(1, BR.kyiv, TOWARDS_OBOLON);
    expect(overlap.zone).toMatchObject({ outletId: 1001, deliveryPrice: 5900 });
  });

  it('answers per network: the same street is another brand with its own prices', async () => {
    const pizza = await check(2, BR.pcKyiv, KHRESHCHATYK);
    expect(pizza.zone).toMatchObject({ outletId: 2001, businessRegionId: BR.pcKyiv, deliveryPrice: 4900 });
  });

  it('tells that an address belongs to another city of the network', async () => {
    const body = await check(1, BR.kyiv, LVIV_RYNOK);
    expect(body).toEqual({
      inZone: false,
      zone: null,
      otherCity: { businessRegionId: BR.lviv, slug: 'lviv', name: 'Львів' },
    });
    const inRussian = await check(1, BR.kyiv, LVIV_RYNOK, '&lang=ru');
    expect(inRussian.otherCity?.name).toBe('Львов');
    // and the other way round
    const back = await check(1, BR.lviv, KHRESHCHATYK);
    expect(back.otherCity).toMatchObject({ businessRegionId: BR.kyiv, slug: 'kyiv' });
    // a city of another brand is not "another city" of this one
    expect((await check(3, BR.dubai, KHRESHCHATYK)).otherCity).toBeNull();
  });

  it('answers "outside every zone" for an address no city delivers to', async () => {
    expect(await check(1, BR.kyiv, FIELDS_NEAR_ZHYTOMYR)).toEqual({
      inZone: false,
      zone: null,
      otherCity: null,
    });
    // a city still being set up (no outlets, no zones) delivers nowhere
    expect((await check(1, BR.brovary, { lat: 50.511, lng: 30.7909 })).inZone).toBe(false);
  });

  it('leaves the hole of a zone to the zones around it, and counts its edge in', async () => {
    const [added] = await api.database.db
      .insert(deliveryZones)
      .values({
        outletId: 3002,
        businessRegionId: BR.dubai,
        name: { en: 'Downtown express' },
        polygon: [
          [
            [55.25, 25.18],
            [55.3, 25.18],
            [55.3, 25.22],
            [55.25, 25.22],
            [55.25, 25.18],
          ],
          // the Burj Khalifa park: couriers cannot drive in, the outlet's own zone serves it
          [
            [55.27, 25.19],
            [55.28, 25.19],
            [55.28, 25.2],
            [55.27, 25.2],
            [55.27, 25.19],
          ],
        ],
        deliveryPrice: 300,
        minOrderAmount: 2000,
        deliveryTimeMinutes: 25,
        priority: 0,
        color: '#1971c2',
      })
      .returning({ id: deliveryZones.id });
    try {
      const ring = await check(3, BR.dubai, { lat: 25.21, lng: 55.26 });
      expect(ring.zone).toMatchObject({ zoneId: added!.id, name: 'Downtown express', deliveryPrice: 300 });
      const hole = await check(3, BR.dubai, BURJ_KHALIFA);
      expect(hole.zone).toMatchObject({ outletId: 3002, deliveryPrice: 700 });
      expect(hole.zone?.zoneId).not.toBe(added!.id);
      const holeEdge = await check(3, BR.dubai, { lat: 25.19, lng: 55.275 });
      expect(holeEdge.zone?.zoneId).toBe(added!.id);
      const outerVertex = await check(3, BR.dubai, { lat: 25.22, lng: 55.3 });
      expect(outerVertex.zone?.zoneId).toBe(added!.id);
    } finally {
      await api.database.db.delete(deliveryZones).where(eq(deliveryZones.id, added!.id));
    }
  });

  it('does not deliver from an outlet that is closed down', async () => {
    const pozniaky = { lat: 50.3987, lng: 30.6332 };
    expect((await check(1, BR.kyiv, pozniaky)).zone?.outletId).toBe(1003);
    await api.database.db.update(outlets).set({ isActive: false }).where(eq(outlets.id, 1003));
    try {
      expect((await check(1, BR.kyiv, pozniaky)).inZone).toBe(false);
    } finally {
      await api.database.db.update(outlets).set({ isActive: true }).where(eq(outlets.id, 1003));
    }
  });

  it('refuses coordinates out of range or not numbers with a 400, and unknown ids too', async () => {
    const base = `/catalog/v1/deliveryZones/check?rn=1&br=${BR.kyiv}`;
    for (const coords of [
      'lat=90.5&lng=30.5',
      'lat=-91&lng=30.5',
      'lat=50.4&lng=180.01',
      'lat=50.4&lng=-200',
      'lat=NaN&lng=30.5',
      'lat=Infinity&lng=30.5',
      'lat=50,45&lng=30.5',
      'lat=&lng=30.5',
      'lng=30.5',
      'lat=50.4',
      'lat=1e400&lng=30.5',
    ]) {
      const error = await expectError(await api.get(`${base}&${coords}`), 400, 'VALIDATION_ERROR');
      expect(error.message).toMatch(/lat|lng/);
    }
    await expectError(
      await api.get('/catalog/v1/deliveryZones/check?rn=77&br=101&lat=50.4&lng=30.5'),
      400,
      'UNKNOWN_RETAIL_NETWORK',
    );
    await expectError(
      await api.get(`/catalog/v1/deliveryZones/check?rn=1&br=${BR.dubai}&lat=50.4&lng=30.5`),
      400,
      'UNKNOWN_BUSINESS_REGION',
    );
  });

  it('documents the check in the OpenAPI document, coordinates as decimal strings', async () => {
    const doc = (await (await api.get('/docs/json')).json()) as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; required?: boolean }> } }>;
    };
    const params = doc.paths['/catalog/v1/deliveryZones/check']?.get?.parameters ?? [];
    expect(params.filter((p) => p.required).map((p) => p.name)).toEqual(['rn', 'br', 'lat', 'lng']);
  });

  it('refuses bad coordinates when called in-process too (checkout), before touching the database', async () => {
    const service = new DeliveryZoneService(api.database.db, new TenantRegistry(api.database.db, 0), 0);
    for (const p of [
      { lat: Number.NaN, lng: 30.5 },
      { lat: 50.4, lng: 181 },
    ]) {
      const err = await service
        .locate({ retailNetworkId: 1, businessRegionId: BR.kyiv, ...p })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    }
    expect(await service.locateInNetwork({ retailNetworkId: 1, ...LVIV_RYNOK })).toMatchObject({
      businessRegionId: BR.lviv,
      outletId: 1011,
    });
    expect(await service.locate({ retailNetworkId: 1, businessRegionId: BR.kyiv, ...LVIV_RYNOK })).toBeNull();
  });
});
