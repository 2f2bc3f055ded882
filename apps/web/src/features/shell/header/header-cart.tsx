'use client';

import { RouterLink } from '@/features/shell/router-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { cartCount } from '@/features/cart/cart-rules';
import { countValues } from '@/lib/format/count';
import { useCart } from '@/features/cart/cart-store';
import { BagIcon } from '../icons';
import { PATHS, useLocalizedHref } from '../links';
import { isCartBarHidden } from '../paths';
import { useSite } from '../site-context';
import bubble from './count-bubble.module.css';
import styles from './header-cart.module.css';
import { useHeaderHidden } from './sticky-header-frame';

/**
 * The cart's accessible name. An empty cart has a plain message: a plural one builds the
 * language's plural rules on first use (~20 ms of the first-load task on a phone at 4x), and
 * hydration always renders the empty cart of the server's page first. Its count is written by
 * `countValues` (lib/format/count.ts), not by the message's `#`.
 */
function useCartLabel(count: number): string {
  const t = useTranslations('header');
  const { locale } = useSite();
  return count === 0 ? t('cartEmptyLabel') : t('cartLabel', countValues(count, locale));
}

/**
 * The header's cart (SPEC section 2; issue 17, item 13): an icon with its count on phones, where
 * the bottom cart bar is hidden on the product, cart and checkout pages, and the labelled button
 * on desktops.
 */
export function HeaderCart() {
  const t = useTranslations('header');
  const href = useLocalizedHref();
  const count = cartCount(useCart());
  const label = useCartLabel(count);
  return (
    <RouterLink href={href(PATHS.cart)} className={styles.cart} aria-label={label}>
      <BagIcon size={22} className={styles.icon} />
      <span className={styles.label}>{t('cart')}</span>
      <span
        data-testid="cart-count"
        className={count > 0 ? `${bubble.bubble} ${styles.count}` : 'visually-hidden'}
      >
        {count}
      </span>
    </RouterLink>
  );
}

/**
 * The cart at the end of the category row while the header is tucked away on scroll down (SPEC
 * section 4), so it stays one tap away on every page. Not on a phone page whose bottom cart bar
 * shows. A copy for pointers and touch: the header's own cart link stays the one in the tab
 * order and the accessibility tree (focusing it brings the header back).
 */
export function TuckedCart() {
  const isHeaderHidden = useHeaderHidden();
  const href = useLocalizedHref();
  const pathname = usePathname();
  const count = cartCount(useCart());
  const label = useCartLabel(count);
  const hasCartBar = count > 0 && !isCartBarHidden(pathname);
  return (
    <RouterLink
      href={href(PATHS.cart)}
      className={[
        styles.tucked,
        isHeaderHidden ? styles.tuckedShown : '',
        hasCartBar ? styles.besideCartBar : '',
      ].join(' ')}
      aria-hidden="true"
      tabIndex={-1}
      title={label}
      data-testid="tucked-cart"
    >
      <BagIcon size={20} />
      {count > 0 && <span>{count}</span>}
    </RouterLink>
  );
}
