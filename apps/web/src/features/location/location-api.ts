import type { TCity, TDeliveryZoneCheck, TIpLocationResponse, TProduct } from '@food/contracts';

import { ApiError, apiCall, type CallOptions } from '../../lib/api/browser-client';

/**
 * The location feature's browser calls, typed functions over the one browser client
 * (`lib/api/browser-client.ts`). A light shape check (not the zod contract: these run on the
 * first load of every page, where zod would add to the scripts) keeps a misrouted answer from
 * going further: ApiError 502 BAD_RESPONSE.
 */
async function call<T>(path: string, isShape: (v: unknown) => boolean, o?: CallOptions): Promise<T> {
  const data = await apiCall<unknown>(path, o);
  if (!isShape(data)) throw new ApiError(502, 'BAD_RESPONSE', `${path}: unexpected answer`);
  return data as T;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isListOf = (v: unknown, keys: string[]) =>
  Array.isArray(v) && v.every((item) => isObject(item) && keys.every((k) => k in item));

/** GET /catalog/v1/cities/?rn: the brand's cities (SPEC section 7). */
export const fetchCities = (rn: number) =>
  call<TCity[]>(`/catalog/v1/cities/?rn=${rn}`, (v) => isListOf(v, ['id', 'name', 'slug', 'localization']));

/** GET /geo/v1/ipLocation?rn: the visitor's city by their address (the API reads it). */
export const fetchIpCity = (rn: number) =>
  call<TIpLocationResponse>(
    `/geo/v1/ipLocation?rn=${rn}`,
    (v) =>
      isObject(v) &&
      'businessRegionId' in v &&
      (v.businessRegionId === null || Number.isInteger(v.businessRegionId)),
  );

/** POST /catalog/v1/products/?rn&br&target=WEB {ids}: the products sold in a city (others are left out). */
export const fetchProductsByIds = (rn: number, br: number, lang: string, ids: number[]) =>
  call<TProduct[]>(
    `/catalog/v1/products/?${new URLSearchParams({ rn: String(rn), br: String(br), target: 'WEB', lang })}`,
    (v) => isListOf(v, ['id', 'price', 'name', 'slug', 'imageUrl', 'localization']),
    { method: 'POST', body: { ids } },
  );

/** GET /catalog/v1/deliveryZones/check: does this city deliver to a point (address-check.ts). */
export const fetchZoneCheck = (q: { rn: number; br: number; lat: string; lng: string; lang?: string }) =>
  call<TDeliveryZoneCheck>(
    `/catalog/v1/deliveryZones/check?${new URLSearchParams({
      rn: String(q.rn),
      br: String(q.br),
      lat: q.lat,
      lng: q.lng,
      ...(q.lang ? { lang: q.lang } : {}),
    })}`,
    (v) => isObject(v) && typeof v.inZone === 'boolean' && 'zone' in v && 'otherCity' in v,
  );
