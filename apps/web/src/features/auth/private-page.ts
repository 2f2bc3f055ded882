import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadSite, type RouteParams } from '../catalog/catalog-data';

/**
 * Pages for one visitor (sign-in, account, favourites): the server renders a static shell per
 * city and language only (its client part reads the visitor), and asks search engines to keep
 * out (robots.txt disallows them too).
 */
export async function privatePageMetadata(params: RouteParams, titleKey: string): Promise<Metadata> {
  const { init, locale } = await loadSite(params);
  const t = await getTranslations({ locale });
  return { title: `${t(titleKey)} — ${init.config.name}`, robots: { index: false, follow: false } };
}

/** Sets the request language for a private page; answers the brand data it read. */
export async function preparePrivatePage(params: RouteParams) {
  const site = await loadSite(params);
  setRequestLocale(site.locale);
  return site;
}
