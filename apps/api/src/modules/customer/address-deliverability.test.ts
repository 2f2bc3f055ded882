import type { TAddressGeocodeResult, TDeliveryZoneMatch } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { addressVerdict } from './address-deliverability.js';

const address = {
  street: 'вул. Хрещатик',
  house: '22',
  city: 'Київ',
  businessRegionId: 101,
  lat: 50.4471,
  lng: 30.522,
  label: 'вул. Хрещатик, 22, Київ',
};
const zone: TDeliveryZoneMatch = {
  zoneId: 1,
  outletId: 1001,
  businessRegionId: 101,
  businessRegionSlug: 'kyiv',
  name: 'Центр',
  deliveryPrice: 5900,
  minOrderAmount: 30000,
  freeDeliveryFrom: 80000,
  deliveryTimeMinutes: 45,
};
const lviv = { businessRegionId: 102, slug: 'lviv', name: 'Львів' };

describe('whether a delivery address may be saved', () => {
  it('saves an address a zone of its city serves, with the position on the map', () => {
    const placed: TAddressGeocodeResult = { address, deliveryZone: { inZone: true, zone, otherCity: null } };
    expect(addressVerdict(placed)).toEqual({ ok: true, position: { lat: 50.4471, lng: 30.522 } });
  });

  it('refuses an address of another city of the network, naming it', () => {
    const placed: TAddressGeocodeResult = {
      address: { ...address, businessRegionId: 102 },
      deliveryZone: { inZone: false, zone: null, otherCity: lviv },
    };
    expect(addressVerdict(placed)).toEqual({ ok: false, code: 'ADDRESS_IN_OTHER_CITY', otherCity: lviv });
  });

  it('refuses an address no zone of the network serves', () => {
    const placed: TAddressGeocodeResult = {
      address,
      deliveryZone: { inZone: false, zone: null, otherCity: null },
    };
    expect(addressVerdict(placed)).toEqual({ ok: false, code: 'ADDRESS_NOT_DELIVERABLE' });
  });

  it('saves an address the map does not know as typed, without a position', () => {
    expect(addressVerdict({ address: null, deliveryZone: null })).toEqual({ ok: true, position: null });
  });
});
