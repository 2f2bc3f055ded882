import { localizedPath, type BrandLanguages } from '../routing/locale-path';

/**
 * Pages that are per visitor (cart, checkout and its aliases of SPEC section 2, order
 * confirmation, account, favourites, sign-in) or endless (search results): never worth a crawl.
 * Robots rules match by prefix, so each is listed in every language of the brand.
 */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/purchase',
  '/order',
  '/account',
  '/favorites',
  '/sign-in',
  '/search',
] as const;

export function buildRobotsTxt(origin: string, brand: BrandLanguages): string {
  const disallow = new Set<string>();
  for (const lang of brand.languages) {
    for (const path of PRIVATE_PATHS) disallow.add(localizedPath(lang, path, brand));
  }
  disallow.add('/api/');
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallow].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
