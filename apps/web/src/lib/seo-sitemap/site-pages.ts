import { localizedPath, type BrandLanguages } from '../routing/locale-path';
import type { SitemapUrl } from './sitemap-xml';

/** What a city's storefront shows to crawlers: its categories and products, by slug. */
export interface CityCatalogue {
  categorySlugs: readonly string[];
  products: ReadonlyArray<{ categorySlug: string | null; slug: string }>;
}

/**
 * Whether a city segment can be a city slug (latin letters, digits, inner dashes): the build
 * prerenders sitemap routes with a "-" placeholder, which must not reach the API.
 */
export const isCitySlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

/** A path segment as it appears in a URL: slugs may hold Cyrillic or reserved characters. */
const segment = (slug: string) => encodeURIComponent(slug);

/** The language-free paths of every public page of a city: home, categories, products. */
export function cityPagePaths(catalogue: CityCatalogue): string[] {
  const paths = new Set<string>(['/']);
  for (const slug of catalogue.categorySlugs) if (slug) paths.add(`/menu/${segment(slug)}`);
  for (const p of catalogue.products) {
    // a product without a category slug has no /menu/{category}/{product} address
    if (p.categorySlug && p.slug) paths.add(`/menu/${segment(p.categorySlug)}/${segment(p.slug)}`);
  }
  return [...paths];
}

/**
 * One sitemap entry per page and language, each listing every language version of the page
 * and x-default (the brand's default language), as Google asks for hreflang in sitemaps.
 */
export function sitemapUrls(origin: string, paths: readonly string[], brand: BrandLanguages): SitemapUrl[] {
  const base = origin.replace(/\/$/, '');
  const href = (lang: BrandLanguages['defaultLanguage'], path: string) =>
    `${base}${localizedPath(lang, path, brand)}`;
  return paths.flatMap((path) => {
    const alternates = [
      ...brand.languages.map((lang) => ({ hreflang: lang, href: href(lang, path) })),
      { hreflang: 'x-default', href: href(brand.defaultLanguage, path) },
    ];
    return brand.languages.map((lang) => ({ loc: href(lang, path), alternates }));
  });
}
