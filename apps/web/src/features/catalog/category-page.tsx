import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getBrandNetwork } from '@/lib/api/brand';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd, menuSectionJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, pageUrl, publicImageUrl } from '@/lib/seo/metadata';
import { currencyCodeOf, seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { toSiteInfo } from '@/lib/site-info';
import { Breadcrumbs } from './breadcrumbs';
import {
  cityNames,
  findCategory,
  loadPageSeo,
  loadProducts,
  loadSite,
  type RouteParams,
} from './catalog-data';
import { CategoryMenu } from './category-menu';
import { ProductCard } from './product-card';
import { EAGER_CARDS, PRIORITY_CARDS } from './product-cards';
import { categoryPath, decodeSegment, isListed, productPath, toCardData } from './product-view';
import { SeoText } from './seo-text';
import styles from './catalog-pages.module.css';

export type CategoryParams = RouteParams & { categoryId: string };

export async function categoryMetadata(params: CategoryParams): Promise<Metadata> {
  const { init, locale, where } = await loadSite(params);
  const category = findCategory(init, locale, decodeSegment(params.categoryId));
  if (!category) return {};
  const [t, seo] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog.seo' }),
    loadPageSeo(where.br, locale, category.slug),
  ]);
  const site = seoSiteOf(init);
  const vars = { brand: init.config.name, category: category.name, inCity: cityNames(init, locale).inCity };
  return buildPageMetadata({
    site,
    locale,
    path: categoryPath(category.slug),
    title: seo?.title ?? t('categoryTitle', vars),
    description: seo?.description ?? t('categoryDescription', vars),
    image: {
      url: publicImageUrl(site.origin, category.imageUrl, { w: 1200, h: 1200 }),
      width: 1200,
      height: 1200,
      alt: category.name,
    },
  });
}

/**
 * A category (SPEC section 2, /menu/{categoryId} with the URL-decoded slug): heading, the sort
 * and filter drawer and the grid. The page is the menu order, rendered once and cached; the
 * drawer reorders in the browser. Unknown slug: 404.
 */
export async function CategoryPage({ params }: { params: CategoryParams }) {
  const { init, locale, isBot, where } = await loadSite(params);
  const category = findCategory(init, locale, decodeSegment(params.categoryId));
  if (!category) notFound();
  const [t, products, seo, { rn }] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    loadProducts(where.br, locale, category.slug),
    loadPageSeo(where.br, locale, category.slug),
    getBrandNetwork(),
  ]);
  const site = seoSiteOf(init);
  const cardSite = toSiteInfo(init, locale, isBot);
  const listed = products.filter(isListed);
  const cards = listed.map((p) => toCardData(p, locale));
  const homeName = t('breadcrumbs.home');

  return (
    <div className={`container ${styles.page}`}>
      <StructuredData
        data={[
          menuSectionJsonLd(
            {
              name: category.name,
              url: pageUrl(site, locale, categoryPath(category.slug)),
              items: listed.map((p, i) => ({
                name: cards[i]!.name,
                url: pageUrl(site, locale, productPath(p)),
                price: p.price,
                image: publicImageUrl(site.origin, p.imageUrl, { w: 800 }),
              })),
            },
            currencyCodeOf(init),
          ),
          breadcrumbJsonLd([
            { name: homeName, url: pageUrl(site, locale, '/') },
            { name: category.name, url: pageUrl(site, locale, categoryPath(category.slug)) },
          ]),
        ]}
      />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[{ name: homeName, href: localizedPath(locale, '/', site) }, { name: category.name }]}
      />
      <h1 className={styles.pageTitle}>{seo?.h1 ?? category.name}</h1>
      <CategoryMenu
        key={category.slug}
        cards={cards.map((product, i) => ({
          id: product.id,
          card: (
            <ProductCard
              product={product}
              site={cardSite}
              t={t}
              eager={i < EAGER_CARDS}
              priority={i < PRIORITY_CARDS}
              headingLevel="h2"
            />
          ),
        }))}
        rn={rn}
        category={category.slug}
      />
      {seo?.text && <SeoText text={seo.text} />}
    </div>
  );
}
