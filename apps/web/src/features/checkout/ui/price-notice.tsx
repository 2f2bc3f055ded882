'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/features/cart/cart-store';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { useCheckout } from '../checkout-store';
import type { PriceChange } from '../price-changes';
import styles from './summary.module.css';

/**
 * Why a dish costs other than the cart last showed (issue 17, item 4): the address's restaurant,
 * the chosen restaurant, or the menu's prices changed. Only dishes still in the cart are named.
 */
export function PriceNoticeText() {
  const t = useTranslations('checkout.priceChanged');
  const site = useSite();
  const cart = useCart();
  const { priceNotice } = useCheckout();
  if (!priceNotice) return null;
  const inCart = new Set(cart.map((l) => l.productId));
  const names = new Map(cart.map((l) => [l.productId, l.name]));
  const nameOf = (c: PriceChange) => {
    const name = names.get(c.productId) ?? c.name;
    return c.options ? `${name} (${c.options})` : name;
  };
  const changes = priceNotice.changes.filter((c) => inCart.has(c.productId));
  if (!changes.length) return null;
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);
  const items = changes
    .map((c) => t('item', { name: nameOf(c), from: price(c.from), to: price(c.to) }))
    .join('; ');
  return (
    <p className={styles.hint} role="status" data-testid="price-notice" data-place={priceNotice.place}>
      {t(priceNotice.place, { items })}
    </p>
  );
}
