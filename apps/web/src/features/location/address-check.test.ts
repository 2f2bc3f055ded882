import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressCheckOf, checkAddress, placedAddressCheckOf } from './address-check';

const zone = {
  zoneId: 7,
  outletId: 1001,
  businessRegionId: 101,
  businessRegionSlug: 'kyiv',
  name: 'Центр',
  deliveryPrice: 5_900,
  minOrderAmount: 30_000,
  freeDeliveryFrom: 80_000,
  deliveryTimeMinutes: 45,
};

describe("checkout's address check", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a typed address placed on the map: its zone answer with the position, or not found', () => {
    const address = {
      street: 'вул. Хрещатик',
      house: '22',
      city: 'Київ',
      businessRegionId: 101,
      lat: 50.4471,
      lng: 30.522,
      label: 'вул. Хрещатик, 22, Київ',
    };
    expect(placedAddressCheckOf({ address, deliveryZone: { inZone: true, zone, otherCity: null } })).toEqual({
      status: 'inZone',
      zone,
      position: { lat: 50.4471, lng: 30.522, businessRegionId: 101 },
    });
    expect(
      placedAddressCheckOf({ address, deliveryZone: { inZone: false, zone: null, otherCity: null } }),
    ).toMatchObject({ status: 'outside' });
    expect(placedAddressCheckOf({ address: null, deliveryZone: null })).toEqual({ status: 'notFound' });
  });

  it('reads the three answers of the zone check', () => {
    expect(addressCheckOf({ inZone: true, zone, otherCity: null })).toEqual({ status: 'inZone', zone });
    expect(
      addressCheckOf({
        inZone: false,
        zone: null,
        otherCity: { businessRegionId: 102, slug: 'lviv', name: 'Львів' },
      }),
    ).toEqual({ status: 'otherCity', city: { businessRegionId: 102, slug: 'lviv', name: 'Львів' } });
    expect(addressCheckOf({ inZone: false, zone: null, otherCity: null })).toEqual({ status: 'outside' });
  });

  it('asks the API same-origin with plain decimal coordinates', async () => {
    const fetch = vi.fn(async () => Response.json({ inZone: true, zone, otherCity: null }));
    vi.stubGlobal('fetch', fetch);
    const got = await checkAddress({ rn: 1, br: 101, lat: 50.4474, lng: 3.05219e1, lang: 'uk' });
    expect(got.status).toBe('inZone');
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://kyiv.localhost');
    expect(url.pathname).toBe('/api/catalog/v1/deliveryZones/check');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      rn: '1',
      br: '101',
      lat: '50.447400',
      lng: '30.521900',
      lang: 'uk',
    });
  });

  it("refuses coordinates out of range without asking, and passes the API's refusal on", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: { code: 'VALIDATION_ERROR', message: 'bad rn' } }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(checkAddress({ rn: 1, br: 101, lat: 91, lng: 30 })).rejects.toMatchObject({ status: 400 });
    await expect(checkAddress({ rn: 1, br: 101, lat: Number.NaN, lng: 30 })).rejects.toMatchObject({
      status: 400,
    });
    expect(fetch).not.toHaveBeenCalled();
    await expect(checkAddress({ rn: 1, br: 101, lat: 50, lng: 30 })).rejects.toMatchObject({
      status: 400,
      message: 'bad rn',
    });
  });
});
