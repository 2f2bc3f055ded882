import 'server-only';
import { ApiError } from '../api/http';
import { parseCitySegment } from '../routing/city-segment';
import { withBrand } from '../routing/page-brand';
import { getRuntimeConfig } from '../runtime-config';
import { isCitySlug } from './site-pages';

/**
 * Answers /sitemap.xml or /robots.txt of the city in the path: 404 for what is not a city the
 * API knows; any other failure is thrown, so a failed build is never cached and the last good
 * document stays served.
 */
export async function cityDocument(
  params: Promise<{ city: string }>,
  build: (city: string) => Promise<string>,
  contentType: string,
): Promise<Response> {
  const { city, brand } = parseCitySegment((await params).city);
  if (!isCitySlug(city)) return new Response('Not found', { status: 404 });
  try {
    // a route handler has no root params: the brand is named for the data helpers
    const body = await withBrand(brand || getRuntimeConfig().brandSlug, () => build(city));
    return new Response(body, { headers: { 'content-type': contentType } });
  } catch (err) {
    if (err instanceof ApiError && (err.isNotFound || err.status === 400)) {
      return new Response('Not found', { status: 404 });
    }
    throw err;
  }
}
