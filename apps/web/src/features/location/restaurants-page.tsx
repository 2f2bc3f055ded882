import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '../catalog/breadcrumbs';
import { cityNames, loadSite, type RouteParams } from '../catalog/catalog-data';
import { isOn } from '../shell/visibility';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, pageUrl } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { loadRestaurants, mapTiles } from './location-data';
import { outletJsonLd, toOutletView } from './outlet-view';
import { RestaurantsView } from './restaurants-view';
import styles from './restaurants.module.css';

/** SPEC section 2's spelling of the address (the shell links to it: shell/links.ts). */
export const RESTAURANTS_PATH = '/our-restourants';
const PATH = RESTAURANTS_PATH;

/** SPEC section 2: the restaurants page exists only where pickup is available. */
async function loadPage(params: RouteParams) {
  const site = await loadSite(params);
  if (!isOn(site.init.config.env, 'PICKUP_AVAILABLE')) notFound();
  return site;
}

export async function restaurantsMetadata(params: RouteParams): Promise<Metadata> {
  const { init, locale } = await loadPage(params);
  const t = await getTranslations({ locale, namespace: 'location.restaurants' });
  const vars = { brand: init.config.name, inCity: cityNames(init, locale).inCity };
  return buildPageMetadata({
    site: seoSiteOf(init),
    locale,
    path: PATH,
    title: t('metaTitle', vars),
    description: t('metaDescription', vars),
  });
}

/** /our-restourants: the city's outlets on a map and in a list, with their hours. */
export async function RestaurantsPage({ params }: { params: RouteParams }) {
  const { init, locale, where } = await loadPage(params);
  const [t, tb, restaurants] = await Promise.all([
    getTranslations({ locale, namespace: 'location.restaurants' }),
    getTranslations({ locale, namespace: 'catalog.breadcrumbs' }),
    loadRestaurants(where.br),
  ]);
  const outlets = restaurants.map((r) => toOutletView(r, locale));
  const seo = seoSiteOf(init);
  const city = cityNames(init, locale);
  const url = pageUrl(seo, locale, PATH);
  const brand = { name: init.config.name, city: city.name, country: init.retailNetwork.country.id, url };

  return (
    <div className={`container ${styles.page}`}>
      <StructuredData
        data={[
          breadcrumbJsonLd([
            { name: tb('home'), url: pageUrl(seo, locale, '/') },
            { name: t('title'), url },
          ]),
          ...outlets.map((o) => outletJsonLd(o, brand)),
        ]}
      />
      <Breadcrumbs
        label={tb('label')}
        items={[{ name: tb('home'), href: localizedPath(locale, '/', seo) }, { name: t('title') }]}
      />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', { inCity: city.inCity })}</p>
      <RestaurantsView outlets={outlets} tiles={mapTiles()} locale={locale} />
    </div>
  );
}
