'use client';

import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api/browser-client';

/**
 * The address-incorrect-for-city modal names the city the address belongs to: the delivery
 * answer names it, or (after a calculation placed the address there) the network's cities are
 * loaded to find it (SPEC section 4: cities are loaded if missing).
 */
export interface CityName {
  id: number;
  slug: string | null;
  name: string;
  localization: Array<{ language: string; name: string }>;
}

const cities = new Map<number, CityName[]>();

/** SPEC section 4: the network's cities, loaded when the modal needs one that is missing. */
export function useCity(rn: number, id: number | null): CityName | null {
  const [, setLoaded] = useState(0);
  const list = cities.get(rn);
  useEffect(() => {
    if (id === null || cities.has(rn)) return;
    const controller = new AbortController();
    apiCall<CityName[]>(`/catalog/v1/cities/?rn=${rn}`, { signal: controller.signal })
      .then((found) => {
        cities.set(rn, found);
        setLoaded((n) => n + 1);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn('checkout: cities unavailable', err);
      });
    return () => controller.abort();
  }, [rn, id]);
  return (id !== null && list?.find((c) => c.id === id)) || null;
}
