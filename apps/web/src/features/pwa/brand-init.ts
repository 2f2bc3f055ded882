import 'server-only';
import type { TInitResponse } from '@food/contracts';
import { getInit } from '@/lib/api/brand';
import { ApiError } from '@/lib/api/http';
import { parseCitySegment } from '@/lib/routing/city-segment';
import { isCitySlug } from '@/lib/seo-sitemap/site-pages';

/** The init of a route handler's city segment, or null for what is not a city the API knows. */
export async function routeInit(segment: string): Promise<TInitResponse | null> {
  const { city } = parseCitySegment(segment);
  if (!isCitySlug(city)) return null;
  try {
    return await getInit(city);
  } catch (err) {
    if (err instanceof ApiError && (err.isNotFound || err.status === 400)) return null;
    throw err;
  }
}
