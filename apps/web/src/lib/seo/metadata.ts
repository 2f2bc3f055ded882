import type { Metadata } from 'next';
import { imageSrc } from '../image';
import { localizedPath, type BrandLanguages, type Language } from '../routing/locale-path';

/**
 * Page metadata of the catalogue (title, description, canonical, hreflang, OpenGraph) as pure
 * builders: pages pass what they know, these decide the URLs. Absolute URLs use the public
 * origin of the runtime config (PUBLIC_SITE_URL), never the request's host.
 */
export interface SeoSite extends BrandLanguages {
  /** public origin, no trailing slash: https://example.com */
  origin: string;
  /** the brand's name, OpenGraph's site_name */
  siteName: string;
  /** ISO country of the retail network (UA, AE): OpenGraph locales are language_COUNTRY */
  country: string;
}

interface SeoImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//.test(path)
    ? path
    : `${origin.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** A catalogue image as an absolute URL through the site's own image path (OpenGraph, JSON-LD). */
export function publicImageUrl(origin: string, apiUrl: string, size: { w: number; h?: number }) {
  return absoluteUrl(origin, imageSrc(apiUrl, { ...size, mode: size.h ? 'fill' : 'fit', format: 'jpeg' }));
}

const ogLocale = (language: Language, country: string) => `${language}_${country.toUpperCase()}`;

/** Absolute URL of a language-free path in one language. */
export const pageUrl = (site: SeoSite, language: Language, path: string) =>
  absoluteUrl(site.origin, localizedPath(language, path, site));

/** hreflang alternates: every language of the brand plus x-default (the default language). */
export function languageAlternates(site: SeoSite, path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const language of site.languages) languages[language] = pageUrl(site, language, path);
  languages['x-default'] = pageUrl(site, site.defaultLanguage, path);
  return languages;
}

export interface PageSeoInput {
  site: SeoSite;
  locale: Language;
  /** language-free canonical path of the page: "/", "/menu/sets", "/menu/sets/dragon" */
  path: string;
  title: string;
  description: string;
  image?: SeoImage;
}

export function buildPageMetadata({ site, locale, path, title, description, image }: PageSeoInput): Metadata {
  const url = pageUrl(site, locale, path);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(site, path) },
    openGraph: {
      type: 'website',
      siteName: site.siteName,
      title,
      description,
      url,
      locale: ogLocale(locale, site.country),
      alternateLocale: site.languages.filter((l) => l !== locale).map((l) => ogLocale(l, site.country)),
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(image ? { images: [image.url] } : {}),
    },
  };
}

/** A description fit for a meta tag: plain text on one line, cut at a word near 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}
