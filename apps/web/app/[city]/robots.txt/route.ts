import { buildCityRobots } from '@/lib/seo-sitemap/collect';
import { cityDocument } from '@/lib/seo-sitemap/city-document';

/** proxy.ts rewrites /robots.txt here with the visitor's city */
export const revalidate = 3600;

/** rendered on first request per city, never at build time (the build needs no API) */
export function generateStaticParams() {
  return [];
}

export function GET(_request: Request, { params }: { params: Promise<{ city: string }> }) {
  return cityDocument(params, buildCityRobots, 'text/plain; charset=utf-8');
}
