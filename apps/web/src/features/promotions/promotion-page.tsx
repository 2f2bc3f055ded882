import type { Metadata } from 'next';
import { RouterLink } from '@/features/shell/router-link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/features/catalog/breadcrumbs';
import { cityNames, loadSite, type RouteParams } from '@/features/catalog/catalog-data';
import { ChevronLeftIcon } from '@/features/catalog/icons';
import { ProductGrid } from '@/features/catalog/product-grid';
import { decodeSegment, isListed, toCardData } from '@/features/catalog/product-view';
import { localizedPath } from '@/lib/routing/locale-path';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, metaDescription, pageUrl, publicImageUrl } from '@/lib/seo/metadata';
import { seoSiteOf } from '@/lib/seo/seo-site';
import { StructuredData } from '@/lib/seo/structured-data';
import { toSiteInfo } from '@/lib/site-info';
import { loadPromotion } from '../content/content-api';
import { PROMOTIONS_PATH, promotionPath } from '../content/content-pages';
import { SafeHtml } from '../content/safe-html';
import { plainText } from '../content/sanitize';
import { PromoCode } from './promo-code';
import { PROMO_RATIO, promoImage, promotionTitle, promotionValidity } from './promotion-view';
import { ValidityLabel } from './validity-label';
import styles from './promotions.module.css';

export type PromotionParams = RouteParams & { promotionId: string };

const HERO_WIDTH = 800;

async function load(params: PromotionParams) {
  const site = await loadSite(params);
  const ref = decodeSegment(params.promotionId);
  const promotion = await loadPromotion(site.where.br, site.locale, ref);
  return { ...site, promotion };
}

export async function promotionMetadata(params: PromotionParams): Promise<Metadata> {
  const { init, locale, promotion } = await load(params);
  if (!promotion) return {};
  const t = await getTranslations({ locale, namespace: 'content.promotions' });
  const site = seoSiteOf(init);
  const title = promotionTitle(promotion, locale);
  return buildPageMetadata({
    site,
    locale,
    // one address per promotion: its slug, also when it was opened by id
    path: promotionPath(promotion.slug),
    title: t('promotionSeoTitle', { title, brand: init.config.name, inCity: cityNames(init, locale).inCity }),
    description: metaDescription(plainText(promotion.body)) || title,
    image: {
      url: publicImageUrl(site.origin, promotion.imageUrl, { w: 1200, h: 630 }),
      width: 1200,
      height: 630,
      alt: title,
    },
  });
}

/**
 * /promotions/{slug or id} (SPEC section 2): the promotion's picture, dates, promo code and
 * text (sanitised on the server), then its dishes sold in this city with the usual cards, so a
 * customer adds them to the cart right here. An unknown, ended or other city's promotion is
 * the site's 404 page.
 */
export async function PromotionPage({ params }: { params: PromotionParams }) {
  const { init, locale, isBot, promotion } = await load(params);
  if (!promotion) notFound();
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'content.promotions' }),
    getTranslations({ locale, namespace: 'catalog.breadcrumbs' }),
  ]);
  const site = seoSiteOf(init);
  const title = promotionTitle(promotion, locale);
  const validity = promotionValidity(promotion, locale, init.businessRegion.timeZone);
  const cards = promotion.products.filter(isListed).map((p) => toCardData(p, locale));
  const listHref = localizedPath(locale, PROMOTIONS_PATH, site);

  return (
    <div className={`container ${styles.page}`}>
      <StructuredData
        data={breadcrumbJsonLd([
          { name: tc('home'), url: pageUrl(site, locale, '/') },
          { name: t('title'), url: pageUrl(site, locale, PROMOTIONS_PATH) },
          { name: title, url: pageUrl(site, locale, promotionPath(promotion.slug)) },
        ])}
      />
      <Breadcrumbs
        label={tc('label')}
        items={[
          { name: tc('home'), href: localizedPath(locale, '/', site) },
          { name: t('title'), href: listHref },
          { name: title },
        ]}
      />
      <article className={styles.promotion}>
        <div className={styles.hero}>
          <img
            src={promoImage(promotion.imageUrl, HERO_WIDTH, isBot)}
            srcSet={[480, 800, 1200]
              .map((w) => `${promoImage(promotion.imageUrl, w, isBot)} ${isBot ? w / 2 : w}w`)
              .join(', ')}
            sizes="(min-width: 1024px) 560px, 100vw"
            alt={title}
            width={HERO_WIDTH}
            height={Math.round(HERO_WIDTH * PROMO_RATIO)}
            className={styles.heroImage}
            fetchPriority="high"
          />
        </div>
        <div className={styles.details}>
          <ValidityLabel validity={validity} className={styles.validity} />
          <h1 className={styles.promotionTitle}>{title}</h1>
          {promotion.promoCode && <PromoCode code={promotion.promoCode} />}
          <SafeHtml html={promotion.body} locale={locale} brand={site} className={styles.body} />
        </div>
      </article>

      <section className={styles.products} aria-labelledby="promotion-products">
        <h2 id="promotion-products" className={styles.sectionTitle}>
          {t('products')}
        </h2>
        {cards.length > 0 ? (
          <ProductGrid products={cards} site={toSiteInfo(init, locale, isBot)} eagerCount={0} />
        ) : (
          <p className={styles.muted}>
            {t('productsEmpty')}{' '}
            <RouterLink href={localizedPath(locale, '/', site)} className={styles.inlineLink}>
              {t('toMenu')}
            </RouterLink>
          </p>
        )}
      </section>

      <RouterLink href={listHref} className={styles.back}>
        <ChevronLeftIcon size={18} />
        {t('all')}
      </RouterLink>
    </div>
  );
}
