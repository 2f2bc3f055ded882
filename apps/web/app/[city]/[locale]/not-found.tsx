import { city as cityParam, locale as localeParam } from 'next/root-params';
import { NotFoundView } from '@/features/errors/not-found-view';
import { getCityInit, localesOf } from '@/lib/api/brand';
import { parseCitySegment } from '@/lib/routing/city-segment';
import { pageLanguage } from '@/lib/routing/locale-path';
import { toSiteInfo } from '@/lib/site-info';

/**
 * Any notFound() under a city and language (unknown category, product, path) renders here,
 * inside the layout's chrome, with status 404. The brand data is the layout's, from the same
 * per-request cache; root params give city and language (not-found gets no props).
 */
export default async function NotFound() {
  const [segment, locale] = await Promise.all([cityParam(), localeParam()]);
  const { city, isBot } = parseCitySegment(String(segment));
  const init = await getCityInit(city);
  const brand = localesOf(init);
  return (
    <NotFoundView
      site={toSiteInfo(init, pageLanguage(String(locale), brand) ?? brand.defaultLanguage, isBot)}
    />
  );
}
