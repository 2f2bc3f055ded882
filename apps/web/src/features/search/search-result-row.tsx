'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { AddToCart } from '@/features/catalog/add-to-cart';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { productPath, type ProductCardData } from '@/features/catalog/product-view';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import { localizedPath } from '@/lib/routing/locale-path';
import styles from './search-result-row.module.css';

const THUMB = 64;

/**
 * A dish in the header's results panel: small picture, name, weight, price and the same add
 * button as the menu's cards, so a customer who knows what they want never leaves the search.
 */
export function SearchResultRow({ product }: { product: ProductCardData }) {
  const t = useTranslations('catalog');
  const site = useSite();
  const meta = [
    product.weight > 0 ? t('units.weight', { value: product.weight }) : null,
    product.pieces ? t('units.pieces', { value: product.pieces }) : null,
  ].filter(Boolean);

  return (
    <article className={styles.row}>
      <CatalogImage
        src={imageSrc(product.imageUrl, { w: THUMB * 2, q: 80, isBot: site.isBot })}
        alt=""
        width={THUMB}
        height={THUMB}
        className={styles.thumb}
        eager
      />
      <div className={styles.text}>
        <h3 className={styles.name}>
          <RouterLink href={localizedPath(site.locale, productPath(product), site)} className={styles.link}>
            {product.name}
          </RouterLink>
        </h3>
        <p className={styles.meta}>
          <span className={styles.price}>{formatPrice(product.price, site.locale, site.currency)}</span>
          {product.oldPrice !== null && (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">{t('cart.oldPrice')} </span>
              {formatPrice(product.oldPrice, site.locale, site.currency)}
            </s>
          )}
          {meta.length > 0 && <span className={styles.weight}>{meta.join(' · ')}</span>}
        </p>
      </div>
      <div className={styles.action}>
        <AddToCart
          item={{
            productId: product.id,
            name: product.name,
            price: product.price,
            imageUrl: product.imageUrl,
            slug: product.slug,
            categorySlug: product.categorySlug,
            isOnStop: product.isOnStop,
          }}
        />
      </div>
    </article>
  );
}
