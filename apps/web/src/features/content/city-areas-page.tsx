import type { Metadata } from 'next';
import { RouterLink } from '@/features/shell/router-link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/features/catalog/breadcrumbs';
import { cityNames, loadSite, type RouteParams } from '@/features/catalog/catalog-data';
import { PinIcon } from '@/features/shell/icons';
import { localesOf } from '@/lib/api/brand';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, pageUrl } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { loadCityAreas } from './content-api';
import { ContentNav } from './content-nav';
import { CITY_AREAS_PATH, cityAreaNames } from './content-pages';
import styles from './content.module.css';

async function load(params: RouteParams) {
  const site = await loadSite(params);
  const slug = site.init.businessRegion.slug ?? '';
  const data = slug ? await loadCityAreas(site.where.br, slug) : null;
  const areas = cityAreaNames(data?.areas ?? [], site.locale, localesOf(site.init).defaultLanguage);
  return { ...site, areas };
}

export async function cityAreasMetadata(params: RouteParams): Promise<Metadata> {
  const { init, locale, areas } = await load(params);
  const t = await getTranslations({ locale, namespace: 'content.cityAreas' });
  const vars = { brand: init.config.name, inCity: cityNames(init, locale).inCity };
  const metadata = buildPageMetadata({
    site: seoSiteOf(init),
    locale,
    path: CITY_AREAS_PATH,
    title: t('seoTitle', vars),
    description: t('seoDescription', {
      ...vars,
      areas: areas
        .slice(0, 4)
        .map((a) => a.name)
        .join(', '),
    }),
  });
  // a city whose districts are not listed yet has nothing worth indexing
  return areas.length > 0 ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

/**
 * City areas (SPEC sections 2 and 7: POST /site/api/city-areas by city slug): the districts the
 * city's outlets deliver to, named in the page language, with the way to the delivery terms.
 */
export async function CityAreasPage({ params }: { params: RouteParams }) {
  const { init, locale, areas } = await load(params);
  const [t, tc, tn] = await Promise.all([
    getTranslations({ locale, namespace: 'content.cityAreas' }),
    getTranslations({ locale, namespace: 'catalog.breadcrumbs' }),
    getTranslations({ locale, namespace: 'content.nav' }),
  ]);
  const site = seoSiteOf(init);
  const inCity = cityNames(init, locale).inCity;
  return (
    <div className={`container ${styles.page}`}>
      <StructuredData
        data={breadcrumbJsonLd([
          { name: tc('home'), url: pageUrl(site, locale, '/') },
          { name: tn('cityAreas'), url: pageUrl(site, locale, CITY_AREAS_PATH) },
        ])}
      />
      <Breadcrumbs
        label={tc('label')}
        items={[{ name: tc('home'), href: localizedPath(locale, '/', site) }, { name: tn('cityAreas') }]}
      />
      <div className={styles.layout}>
        <article className={styles.article}>
          <h1 className={styles.title}>{t('title', { inCity })}</h1>
          {areas.length > 0 ? (
            <>
              <p className={styles.intro}>{t('intro', { inCity })}</p>
              <p className={styles.count}>{t('count', { count: areas.length })}</p>
              <ul className={styles.areas}>
                {areas.map((a) => (
                  <li key={a.id} className={styles.area}>
                    <PinIcon size={18} />
                    {a.name}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <p className={styles.count}>{t('empty')}</p>
              <p className={styles.intro}>{t('emptyText')}</p>
            </>
          )}
          <div className={styles.actions}>
            <RouterLink href={localizedPath(locale, '/delivery', site)} className={styles.primary}>
              {t('delivery')}
            </RouterLink>
            <RouterLink href={localizedPath(locale, '/', site)} className={styles.secondary}>
              {t('toMenu')}
            </RouterLink>
          </div>
        </article>
        <ContentNav locale={locale} brand={site} env={init.config.env} current={CITY_AREAS_PATH} />
      </div>
    </div>
  );
}
