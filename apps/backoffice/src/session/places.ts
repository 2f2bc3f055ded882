import { useMemo } from 'react';
import type { Brand, Outlet } from '../api/types';
import { useSession } from './session';

/** Look-ups over the member's places: an outlet's brand, currency and time zone. */
export function usePlaces() {
  const { places } = useSession();
  return useMemo(() => {
    const outletById = new Map<number, Outlet>(places.outlets.map((o) => [o.id, o]));
    const brandById = new Map<number, Brand>(places.brands.map((b) => [b.retailNetworkId, b]));
    const cityById = new Map(places.cities.map((c) => [c.id, c]));
    return {
      ...places,
      outletById,
      brandById,
      cityById,
      /** "Sushi Master · Kyiv, Khreshchatyk" when several brands are in scope, else the outlet's name */
      outletLabel(outletId: number): string {
        const outlet = outletById.get(outletId);
        if (!outlet) return `#${outletId}`;
        const brand = brandById.get(outlet.retailNetworkId)?.name ?? '';
        // "Sushi Moon на Хрещатику" already names its brand
        if (places.brands.length < 2 || outlet.name.startsWith(brand)) return outlet.name;
        return `${brand} · ${outlet.name}`;
      },
      currencyOf(retailNetworkId: number): string {
        return brandById.get(retailNetworkId)?.currencyCode ?? 'UAH';
      },
    };
  }, [places]);
}
