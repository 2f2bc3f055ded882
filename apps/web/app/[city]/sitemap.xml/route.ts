import { ApiError } from '@/lib/api/http';
import { parseCitySegment } from '@/lib/routing/city-segment';
import { isCitySlug } from '@/lib/seo-sitemap/site-pages';
import { cachedCitySitemap } from '@/lib/seo-sitemap/collect';

/** proxy.ts rewrites /sitemap.xml here with the visitor's city; the XML itself is kept hourly (see cachedCitySitemap) */
export const revalidate = 3600;

/** rendered on first request per city, never at build time (the build needs no API) */
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ city: string }> }) {
  const { city } = parseCitySegment((await params).city);
  if (!isCitySlug(city)) return new Response('Not found', { status: 404 });
  let xml: string;
  try {
    xml = await cachedCitySitemap(city);
  } catch (err) {
    // a city the API does not know, or not a city slug at all
    if (err instanceof ApiError && (err.isNotFound || err.status === 400))
      return new Response('Not found', { status: 404 });
    // thrown, not returned: a failed build is never cached, the last good sitemap stays served
    throw err;
  }
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
