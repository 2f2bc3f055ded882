import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/routing/locale-path';
import { buildPageMetadata, pageUrl, publicImageUrl } from '@/lib/seo/metadata';
import { restaurantJsonLd, servesCuisineOf } from '@/lib/seo/json-ld';
import { currencyCodeOf, seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { toSiteInfo } from '@/lib/site-info';
import { loadPromotions } from '@/features/content/content-api';
import { HomePromotions, HomeStories } from '@/features/promotions/home-promotions';
import { BannerCarousel } from './banner-carousel';
import { toBannerView } from './banners';
import {
  cityNames,
  linkedCategories,
  loadBanners,
  loadPageSeo,
  loadProducts,
  loadSite,
  type RouteParams,
} from './catalog-data';
import { CategoryTiles } from './category-tiles';
import { MenuSection } from './menu-section';
import { EAGER_CARDS } from './product-cards';
import { categoryPath, groupByCategory, toCardData } from './product-view';
import { SeoText } from './seo-text';
import styles from './catalog-pages.module.css';

export async function homeMetadata(params: RouteParams): Promise<Metadata> {
  const { init, locale, where } = await loadSite(params);
  const t = await getTranslations({ locale, namespace: 'catalog.seo' });
  const seo = await loadPageSeo(where.br, locale);
  const brand = init.config.name;
  const { inCity } = cityNames(init, locale);
  const site = seoSiteOf(init);
  const banners = await loadBanners(where.br).catch(() => []);
  return buildPageMetadata({
    site,
    locale,
    path: '/',
    title: seo?.title ?? t('homeTitle', { brand, inCity }),
    description: seo?.description ?? t('homeDescription', { brand, inCity }),
    image: banners[0]
      ? {
          url: publicImageUrl(site.origin, banners[0].imageUrl, { w: 1200, h: 630 }),
          width: 1200,
          height: 630,
          alt: brand,
        }
      : undefined,
  });
}

/**
 * The home page: promotion banners, the categories as tiles, then the whole menu by category
 * with the default ("popular") one first, every dish of every category in menu order.
 * JSON-LD: the Restaurant with its Menu. The cards are server HTML (only their picture, heart
 * and add button hydrate), so the whole menu costs no more script than a few cards did.
 */
export async function HomePage({ params }: { params: RouteParams }) {
  const { init, locale, isBot, where } = await loadSite(params);
  const [t, products, banners, seo, promotions] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    loadProducts(where.br, locale),
    // banners are an extra: without them the menu still sells
    loadBanners(where.br).catch((err: unknown) => {
      console.error('catalog: banners unavailable', err);
      return [];
    }),
    loadPageSeo(where.br, locale),
    // promotions and stories are an extra too
    loadPromotions(where.br, locale).catch((err: unknown) => {
      console.error('catalog: promotions unavailable', err);
      return [];
    }),
  ]);
  const site = seoSiteOf(init);
  const promo = { promotions, locale, brand: site, timeZone: init.businessRegion.timeZone, isBot };
  const categories = linkedCategories(init, locale);
  const sections = groupByCategory(categories, products);
  const { inCity } = cityNames(init, locale);
  const brand = init.config.name;
  const href = (path: string) => localizedPath(locale, path, site);
  const currency = currencyCodeOf(init);
  const cardSite = toSiteInfo(init, locale, isBot);

  const jsonLd = restaurantJsonLd({
    name: brand,
    url: pageUrl(site, locale, '/'),
    logo: publicImageUrl(site.origin, init.config.ui.images.LOGO, { w: 296 }),
    telephone: init.config.supportContact?.phone ?? init.config.customerSupportPhone,
    city: cityNames(init, locale).name,
    country: init.retailNetwork.country.id,
    servesCuisine: servesCuisineOf(
      init.config.env.SERVES_CUISINE,
      categories.filter((c) => !c.isDefault).map((c) => c.name),
    ),
    currency,
    // the menu's outline: each section's page carries its dishes (category-page.tsx). The
    // whole menu here was 30 KB, sent twice (in the HTML and again in the page's RSC payload)
    menu: {
      name: t('home.menu'),
      url: pageUrl(site, locale, '/'),
      sections: sections.map(({ category }) => ({
        name: category.name,
        url: pageUrl(site, locale, categoryPath(category.slug)),
      })),
    },
  });

  return (
    <div className="container">
      <StructuredData data={jsonLd} />
      <BannerCarousel banners={banners.map((b) => toBannerView(b, locale, site, isBot))} />
      <HomeStories {...promo} />
      <h1 className={styles.homeTitle}>{seo?.h1 ?? t('home.title', { brand, inCity })}</h1>
      <CategoryTiles
        categories={categories}
        locale={locale}
        brand={site}
        isBot={isBot}
        label={t('home.categories')}
      />
      {sections.map(({ category, products: list }, i) => (
        <MenuSection
          key={category.id}
          id={category.slug}
          title={category.name}
          href={href(categoryPath(category.slug))}
          seeAll={t('home.seeAll')}
          seeAllLabel={t('home.seeAllLabel', { category: category.name })}
          products={list.map((p) => toCardData(p, locale))}
          site={cardSite}
          // with banners the first banner is the page's largest picture: the dishes below it
          // load as they come near the screen instead of competing with it
          eagerCount={i === 0 && banners.length === 0 ? EAGER_CARDS : 0}
        />
      ))}
      <HomePromotions {...promo} />
      {seo?.text && <SeoText text={seo.text} />}
    </div>
  );
}
