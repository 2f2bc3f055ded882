'use client';

import type { TOrder } from '@food/contracts';
import { cartActions } from '../cart/cart-store';
import type { SiteInfo } from '../shell/site-context';
import { fetchProductsByIds } from './orders-history-api';
import { repeatLines, repeatProductIds } from './repeat-order';

/**
 * Puts an order's dishes into the cart again (repeat-order.ts decides what and at which price):
 * a dish already in the cart gets the ordered count on top. Answers what was added and which
 * dishes are not sold now.
 */
export async function repeatOrder(order: TOrder, site: Pick<SiteInfo, 'rn' | 'city' | 'locale'>) {
  const ids = repeatProductIds(order.products);
  const sold = ids.length > 0 ? await fetchProductsByIds(site.rn, site.city.id, site.locale, ids) : [];
  const { lines, missing } = repeatLines(order.products, sold, site.locale);
  for (const { count, ...line } of lines) {
    const before = cartActions.read().find((l) => l.productId === line.productId)?.count ?? 0;
    cartActions.add(line);
    cartActions.setCount(line.productId, before + count);
  }
  return { added: lines.length, missing };
}
