import 'server-only';
import type { TInitResponse } from '@food/contracts';
import { cache } from 'react';
import { getCityInit, localesOf } from '@/lib/api/brand';
import { findProductBySlug, getPageSeo, getProductSeo, listBanners, listProducts } from '@/lib/api/catalog';
import { ApiError } from '@/lib/api/http';
import { parseCitySegment } from '@/lib/routing/city-segment';
import { pageLanguage, type Language } from '@/lib/routing/locale-path';
import { nameIn } from './product-view';

/**
 * The catalogue pages' data: everything comes from the route params (city segment, language,
 * slugs), never from cookies, headers or the query, so each page is rendered once per brand,
 * city and language and served from cache. Reads are wrapped in React's cache so a page and
 * its generateMetadata share one request each.
 */
export interface RouteParams {
  city: string;
  locale: string;
}

export interface CatalogSite {
  init: TInitResponse;
  locale: Language;
  isBot: boolean;
  /** what every catalogue read needs */
  where: { br: number; lang: Language };
}

export async function loadSite(params: RouteParams): Promise<CatalogSite> {
  const { city, isBot } = parseCitySegment(params.city);
  const init = await getCityInit(city);
  // the layout has already turned away languages the brand does not offer
  const locale = pageLanguage(params.locale, localesOf(init)) ?? localesOf(init).defaultLanguage;
  return { init, locale, isBot, where: { br: init.businessRegion.id, lang: locale } };
}

export const loadProducts = cache((br: number, lang: Language, category?: string) =>
  listProducts({ br, lang }, category),
);

export const loadProduct = cache((br: number, lang: Language, slug: string) =>
  findProductBySlug({ br, lang }, slug),
);

export const loadBanners = cache((br: number) => listBanners({ br }));

/** SEO texts are an extra: when the config service fails, the page keeps its own wording. */
export const loadPageSeo = cache(async (br: number, lang: Language, category?: string) => {
  try {
    return await getPageSeo({ br, lang }, category);
  } catch (err) {
    if (!(err instanceof ApiError && err.isNotFound))
      console.error('catalog: page SEO unavailable', category ?? '/', err);
    return null;
  }
});

export const loadProductSeo = cache(async (br: number, lang: Language, slug: string) => {
  try {
    return await getProductSeo({ br, lang }, slug);
  } catch (err) {
    // an unknown product is the page's 404, not an SEO failure
    if (!(err instanceof ApiError && err.isNotFound))
      console.error('catalog: product SEO unavailable', slug, err);
    return null;
  }
});

export interface CategoryInfo {
  id: number;
  slug: string;
  name: string;
  imageUrl: string;
  isDefault: boolean;
}

/** The brand's categories that can be linked (SPEC section 5: category links need a slug). */
export function linkedCategories(init: TInitResponse, locale: Language): CategoryInfo[] {
  return init.categories.flatMap((c) =>
    c.slug
      ? [
          {
            id: c.id,
            slug: c.slug,
            name: nameIn(c.localization, locale, c.name),
            imageUrl: c.imageUrl,
            isDefault: c.isDefault,
          },
        ]
      : [],
  );
}

export const findCategory = (init: TInitResponse, locale: Language, slug: string) =>
  linkedCategories(init, locale).find((c) => c.slug === slug) ?? null;

/** The city's name in the page language, and its "in Kyiv" form for titles. */
export function cityNames(init: TInitResponse, locale: Language) {
  const loc = init.businessRegion.localization.find((l) => l.language === locale);
  return {
    name: loc?.name ?? init.businessRegion.name,
    inCity: loc?.seo.prepositionalCase ?? loc?.name ?? init.businessRegion.name,
  };
}
