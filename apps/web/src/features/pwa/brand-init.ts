import 'server-only';
import type { TInitResponse } from '@food/contracts';
import { getInit } from '@/lib/api/brand';
import { ApiError } from '@/lib/api/http';
import { parseCitySegment } from '@/lib/routing/city-segment';
import { withBrand } from '@/lib/routing/page-brand';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { isCitySlug } from '@/lib/seo-sitemap/site-pages';

/**
 * The init of a route handler's city segment (`kyiv~pc-ua`), or null for what is not a city the
 * API knows. A route handler has no root params: the brand is named for the data helpers.
 */
export async function routeInit(segment: string): Promise<TInitResponse | null> {
  const { city, brand } = parseCitySegment(segment);
  if (!isCitySlug(city)) return null;
  try {
    return await withBrand(brand || getRuntimeConfig().brandSlug, () => getInit(city));
  } catch (err) {
    if (err instanceof ApiError && (err.isNotFound || err.status === 400)) return null;
    throw err;
  }
}
