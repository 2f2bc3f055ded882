import type { TRestaurant } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { outletJsonLd, toOutletView } from './outlet-view';

const restaurant: TRestaurant = {
  id: 1001,
  businessRegionId: 101,
  name: 'Sushi Moon на Хрещатику',
  address: 'вул. Хрещатик, 22',
  localization: [{ language: 'en', name: 'Sushi Moon Khreshchatyk', address: '22 Khreshchatyk St' }],
  phone: '+380443332701',
  location: { lat: 50.4474, lng: 30.5219 },
  timeZone: 'Europe/Kyiv',
  timeZoneOffsetHours: 3,
  openingHours: [
    { day: 1, opensAt: '10:00', closesAt: '23:00' },
    { day: 5, opensAt: '10:00:00', closesAt: '01:00:00' },
  ],
  isOpenNow: true,
  isPickupAvailable: true,
};

describe('an outlet on the restaurants page', () => {
  it('is named and addressed in the page language, else as the operator wrote it', () => {
    expect(toOutletView(restaurant, 'en')).toMatchObject({
      name: 'Sushi Moon Khreshchatyk',
      address: '22 Khreshchatyk St',
    });
    expect(toOutletView(restaurant, 'ru')).toMatchObject({
      name: 'Sushi Moon на Хрещатику',
      address: 'вул. Хрещатик, 22',
    });
  });

  it('tells search engines its address, place and weekly hours', () => {
    const ld = outletJsonLd(toOutletView(restaurant, 'en'), {
      name: 'Sushi Moon',
      city: 'Kyiv',
      country: 'UA',
      url: 'https://kyiv.example.com/en/our-restourants',
    });
    expect(ld).toMatchObject({
      '@type': 'Restaurant',
      telephone: '+380443332701',
      address: { streetAddress: '22 Khreshchatyk St', addressLocality: 'Kyiv', addressCountry: 'UA' },
      geo: { latitude: 50.4474, longitude: 30.5219 },
    });
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '10:00',
        closes: '23:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '10:00',
        closes: '01:00',
      },
    ]);
  });
});
