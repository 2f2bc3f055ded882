import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/features/catalog/breadcrumbs';
import { loadSite, type RouteParams } from '@/features/catalog/catalog-data';
import { formatCityDate } from '@/features/promotions/promotion-view';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, metaDescription, pageUrl } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { loadSiteText } from './content-api';
import { ContentNav } from './content-nav';
import { SITE_TEXT_PAGES, isPageOn, type SiteTextPageId } from './content-pages';
import { SafeHtml } from './safe-html';
import { plainText } from './sanitize';
import styles from './content.module.css';

async function load(params: RouteParams, id: SiteTextPageId) {
  const site = await loadSite(params);
  const page = SITE_TEXT_PAGES[id];
  if (!isPageOn(page, site.init.config.env)) return { ...site, page, text: null };
  return { ...site, page, text: await loadSiteText(page.kind, site.where.br, site.locale) };
}

export async function siteTextMetadata(params: RouteParams, id: SiteTextPageId): Promise<Metadata> {
  const { init, locale, page, text } = await load(params, id);
  if (!text) return {};
  const t = await getTranslations({ locale, namespace: 'content.texts' });
  const metadata = buildPageMetadata({
    site: seoSiteOf(init),
    locale,
    path: page.path,
    title: t('seoTitle', { title: text.title, brand: init.config.name }),
    description: metaDescription(plainText(text.html)) || text.title,
  });
  // the legal texts are the same on every city's site and nobody searches for them
  return page.indexed ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

/**
 * About, public offer, privacy and requisites (SPEC section 2) from the site API: the city's
 * own text or the network's, in the page language or the brand's default one, its HTML
 * sanitised on the server. A missing text, or about with its flag off, is the 404 page.
 */
export async function SiteTextPage({ params, id }: { params: RouteParams; id: SiteTextPageId }) {
  const { init, locale, page, text } = await load(params, id);
  if (!text) notFound();
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'content.texts' }),
    getTranslations({ locale, namespace: 'catalog.breadcrumbs' }),
  ]);
  const site = seoSiteOf(init);
  return (
    <div className={`container ${styles.page}`}>
      <StructuredData
        data={breadcrumbJsonLd([
          { name: tc('home'), url: pageUrl(site, locale, '/') },
          { name: text.title, url: pageUrl(site, locale, page.path) },
        ])}
      />
      <Breadcrumbs
        label={tc('label')}
        items={[{ name: tc('home'), href: localizedPath(locale, '/', site) }, { name: text.title }]}
      />
      <div className={styles.layout}>
        <article className={styles.article} lang={text.language === locale ? undefined : text.language}>
          <h1 className={styles.title}>{text.title}</h1>
          <p className={styles.updated}>
            {t('updated', { date: formatCityDate(text.updatedAt, locale, init.businessRegion.timeZone) })}
          </p>
          <SafeHtml html={text.html} locale={locale} brand={site} />
        </article>
        <ContentNav locale={locale} brand={site} env={init.config.env} current={page.path} />
      </div>
    </div>
  );
}
