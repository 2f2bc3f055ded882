import 'server-only';
import { unstable_cache } from 'next/cache';
import { contentPagePaths } from '@/features/content/content-sitemap';
import { locationSitemapPaths } from '@/features/location/location-sitemap';
import { brandSiteUrl, getBrandNetwork, getInit, localesOf } from '../api/brand';
import { CATALOGUE_TAG, readTags } from '../api/cache-tags';
import { listProducts } from '../api/catalog';
import { cityOrigin } from '../routing/host-routing';
import { buildRobotsTxt } from './robots-txt';
import { cityPagePaths, sitemapUrls } from './site-pages';
import { buildSitemapXml } from './sitemap-xml';

/** how long a city's sitemap is served before it is rebuilt in the background */
const SITEMAP_REVALIDATE_SECONDS = 3600;

/**
 * The sitemap of a city from Next's data cache, rebuilt at most hourly and dropped with the
 * brand's or city catalogue's tag. Needed because Next treats any route ending in sitemap.xml as
 * a metadata route and renders it on every request instead of keeping it like a page.
 */
export async function cachedCitySitemap(city: string): Promise<string> {
  const [{ rn, slug }, init] = await Promise.all([getBrandNetwork(), getInit(city)]);
  return unstable_cache(() => buildCitySitemap(city), ['city-sitemap', slug, String(rn), city], {
    revalidate: SITEMAP_REVALIDATE_SECONDS,
    tags: [CATALOGUE_TAG, ...readTags('sitemap', { rn, br: init.businessRegion.id })],
  })();
}

/** sitemap.xml of one brand and city: home, categories and products in every brand language. */
async function buildCitySitemap(city: string): Promise<string> {
  const init = await getInit(city);
  const brand = localesOf(init);
  // product slugs do not change with the language: one list is enough
  const products = await listProducts({ br: init.businessRegion.id, lang: brand.defaultLanguage });
  const paths = cityPagePaths({
    categorySlugs: init.categories.flatMap((c) => (c.slug ? [c.slug] : [])),
    products: products.filter((p) => !p.isArchived && !p.isAddon),
  });
  // delivery and restaurants; promotions, feedbacks, about and city areas (content-pages.ts)
  paths.push(...locationSitemapPaths(init.config.env), ...(await contentPagePaths(init)));
  return buildSitemapXml(sitemapUrls(cityOrigin(brandSiteUrl(init.config.brandSlug), city), paths, brand));
}

export async function buildCityRobots(city: string): Promise<string> {
  const init = await getInit(city);
  return buildRobotsTxt(cityOrigin(brandSiteUrl(init.config.brandSlug), city), localesOf(init));
}
