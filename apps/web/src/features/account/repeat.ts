'use client';

import type { TOrder } from '@food/contracts';
import { cartActions } from '../cart/cart-store';
import { keyOfLine } from '../cart/line-key';
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
    const key = keyOfLine(line);
    const before = cartActions.read().find((l) => keyOfLine(l) === key)?.count ?? 0;
    cartActions.add(line);
    cartActions.setCount(key, before + count);
  }
  return { added: lines.length, missing };
}
