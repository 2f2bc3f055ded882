'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { AddToCart, type CartItem } from './add-to-cart';
import styles from './product-buy-box.module.css';

/**
 * Price and the add button or stepper of the product page: in the page on desktop, a bar
 * stuck to the bottom of the screen on phones (DESIGN.md), where the cart bar steps aside.
 */
export function ProductBuyBox({
  price,
  oldPrice,
  item,
  blocked = null,
}: {
  price: number;
  oldPrice: number | null;
  item: CartItem;
  /** a choice of options that cannot be added yet, and why (product-options.tsx) */
  blocked?: { reason: string; id: string } | null;
}) {
  const t = useTranslations('catalog.cart');
  const site = useSite();
  return (
    <div className={styles.box} data-cookie-notice-rise>
      <p className={styles.prices}>
        <span
          className={styles.price}
          data-price={price}
          data-testid="product-price"
          // the price follows the chosen options: said when it changes
          aria-live={item.options ? 'polite' : undefined}
        >
          {formatPrice(price, site.locale, site.currency)}
        </span>
        {oldPrice !== null && (
          <s className={styles.oldPrice}>
            <span className="visually-hidden">{t('oldPrice')} </span>
            {formatPrice(oldPrice, site.locale, site.currency)}
          </s>
        )}
      </p>
      <div className={styles.action}>
        <AddToCart item={item} size="page" blocked={blocked} />
      </div>
    </div>
  );
}
