import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/features/catalog/breadcrumbs';
import { cityNames, loadSite, type RouteParams } from '@/features/catalog/catalog-data';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, pageUrl } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { loadFirstFeedbacks } from '../content/content-api';
import { FEEDBACKS_PATH, feedbacksOn } from '../content/content-pages';
import { FeedbackList } from './feedback-list';
import { FeedbacksSummary } from './feedbacks-summary';
import styles from './feedbacks.module.css';

export async function feedbacksMetadata(params: RouteParams): Promise<Metadata> {
  const { init, locale } = await loadSite(params);
  if (!feedbacksOn(init.config.env)) return {};
  const t = await getTranslations({ locale, namespace: 'content.feedbacks' });
  const vars = { brand: init.config.name, inCity: cityNames(init, locale).inCity };
  return buildPageMetadata({
    site: seoSiteOf(init),
    locale,
    path: FEEDBACKS_PATH,
    title: t('seoTitle', vars),
    description: t('seoDescription', vars),
  });
}

/**
 * /feedbacks (SPEC section 2, behind the feedback flag): the city's reviews in the page
 * language from the site API, newest first, ten to a page, under their average score and count.
 * The first page is in the cached HTML (crawlers read it); the rest arrives in the browser by
 * continuation token.
 */
export async function FeedbacksPage({ params }: { params: RouteParams }) {
  const { init, locale, where } = await loadSite(params);
  if (!feedbacksOn(init.config.env)) notFound();
  const [t, tc, first] = await Promise.all([
    getTranslations({ locale, namespace: 'content.feedbacks' }),
    getTranslations({ locale, namespace: 'catalog.breadcrumbs' }),
    loadFirstFeedbacks(where.br, locale),
  ]);
  const site = seoSiteOf(init);
  const vars = { brand: init.config.name, inCity: cityNames(init, locale).inCity };
  return (
    <div className={`container ${styles.page}`}>
      <StructuredData
        data={breadcrumbJsonLd([
          { name: tc('home'), url: pageUrl(site, locale, '/') },
          { name: t('title'), url: pageUrl(site, locale, FEEDBACKS_PATH) },
        ])}
      />
      <Breadcrumbs
        label={tc('label')}
        items={[{ name: tc('home'), href: localizedPath(locale, '/', site) }, { name: t('title') }]}
      />
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', vars)}</p>
      <FeedbacksSummary summary={first.summary} locale={locale} />
      <FeedbackList
        first={first}
        retailNetworkId={init.retailNetwork.id}
        businessRegionId={where.br}
        locale={locale}
        timeZone={init.businessRegion.timeZone}
        brandName={init.config.name}
      />
    </div>
  );
}
