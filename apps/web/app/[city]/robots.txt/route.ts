import { ApiError } from '@/lib/api/http';
import { parseCitySegment } from '@/lib/routing/city-segment';
import { isCitySlug } from '@/lib/seo-sitemap/site-pages';
import { buildCityRobots } from '@/lib/seo-sitemap/collect';

/** proxy.ts rewrites /robots.txt here with the visitor's city */
export const revalidate = 3600;

/** rendered on first request per city, never at build time (the build needs no API) */
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ city: string }> }) {
  const { city } = parseCitySegment((await params).city);
  if (!isCitySlug(city)) return new Response('Not found', { status: 404 });
  let txt: string;
  try {
    txt = await buildCityRobots(city);
  } catch (err) {
    // a city the API does not know, or not a city slug at all
    if (err instanceof ApiError && (err.isNotFound || err.status === 400))
      return new Response('Not found', { status: 404 });
    throw err;
  }
  return new Response(txt, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
