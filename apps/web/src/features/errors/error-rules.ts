/**
 * Small rules of the error pages: the under-construction flag and the language of pages shown
 * without brand config.
 */
export type ErrorPageLanguage = 'uk' | 'ru' | 'en';

/**
 * SPEC section 4: the under-construction page replaces content when the brand config's
 * IS_UNDER_CONSTRUCTION flag is set. Env values arrive as booleans, numbers or strings.
 */
export function isUnderConstruction(env: Record<string, string | number | boolean>): boolean {
  const flag = env.IS_UNDER_CONSTRUCTION;
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag !== 0;
  return typeof flag === 'string' && /^(1|true|yes|on)$/i.test(flag.trim());
}

/** The language a brand variant speaks by its country (the slug's second part: sm-ua, sm-kz...). */
export function brandCountryLanguage(brandSlug: string): ErrorPageLanguage {
  const country = brandSlug.split('-')[1] ?? '';
  if (country === 'ua') return 'uk';
  if (country === 'ru' || country === 'by' || country === 'kz') return 'ru';
  return 'en';
}

const LANGUAGE_OF: Record<string, ErrorPageLanguage> = { uk: 'uk', ua: 'uk', ru: 'ru', en: 'en' };

/**
 * For pages rendered without the brand config (the storefront cannot reach it): the visitor's
 * most wanted language of uk, ru and en by Accept-Language (q values honoured, q=0 refused),
 * else the brand country's language.
 */
export function pickLanguage(acceptLanguage: string | null | undefined, fallback: ErrorPageLanguage) {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: LANGUAGE_OF[tag.trim().toLowerCase().split('-')[0]!], weight, index };
    })
    .filter((x) => x.lang && Number.isFinite(x.weight) && x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang ?? fallback;
}

/** The digest Next attaches to a server error, which the server log carries too; null otherwise. */
export function errorDigest(error: unknown): string | null {
  return error && typeof error === 'object' && 'digest' in error && typeof error.digest === 'string'
    ? error.digest
    : null;
}
