'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CartLine } from '@/features/cart/cart-rules';
import { MAX_LINE_COUNT } from '@/features/cart/cart-rules';
import { cartActions } from '@/features/cart/cart-store';
import { useLocalizedHref } from '@/features/shell/links';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import { checkoutActions } from '../checkout-store';
import { CloseIcon } from '../icons';
import { QtyStepper } from './qty-stepper';
import styles from './cart.module.css';

/** One dish in the cart: picture, name, unit price, − count +, line total and a remove button. */
export function CartLineItem({ line, isPending }: { line: CartLine; isPending: boolean }) {
  const t = useTranslations('checkout.cart');
  const site = useSite();
  const href = useLocalizedHref();
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);
  const productHref = line.categorySlug
    ? href(`/menu/${encodeURIComponent(line.categorySlug)}/${encodeURIComponent(line.slug)}`)
    : href(`/product/${encodeURIComponent(line.slug)}`);
  const change = (fn: () => void) => {
    checkoutActions.toggle(line.productId);
    fn();
  };

  return (
    <li className={styles.line} data-testid="cart-line" data-product-id={line.productId}>
      <img
        src={line.imageUrl ? imageSrc(line.imageUrl, { w: 192, h: 192, mode: 'fill' }) : undefined}
        alt=""
        width={96}
        height={96}
        className={styles.lineImage}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.lineBody}>
        <Link href={productHref} className={styles.lineName}>
          {line.name}
        </Link>
        <p className={styles.lineUnit}>
          {price(line.price)}
          {line.oldPrice && line.oldPrice > line.price ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">{t('oldPrice')} </span>
              {price(line.oldPrice)}
            </s>
          ) : null}
        </p>
        <div className={styles.lineControls}>
          <QtyStepper
            count={line.count}
            max={line.maxCount ?? MAX_LINE_COUNT}
            onPlus={() => change(() => cartActions.add(line))}
            onMinus={() => change(() => cartActions.remove(line.productId))}
            labels={{
              group: t('countGroup', { name: line.name }),
              plus: t('more', { name: line.name }),
              minus: line.count <= 1 ? t('removeLine', { name: line.name }) : t('less', { name: line.name }),
              count: t('count', { count: line.count }),
            }}
          />
          <span className={`${styles.lineTotal} ${isPending ? styles.pending : ''}`} aria-live="polite">
            {price(line.price * line.count)}
          </span>
        </div>
      </div>
      <button
        type="button"
        className={styles.lineRemove}
        aria-label={t('removeLine', { name: line.name })}
        onClick={() => change(() => cartActions.removeLine(line.productId))}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
