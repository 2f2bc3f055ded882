import type { Metadata } from 'next';
import { RouterLink } from '@/features/shell/router-link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/features/catalog/breadcrumbs';
import { cityNames, loadSite, type RouteParams } from '@/features/catalog/catalog-data';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, pageUrl, publicImageUrl } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { PROMOTIONS_PATH } from '../content/content-pages';
import { loadPromotions } from '../content/content-api';
import { PromotionCard } from './promotion-card';
import { toPromotionCard } from './promotion-view';
import styles from './promotions.module.css';

/** the first row of the widest grid loads its pictures at once */
const EAGER_CARDS = 3;

export async function promotionsMetadata(params: RouteParams): Promise<Metadata> {
  const { init, locale, where } = await loadSite(params);
  const [t, promotions] = await Promise.all([
    getTranslations({ locale, namespace: 'content.promotions' }),
    loadPromotions(where.br, locale),
  ]);
  const site = seoSiteOf(init);
  const vars = { brand: init.config.name, inCity: cityNames(init, locale).inCity };
  const first = promotions[0];
  return buildPageMetadata({
    site,
    locale,
    path: PROMOTIONS_PATH,
    title: t('seoTitle', vars),
    description: t('seoDescription', vars),
    image: first
      ? {
          url: publicImageUrl(site.origin, first.imageUrl, { w: 1200, h: 630 }),
          width: 1200,
          height: 630,
          alt: first.title,
        }
      : undefined,
  });
}

/**
 * /promotions (SPEC section 2): the city's running promotions as cards, newest decisions of the
 * operator first. Rendered once per city and language and cached like the menu; the route's
 * loading.tsx is the list's loading state while a visitor navigates here.
 */
export async function PromotionsPage({ params }: { params: RouteParams }) {
  const { init, locale, where } = await loadSite(params);
  const [t, tc, promotions] = await Promise.all([
    getTranslations({ locale, namespace: 'content.promotions' }),
    getTranslations({ locale, namespace: 'catalog.breadcrumbs' }),
    loadPromotions(where.br, locale),
  ]);
  const site = seoSiteOf(init);
  const vars = { brand: init.config.name, inCity: cityNames(init, locale).inCity };
  const cards = promotions.map((p) => toPromotionCard(p, locale, init.businessRegion.timeZone));

  return (
    <div className={`container ${styles.page}`}>
      <StructuredData
        data={breadcrumbJsonLd([
          { name: tc('home'), url: pageUrl(site, locale, '/') },
          { name: t('title'), url: pageUrl(site, locale, PROMOTIONS_PATH) },
        ])}
      />
      <Breadcrumbs
        label={tc('label')}
        items={[{ name: tc('home'), href: localizedPath(locale, '/', site) }, { name: t('title') }]}
      />
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', vars)}</p>
      {cards.length > 0 ? (
        <ul className={styles.grid}>
          {cards.map((card, i) => (
            <li key={card.id}>
              <PromotionCard promotion={card} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('empty')}</h2>
          <p>{t('emptyText')}</p>
          <RouterLink href={localizedPath(locale, '/', site)} className={styles.button}>
            {t('toMenu')}
          </RouterLink>
        </div>
      )}
    </div>
  );
}
