import type { TRestaurant } from '@food/contracts';
import type { OpeningHours } from './outlet-hours';

/** What the restaurants page shows of an outlet: serialisable, in the page language. */
export interface OutletView {
  id: number;
  name: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  timeZone: string;
  hours: OpeningHours[];
  isPickupAvailable: boolean;
}

export function toOutletView(r: TRestaurant, locale: string): OutletView {
  const loc = r.localization.find((l) => l.language === locale);
  return {
    id: r.id,
    name: loc?.name || r.name,
    address: loc?.address || r.address,
    phone: r.phone,
    lat: r.location.lat,
    lng: r.location.lng,
    timeZone: r.timeZone,
    hours: r.openingHours,
    isPickupAvailable: r.isPickupAvailable,
  };
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * schema.org Restaurant of one outlet, so search engines show its address, phone and hours;
 * a closing time past midnight stays as the operator wrote it, as schema.org allows.
 */
export function outletJsonLd(
  o: OutletView,
  brand: { name: string; city: string; country: string; url: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: o.name,
    brand: { '@type': 'Brand', name: brand.name },
    url: brand.url,
    telephone: o.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address,
      addressLocality: brand.city,
      addressCountry: brand.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: o.lat, longitude: o.lng },
    openingHoursSpecification: o.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[h.day - 1]}`,
      opens: h.opensAt.slice(0, 5),
      closes: h.closesAt.slice(0, 5),
    })),
  };
}
