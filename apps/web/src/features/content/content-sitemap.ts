import 'server-only';
import type { TInitResponse } from '@food/contracts';
import { localesOf } from '@/lib/api/brand';
import { loadCityAreas, loadPromotions } from './content-api';
import { contentSitemapPaths } from './content-pages';

/**
 * The content pages of a city's sitemap.xml (content-pages.ts decides which). Promotion slugs do
 * not change with the language, so one list is enough. A failing read leaves its pages out of
 * this hour's sitemap instead of failing the whole sitemap.
 */
export async function contentPagePaths(init: TInitResponse): Promise<string[]> {
  const br = init.businessRegion.id;
  const slug = init.businessRegion.slug;
  const [promotions, areas] = await Promise.all([
    loadPromotions(br, localesOf(init).defaultLanguage).catch((err: unknown) => {
      console.error('sitemap: promotions unavailable', err);
      return [];
    }),
    slug
      ? loadCityAreas(br, slug).catch((err: unknown) => {
          console.error('sitemap: city areas unavailable', err);
          return null;
        })
      : null,
  ]);
  return contentSitemapPaths({
    env: init.config.env,
    promotionSlugs: promotions.map((p) => p.slug),
    hasCityAreas: (areas?.areas.length ?? 0) > 0,
  });
}
