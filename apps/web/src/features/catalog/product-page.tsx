import type { TProduct } from '@food/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, metaDescription, pageUrl, publicImageUrl } from '@/lib/seo/metadata';
import { currencyCodeOf, seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { toSiteInfo } from '@/lib/site-info';
import { Breadcrumbs } from './breadcrumbs';
import {
  findCategory,
  loadProduct,
  loadProductSeo,
  loadProducts,
  loadSite,
  type RouteParams,
} from './catalog-data';
import { ProductDetails } from './product-details';
import { ProductGrid } from './product-grid';
import { categoryPath, decodeSegment, isListed, nameIn, productPath, toCardData } from './product-view';
import { SeoText } from './seo-text';
import styles from './catalog-pages.module.css';

/** /menu/{categoryId}/{productId} gives both; /product/{slug} only the product. */
export type ProductParams = RouteParams & { productSlug: string; categorySlug?: string };

/** How many other dishes of the category the page suggests. */
const RELATED_COUNT = 4;

const texts = (p: TProduct, locale: string) => {
  const loc = p.localization.find((l) => l.language === locale);
  return {
    name: nameIn(p.localization, locale, p.name),
    description: loc?.description || p.description,
    composition: loc?.composition || p.composition,
  };
};

export async function productMetadata(params: ProductParams): Promise<Metadata> {
  const { init, locale, where } = await loadSite(params);
  const slug = decodeSegment(params.productSlug);
  const [product, seo] = await Promise.all([
    loadProduct(where.br, locale, slug),
    loadProductSeo(where.br, locale, slug),
  ]);
  if (!product) return {};
  const site = seoSiteOf(init);
  const { name, description } = texts(product, locale);
  return buildPageMetadata({
    site,
    locale,
    // the /menu/... address is canonical, also for /product/{slug}
    path: productPath(product),
    title: seo?.title || `${name} — ${init.config.name}`,
    description: seo?.description || metaDescription(description),
    image: {
      url: publicImageUrl(site.origin, product.imageUrl, { w: 1200, h: 1200 }),
      width: 1200,
      height: 1200,
      alt: name,
    },
  });
}

/**
 * A product page (SPEC section 2): large picture, name, weight, composition, attributes,
 * addons, price and the stepper, then the SEO text and more of the category. Unknown product:
 * 404; a product asked for under another category moves (308) to its own address.
 */
export async function ProductPage({ params }: { params: ProductParams }) {
  const { init, locale, isBot, where } = await loadSite(params);
  const slug = decodeSegment(params.productSlug);
  const product = await loadProduct(where.br, locale, slug);
  if (!product || product.isAddon) notFound();
  const site = seoSiteOf(init);
  if (params.categorySlug !== undefined && decodeSegment(params.categorySlug) !== product.categorySlug) {
    permanentRedirect(localizedPath(locale, productPath(product), site));
  }

  const [t, seo, siblings] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    loadProductSeo(where.br, locale, slug),
    product.categorySlug
      ? loadProducts(where.br, locale, product.categorySlug).catch((err: unknown) => {
          console.error('catalog: related products unavailable', err);
          return [];
        })
      : Promise.resolve([]),
  ]);
  const category = product.categorySlug ? findCategory(init, locale, product.categorySlug) : null;
  const { name, description, composition } = texts(product, locale);
  const url = pageUrl(site, locale, productPath(product));
  const related = siblings
    .filter((p) => p.id !== product.id && isListed(p))
    .slice(0, RELATED_COUNT)
    .map((p) => toCardData(p, locale));
  const homeName = t('breadcrumbs.home');
  const crumbs = [
    { name: homeName, href: localizedPath(locale, '/', site), url: pageUrl(site, locale, '/') },
    ...(category
      ? [
          {
            name: category.name,
            href: localizedPath(locale, categoryPath(category.slug), site),
            url: pageUrl(site, locale, categoryPath(category.slug)),
          },
        ]
      : []),
  ];

  return (
    <div className={`container ${styles.page}`}>
      <StructuredData
        data={[
          productJsonLd({
            name,
            description: metaDescription(description || composition, 500),
            url,
            image: publicImageUrl(site.origin, product.imageUrl, { w: 800 }),
            sku: product.article,
            brand: init.config.name,
            category: category?.name ?? null,
            price: product.price,
            currency: currencyCodeOf(init),
            isAvailable: !product.isOnStop && !product.isArchived,
            weightGrams: product.weight > 0 ? product.weight : null,
          }),
          breadcrumbJsonLd([...crumbs.map(({ name: n, url: u }) => ({ name: n, url: u })), { name, url }]),
        ]}
      />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        items={[...crumbs.map(({ name: n, href }) => ({ name: n, href })), { name }]}
      />
      <ProductDetails
        product={product}
        texts={{ name, description, composition }}
        locale={locale}
        currency={init.retailNetwork.country.currency}
        isBot={isBot}
      />
      {seo?.seoText && <SeoText text={seo.seoText} title={t('product.about')} />}
      {related.length > 0 && category && (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.relatedTitle}>
            {t('product.more', { category: category.name })}
          </h2>
          <ProductGrid products={related} site={toSiteInfo(init, locale, isBot)} />
        </section>
      )}
    </div>
  );
}
