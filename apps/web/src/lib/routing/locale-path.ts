/**
 * Language in the URL (SPEC section 1, ARCHITECTURE.md): uk is unprefixed and `/ua/...` redirects
 * there; ru lives under `/ru/...`, en under `/en/...`; a language the brand does not offer goes
 * to the same page in the brand's default language.
 */
export type Language = 'uk' | 'ru' | 'en';

export interface BrandLanguages {
  languages: readonly Language[];
  defaultLanguage: Language;
}

export type LocaleDecision =
  | { kind: 'serve'; locale: Language; rest: string }
  | { kind: 'redirect'; location: string; permanent: boolean };

const PREFIXES: Record<string, Language> = { ua: 'uk', ru: 'ru', en: 'en' };

/** The public path of `rest` (starting with "/") in `locale`. */
export function localizedPath(locale: Language, rest: string, brand: BrandLanguages): string {
  const path = rest === '' ? '/' : rest;
  if (locale === 'uk' && brand.languages.includes('uk')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function decideLocale(pathname: string, brand: BrandLanguages): LocaleDecision {
  const [, first = '', ...others] = pathname.split('/');
  const prefixed = PREFIXES[first];
  const rest = prefixed ? `/${others.join('/')}` : pathname;
  const restOrRoot = rest === '/' || rest === '' ? '/' : rest.replace(/\/$/, '');
  if (prefixed === undefined) {
    // unprefixed means uk; a brand without uk serves its default language under its prefix
    if (brand.languages.includes('uk')) return { kind: 'serve', locale: 'uk', rest: restOrRoot };
    return {
      kind: 'redirect',
      location: localizedPath(brand.defaultLanguage, restOrRoot, brand),
      permanent: false,
    };
  }
  if (first === 'ua' || !brand.languages.includes(prefixed)) {
    const target = brand.languages.includes(prefixed) ? prefixed : brand.defaultLanguage;
    return {
      kind: 'redirect',
      location: localizedPath(target, restOrRoot, brand),
      permanent: first === 'ua',
    };
  }
  return { kind: 'serve', locale: prefixed, rest: restOrRoot };
}
