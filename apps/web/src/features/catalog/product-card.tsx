import { FavoriteToggle } from '@/features/favorites/favorite-toggle';
import { Suspense } from 'react';
import { RouterLink } from '@/features/shell/router-link';
import { formatPrice, type CurrencyDisplay } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import { localizedPath, type BrandLanguages, type Language } from '@/lib/routing/locale-path';
import { AddToCart } from './add-to-cart';
import { CatalogImage } from './catalog-image';
import { ProductLabels } from './product-labels';
import { productPath, type ProductCardData } from './product-view';
import styles from './product-card.module.css';

/** SPEC section 9: catalogue images at quality 80 (the helper gives bots 10 and half size). */
const CARD_IMAGE_WIDTH = 400;

/** The site facts a card reads: the server page passes them (a client list takes `useSite()`). */
export interface CardSite extends BrandLanguages {
  locale: Language;
  currency: CurrencyDisplay;
  isBot: boolean;
}

/** The `catalog` namespace's translator: `getTranslations` on the server, `useTranslations` in a client list. */
export type CatalogT = (key: string, values?: Record<string, string | number>) => string;

/**
 * A dish in a list (DESIGN.md): square picture, name on two lines at most, weight and pieces,
 * labels, price with the old one struck through, and the add button or stepper. The name's
 * link covers the card, so the whole card opens the product page. A dish with option groups
 * says "from" its least price and has a "choose" link to its page instead of the add button.
 *
 * No hooks and no 'use client': on a server page the card is HTML only, and just its islands
 * (picture, heart, add button) hydrate; a client list (search, favourites) renders the same card.
 * Its links are plain anchors that the shell's one listener opens through the router.
 *
 * The picture, the heart and the add button each sit in a `<Suspense>` of their own with nothing to wait
 * for: React hydrates such a boundary after the page, in slices of a few milliseconds, instead
 * of all 152 of a menu in one long task; a tap on one not hydrated yet hydrates it at once and is
 * answered. The boundaries must stay under 500 bytes of HTML: the server renderer moves a bigger
 * one to the end of the page (CONTRIBUTING, "Suspense outlining").
 */
export function ProductCard({
  product,
  site,
  t,
  eager = false,
  priority = false,
  headingLevel = 'h3',
}: {
  product: ProductCardData;
  site: CardSite;
  t: CatalogT;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const href = localizedPath(site.locale, productPath(product), site);
  const Heading = headingLevel;
  const meta = [
    product.weight > 0 ? t('units.weight', { value: product.weight }) : null,
    product.pieces ? t('units.pieces', { value: product.pieces }) : null,
  ].filter(Boolean);
  const shownPrice = product.fromPrice ?? product.price;
  const priceText =
    product.fromPrice != null
      ? t('options.from', { price: formatPrice(product.fromPrice, site.locale, site.currency) })
      : formatPrice(product.price, site.locale, site.currency);

  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <Suspense>
          <CatalogImage
            src={imageSrc(product.imageUrl, { w: CARD_IMAGE_WIDTH, q: 80, isBot: site.isBot })}
            alt={product.name}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_WIDTH}
            className={styles.image}
            eager={eager}
            priority={priority}
            isBot={site.isBot}
          />
        </Suspense>
        <ProductLabels labels={product.labels} className={styles.labels} />
        <Suspense>
          <FavoriteToggle productId={product.id} productName={product.name} />
        </Suspense>
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <RouterLink href={href} className={styles.link}>
            {product.name}
          </RouterLink>
        </Heading>
        {meta.length > 0 && <p className={styles.meta}>{meta.join(' · ')}</p>}
        <div className={styles.footer}>
          {product.oldPrice === null ? (
            // one element for the price alone (most dishes): a card's every element is parsed,
            // styled and hydrated 152 times on the home page
            <p className={`${styles.prices} ${styles.price}`} data-price={shownPrice}>
              {priceText}
            </p>
          ) : (
            <p className={styles.prices}>
              <span className={styles.price} data-price={shownPrice}>
                {priceText}
              </span>
              <s className={styles.oldPrice}>
                <span className="visually-hidden">{t('cart.oldPrice')} </span>
                {formatPrice(product.oldPrice, site.locale, site.currency)}
              </s>
            </p>
          )}
          <div className={styles.action}>
            {product.hasChoices ? (
              // a dish with options is chosen on its page (issue 19): a link, no client code
              <RouterLink
                href={href}
                className={styles.choose}
                data-testid="choose-options"
                aria-label={t('options.chooseAria', { name: product.name })}
              >
                {t('options.choose')}
              </RouterLink>
            ) : (
              <Suspense>
                <AddToCart
                  item={{
                    productId: product.id,
                    name: product.name,
                    price: product.price,
                    imageUrl: product.imageUrl,
                    slug: product.slug,
                    categorySlug: product.categorySlug,
                    // only when true: a `false` on each of 150 cards is payload for nothing
                    ...(product.isOnStop && { isOnStop: true }),
                  }}
                />
              </Suspense>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
