import { isOn, type Env } from '../shell/visibility';

/**
 * The content pages (SPEC section 2: about, feedbacks, promotions, and the public offer,
 * privacy, requisites and city areas whose paths the spec leaves open), what each shows and
 * whether search engines get it.
 *
 * Decisions where the spec is silent:
 * - Paths: /public-offer, /privacy, /requisites, /city-areas (the shell already linked the first
 *   three); the site API's own names (public-oferta, web-requisites) stay inside the API.
 * - The legal texts are the same on every city's subdomain and nobody searches for them:
 *   they are `noindex, follow` and left out of the sitemap. About, feedbacks, promotions and
 *   city areas say something about the city's service and are indexed.
 * - About and feedbacks are 404 pages when their flag is off, like any page that does not exist.
 */
export type SiteTextKind = 'PUBLIC_OFFER' | 'PRIVACY' | 'REQUISITES' | 'ABOUT';

export interface SiteTextPage {
  kind: SiteTextKind;
  path: string;
  /** the translation key of its name in common.nav */
  navKey: 'about' | 'publicOffer' | 'privacy' | 'requisites';
  indexed: boolean;
  /** the brand flag that must be on, if any */
  flag?: string;
}

export const SITE_TEXT_PAGES = {
  about: { kind: 'ABOUT', path: '/about', navKey: 'about', indexed: true, flag: 'SHOW_ABOUT_PAGE' },
  publicOffer: { kind: 'PUBLIC_OFFER', path: '/public-offer', navKey: 'publicOffer', indexed: false },
  privacy: { kind: 'PRIVACY', path: '/privacy', navKey: 'privacy', indexed: false },
  requisites: { kind: 'REQUISITES', path: '/requisites', navKey: 'requisites', indexed: false },
} as const satisfies Record<string, SiteTextPage>;

export type SiteTextPageId = keyof typeof SITE_TEXT_PAGES;

export const PROMOTIONS_PATH = '/promotions';
export const FEEDBACKS_PATH = '/feedbacks';
export const CITY_AREAS_PATH = '/city-areas';

/** A promotion's page: by slug, which is what the API, banners and links use. */
export const promotionPath = (slug: string) => `${PROMOTIONS_PATH}/${encodeURIComponent(slug)}`;

export const isPageOn = (page: SiteTextPage, env: Env) => !page.flag || isOn(env, page.flag);

export const feedbacksOn = (env: Env) => isOn(env, 'SHOW_FEEDBACKS_PAGE');

/** The content pages of a city for its sitemap (language-free paths, legal texts left out). */
export function contentSitemapPaths(q: {
  env: Env;
  promotionSlugs: readonly string[];
  hasCityAreas: boolean;
}): string[] {
  return [
    PROMOTIONS_PATH,
    ...q.promotionSlugs.map(promotionPath),
    ...(feedbacksOn(q.env) ? [FEEDBACKS_PATH] : []),
    ...Object.values(SITE_TEXT_PAGES).flatMap((p) => (p.indexed && isPageOn(p, q.env) ? [p.path] : [])),
    ...(q.hasCityAreas ? [CITY_AREAS_PATH] : []),
  ];
}

/** The city's districts in the page language (the brand's default, else any, when missing). */
export function cityAreaNames(
  areas: ReadonlyArray<{ id: number; settings: Record<string, { areaName: string }> }>,
  locale: string,
  fallback: string,
): Array<{ id: number; name: string }> {
  return areas.flatMap((a) => {
    const name = (
      a.settings[locale]?.areaName ??
      a.settings[fallback]?.areaName ??
      Object.values(a.settings)[0]?.areaName ??
      ''
    ).trim();
    return name ? [{ id: a.id, name }] : [];
  });
}
