'use client';

import { RouterLink } from '@/features/shell/router-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { cartCount, cartTotal } from '@/features/cart/cart-rules';
import { useCart } from '@/features/cart/cart-store';
import { countValues } from '@/lib/format/count';
import { formatPrice } from '@/lib/format/price';
import { BagIcon, ChevronRightIcon } from './icons';
import { PATHS, useLocalizedHref } from './links';
import { isCartBarHidden } from './paths';
import { useSite } from './site-context';
import styles from './cart-bar.module.css';

/**
 * The phone's bottom cart bar (SPEC section 2, DESIGN.md): total and item count, one tap to the
 * cart; only with something in the cart, and never on the cart, checkout, confirmation or
 * product pages. A spacer of its height keeps the footer clear of it.
 */
export function CartBar() {
  const t = useTranslations('header.cartBar');
  const site = useSite();
  const href = useLocalizedHref();
  const lines = useCart();
  const pathname = usePathname();
  const count = cartCount(lines);
  if (count === 0 || isCartBarHidden(pathname)) return null;
  const total = formatPrice(cartTotal(lines), site.locale, site.currency);
  return (
    <>
      <div className={styles.spacer} data-chrome aria-hidden="true" />
      <aside className={styles.bar} data-chrome data-cart-bar data-cookie-notice-rise aria-label={t('label')}>
        <RouterLink
          href={href(PATHS.cart)}
          className={styles.button}
          aria-label={t('open', { ...countValues(count, site.locale), total })}
        >
          <span className={styles.icon}>
            <BagIcon size={22} />
            <span className={styles.badge}>{count}</span>
          </span>
          <span className={styles.label}>{t('label')}</span>
          <span className={styles.total}>{total}</span>
          <ChevronRightIcon size={20} />
        </RouterLink>
      </aside>
    </>
  );
}
