'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import type { CartLine } from '@/features/cart/cart-rules';
import { MAX_LINE_COUNT } from '@/features/cart/cart-rules';
import { cartActions } from '@/features/cart/cart-store';
import { keyOfLine, optionsText } from '@/features/cart/line-key';
import { useLocalizedHref } from '@/features/shell/links';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import { checkoutActions } from '../checkout-store';
import { CloseIcon } from '../icons';
import { QtyStepper } from './qty-stepper';
import styles from './cart.module.css';

/**
 * One dish in the cart: picture, name with its chosen options under it, unit price, − count +,
 * line total and a remove button. The stepper acts on this line only (a product with other
 * options is another line).
 */
export function CartLineItem({
  line,
  isPending,
  isFirst = false,
}: {
  line: CartLine;
  isPending: boolean;
  /**
   * one of the first lines, on screen as the page shows: its picture is asked for at once (the
   * cart's largest paint on a phone), the others as they scroll near
   */
  isFirst?: boolean;
}) {
  const t = useTranslations('checkout.cart');
  const site = useSite();
  const href = useLocalizedHref();
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);
  const productHref = line.categorySlug
    ? href(`/menu/${encodeURIComponent(line.categorySlug)}/${encodeURIComponent(line.slug)}`)
    : href(`/product/${encodeURIComponent(line.slug)}`);
  const key = keyOfLine(line);
  const options = optionsText(line.options);
  const label = options ? `${line.name} (${options})` : line.name;
  const change = (fn: () => void) => {
    checkoutActions.toggle(line.productId);
    fn();
  };

  return (
    <li className={styles.line} data-testid="cart-line" data-product-id={line.productId} data-line-key={key}>
      <img
        src={line.imageUrl ? imageSrc(line.imageUrl, { w: 192, h: 192, mode: 'fill' }) : undefined}
        alt=""
        width={96}
        height={96}
        className={styles.lineImage}
        loading={isFirst ? 'eager' : 'lazy'}
        decoding={isFirst ? 'auto' : 'async'}
      />
      <div className={styles.lineBody}>
        <RouterLink href={productHref} className={styles.lineName}>
          {line.name}
        </RouterLink>
        {options && (
          <p className={styles.lineOptions} data-testid="cart-line-options">
            {options}
          </p>
        )}
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
            onMinus={() => change(() => cartActions.remove(key))}
            labels={{
              group: t('countGroup', { name: label }),
              plus: t('more', { name: label }),
              minus: line.count <= 1 ? t('removeLine', { name: label }) : t('less', { name: label }),
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
        aria-label={t('removeLine', { name: label })}
        onClick={() => change(() => cartActions.removeLine(key))}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
