import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RouterLink } from '@/features/shell/router-link';
import { Breadcrumbs } from '../catalog/breadcrumbs';
import { cityNames, loadSite, type RouteParams } from '../catalog/catalog-data';
import { isOn } from '../shell/visibility';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, pageUrl } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { DeliveryZonesView } from './delivery-zones-view';
import { areaNames, loadCityAreas, loadDeliveryZones, mapTiles } from './location-data';
import { RESTAURANTS_PATH } from './restaurants-page';
import { listOrder, toZoneView } from './zone-view';
import styles from './delivery.module.css';
import page from './restaurants.module.css';

const PATH = '/delivery';

export async function deliveryMetadata(params: RouteParams): Promise<Metadata> {
  const { init, locale } = await loadSite(params);
  const t = await getTranslations({ locale, namespace: 'location.delivery' });
  const vars = { brand: init.config.name, inCity: cityNames(init, locale).inCity };
  return buildPageMetadata({
    site: seoSiteOf(init),
    locale,
    path: PATH,
    title: t('metaTitle', vars),
    description: t('metaDescription', vars),
  });
}

/**
 * /delivery (SPEC section 2): the city's zones on the map with their prices, the districts the
 * site API names, and pickup when the brand offers it ("delivery and pickup" then).
 */
export async function DeliveryPage({ params }: { params: RouteParams }) {
  const { init, locale, where } = await loadSite(params);
  const hasPickup = isOn(init.config.env, 'PICKUP_AVAILABLE');
  const [t, tb, zones, areas] = await Promise.all([
    getTranslations({ locale, namespace: 'location.delivery' }),
    getTranslations({ locale, namespace: 'catalog.breadcrumbs' }),
    loadDeliveryZones(where.br),
    loadCityAreas(where.br, init.businessRegion.slug ?? ''),
  ]);
  const seo = seoSiteOf(init);
  const city = cityNames(init, locale);
  const title = hasPickup ? t('titlePickup') : t('title');
  const districts = areaNames(areas, locale);

  return (
    <div className={`container ${page.page}`}>
      <StructuredData
        data={breadcrumbJsonLd([
          { name: tb('home'), url: pageUrl(seo, locale, '/') },
          { name: title, url: pageUrl(seo, locale, PATH) },
        ])}
      />
      <Breadcrumbs
        label={tb('label')}
        items={[{ name: tb('home'), href: localizedPath(locale, '/', seo) }, { name: title }]}
      />
      <h1 className={page.title}>{title}</h1>
      <p className={page.intro}>{t('intro', { inCity: city.inCity })}</p>

      <section aria-labelledby="delivery-zones">
        <h2 id="delivery-zones" className={styles.sectionTitle}>
          {t('zonesTitle')}
        </h2>
        <DeliveryZonesView zones={listOrder(zones.map((z) => toZoneView(z, locale)))} tiles={mapTiles()} />
      </section>

      {districts.length > 0 && (
        <section aria-labelledby="delivery-areas" className={styles.section}>
          <h2 id="delivery-areas" className={styles.sectionTitle}>
            {t('areasTitle')}
          </h2>
          <ul className={styles.areas}>
            {districts.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      )}

      {hasPickup && (
        <section aria-labelledby="delivery-pickup" className={`${styles.section} ${styles.pickup}`}>
          <h2 id="delivery-pickup" className={styles.sectionTitle}>
            {t('pickupTitle')}
          </h2>
          <p>{t('pickupText')}</p>
          <RouterLink href={localizedPath(locale, RESTAURANTS_PATH, seo)} className={styles.pickupLink}>
            {t('pickupLink')}
          </RouterLink>
        </section>
      )}
    </div>
  );
}
