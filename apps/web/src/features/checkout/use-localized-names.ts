'use client';

import { useEffect } from 'react';
import { cartActions, useCart } from '@/features/cart/cart-store';
import { useSite } from '@/features/shell/site-context';
import { isAbort } from '@/lib/api/browser-client';
import { productsByIds } from './checkout-api';

/**
 * Issue 17, item 14: a dish keeps the name of the page it was added on (Ukrainian on /, Russian
 * on /ru). The cart and checkout ask the catalogue for the cart's dishes in the page's language
 * once per language and set of dishes, and rename the lines, so the stop-list modals and the
 * order's snapshot name them in that language too.
 */
export function useLocalizedCartNames(rn: number) {
  const site = useSite();
  const cart = useCart();
  const ids = [...new Set(cart.map((l) => l.productId))].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    productsByIds({ rn, br: site.city.id, lang: site.locale }, ids.split(',').map(Number), controller.signal)
      .then((products) => cartActions.rename(new Map(products.map((p) => [p.id, p.name]))))
      .catch((err: unknown) => {
        // the names the dishes were added with stay
        if (!isAbort(err) && !controller.signal.aborted) console.warn('cart: names unavailable', err);
      });
    return () => controller.abort();
  }, [ids, rn, site.city.id, site.locale]);
}
