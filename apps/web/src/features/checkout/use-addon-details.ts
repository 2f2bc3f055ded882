'use client';

import { useEffect, useState } from 'react';
import { useSite } from '@/features/shell/site-context';
import { apiCall } from '@/lib/api/browser-client';

export interface AddonDetails {
  name: string;
  imageUrl: string;
}

const known = new Map<string, AddonDetails>();

/** What the cart page learnt of an addon, for the order's snapshot. */
export const knownAddon = (locale: string, cityId: number, id: number) =>
  known.get(`${locale}:${cityId}:${id}`);

/**
 * Names (in the page's language) and pictures of the cart's addons: the calculation names them
 * in the brand's default language only. One request per new set of ids, kept for the visit.
 */
export function useAddonDetails(rn: number, ids: readonly number[]): ReadonlyMap<number, AddonDetails> {
  const site = useSite();
  const prefix = `${site.locale}:${site.city.id}:`;
  const missing = ids.filter((id) => !known.has(prefix + id));
  const missingKey = missing.join(',');
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (!missingKey) return;
    const controller = new AbortController();
    const params = new URLSearchParams({
      rn: String(rn),
      br: String(site.city.id),
      target: 'WEB',
      lang: site.locale,
    });
    apiCall<Array<{ id: number; name: string; imageUrl: string }>>(`/catalog/v1/products/?${params}`, {
      method: 'POST',
      body: { ids: missingKey.split(',').map(Number) },
      signal: controller.signal,
    })
      .then((products) => {
        for (const p of products) known.set(prefix + p.id, { name: p.name, imageUrl: p.imageUrl });
        setVersion((v) => v + 1);
      })
      .catch((err: unknown) => {
        // the calculation's own names stay on screen
        if (!controller.signal.aborted) console.warn('checkout: addon details unavailable', err);
      });
    return () => controller.abort();
  }, [missingKey, prefix, rn, site.city.id, site.locale]);

  return new Map(
    ids.flatMap((id) => (known.has(prefix + id) ? [[id, known.get(prefix + id)!] as const] : [])),
  );
}
