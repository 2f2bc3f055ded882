import 'server-only';
import { ZCityAreas, ZDeliveryZone, ZRestaurant } from '@food/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { getBrandNetwork } from '@/lib/api/brand';
import { readTags } from '@/lib/api/cache-tags';
import { callApi, TIMED_REVALIDATE_SECONDS } from '@/lib/api/http';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * The restaurants and delivery pages' data: per brand and city, never per visitor, tagged like
 * every server read (`readTags`, src/lib/api/cache-tags.ts) so a catalogue change refreshes them.
 */
/** GET /catalog/v1/restaurants/?rn&br (SPEC section 7). */
export const loadRestaurants = cache(async (br: number) => {
  const { rn } = await getBrandNetwork();
  const { catalog } = getRuntimeConfig().services;
  return callApi(`${catalog}/v1/restaurants/?rn=${rn}&br=${br}`, z.array(ZRestaurant), {
    tags: readTags('restaurants', { rn, br }),
    // open now or not: changes with the clock
    revalidate: TIMED_REVALIDATE_SECONDS,
  });
});

/** GET /catalog/v1/deliveryZones/?rn&br (SPEC section 7). */
export const loadDeliveryZones = cache(async (br: number) => {
  const { rn } = await getBrandNetwork();
  const { catalog } = getRuntimeConfig().services;
  return callApi(`${catalog}/v1/deliveryZones/?rn=${rn}&br=${br}`, z.array(ZDeliveryZone), {
    tags: readTags('zones', { rn, br }),
  });
});

/**
 * POST /site/api/city-areas {retailNetworkId, slug} (SPEC section 7): the city's districts.
 * An extra of the delivery page: when the site service fails, the page goes on without them.
 */
export const loadCityAreas = cache(async (br: number, slug: string) => {
  const { rn } = await getBrandNetwork();
  const { site } = getRuntimeConfig().services;
  try {
    return await callApi(`${site}/api/city-areas`, ZCityAreas, {
      method: 'POST',
      body: { retailNetworkId: rn, slug },
      tags: readTags('cityAreas', { rn, br }),
    });
  } catch (err) {
    console.error('location: city areas unavailable', slug, err);
    return null;
  }
});

/** An area's name in the page language, else in the first language it has. */
export function areaNames(areas: z.infer<typeof ZCityAreas> | null, locale: string): string[] {
  if (!areas) return [];
  return areas.areas.flatMap((a) => {
    const name = a.settings[locale]?.areaName ?? Object.values(a.settings)[0]?.areaName;
    return name ? [name] : [];
  });
}

/** The map tiles and their credit (runtime config MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export function mapTiles() {
  const { map } = getRuntimeConfig();
  return { url: map.tileUrl, attribution: map.tileAttribution };
}
