'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/features/cart/cart-store';
import { keyOfLine, optionsText } from '@/features/cart/line-key';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { imageSrc } from '@/lib/image';
import { useCheckout } from '../checkout-store';
import type { MenuAddon } from '../addon-offers';
import styles from './summary.module.css';

/**
 * The checkout's compact list of what is ordered, with the addons beyond the free ones (named as
 * the menu names them in the page's language).
 */
export function SummaryLines({ menuAddons }: { menuAddons: Readonly<Record<number, MenuAddon>> }) {
  const t = useTranslations('checkout.summary');
  const site = useSite();
  const cart = useCart();
  const { calc, calcError } = useCheckout();
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);
  const paidAddons = calc && !calcError ? calc.addons.filter((a) => a.amount > 0) : [];
  return (
    <ul className={styles.lines} aria-label={t('linesLabel')}>
      {cart.map((l) => (
        <li key={keyOfLine(l)} className={styles.line} data-testid="cart-line">
          <img
            src={l.imageUrl ? imageSrc(l.imageUrl, { w: 96, h: 96, mode: 'fill' }) : undefined}
            alt=""
            width={40}
            height={40}
            className={styles.lineImage}
            loading="lazy"
          />
          <span className={styles.lineName}>
            {l.name}
            {l.options?.length ? (
              <span className={styles.lineOptions} data-testid="cart-line-options">
                {optionsText(l.options)}
              </span>
            ) : null}
          </span>
          <span className={styles.lineCount}>×{l.count}</span>
          <span className={styles.lineAmount} data-testid="cart-line-amount">
            {price(l.price * l.count)}
          </span>
        </li>
      ))}
      {paidAddons.map((a) => (
        <li key={`addon-${a.addonId}`} className={`${styles.line} ${styles.addonLine}`}>
          <span className={styles.lineImage} aria-hidden="true" />
          <span className={styles.lineName}>{menuAddons[a.addonId]?.name ?? a.name}</span>
          <span className={styles.lineCount}>×{a.count - a.freeCount}</span>
          <span className={styles.lineAmount}>{price(a.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
