/**
 * Language in the URL (SPEC section 1, ARCHITECTURE.md): uk is unprefixed and `/ua/...` redirects
 * there (host-routing.ts); ru lives under `/ru/...`, en under `/en/...`. A brand without uk serves
 * its default language unprefixed (its `/en/...` pages work too, with the unprefixed canonical);
 * a prefix of a language the brand does not offer is a 404.
 */
export type Language = 'uk' | 'ru' | 'en';

export interface BrandLanguages {
  languages: readonly Language[];
  defaultLanguage: Language;
}

/** The language that is served without a prefix. */
const unprefixedLanguage = (brand: BrandLanguages): Language =>
  brand.languages.includes('uk') ? 'uk' : brand.defaultLanguage;

/** The public path of `rest` (starting with "/") in `locale`. */
export function localizedPath(locale: Language, rest: string, brand: BrandLanguages): string {
  const path = rest === '' ? '/' : rest;
  if (locale === unprefixedLanguage(brand)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The language of a page path's locale segment ("uk" for unprefixed URLs), or null when the
 * brand does not offer it.
 */
export function pageLanguage(segment: string, brand: BrandLanguages): Language | null {
  if (segment === 'uk') return unprefixedLanguage(brand);
  return brand.languages.includes(segment as Language) ? (segment as Language) : null;
}
