'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { isSoldOutNow } from '@/features/catalog/sold-out-store';
import { captureAffiliate } from '@/features/checkout/use-affiliate';
import { useSite } from '@/features/shell/site-context';
import { cleanArticle, parseCartOperation } from './article-hook';
import { cartActions } from './cart-store';

declare global {
  interface Window {
    addToCartByArticle?: (article: string, operation?: string | number) => Promise<boolean>;
  }
}

/**
 * Mounted once in the shell, on every page: keeps an affiliate partner's click id from the
 * landing URL, and installs `window.addToCartByArticle` (./article-hook.ts). The retail network
 * comes from the brand's env (RETAIL_NETWORK_ID), the city and language from the page.
 */
export function CartGlobalHooks() {
  const site = useSite();
  const pathname = usePathname();

  useEffect(() => {
    captureAffiliate(window.location.search);
  }, [pathname]);

  useEffect(() => {
    const rn = Number(site.env.RETAIL_NETWORK_ID);
    window.addToCartByArticle = async (article, operation) => {
      const op = parseCartOperation(operation);
      const clean = cleanArticle(article);
      if (!op || !clean || !Number.isInteger(rn) || rn <= 0) return false;
      try {
        // loaded when an outside script first calls: the checkout's API brings zod and every
        // contract schema, which every page would otherwise load and run a few seconds in
        const { productByArticle } = await import('@/features/checkout/checkout-api');
        const p = await productByArticle({ rn, br: site.city.id, lang: site.locale }, clean);
        if (op !== 'plus') {
          if (!cartActions.read().some((l) => l.productId === p.id)) return false;
          if (op === 'minus') cartActions.remove(p.id);
          else cartActions.removeLine(p.id);
          return true;
        }
        // the live answer for the visitor's outlet too (features/catalog/sold-out-store.ts)
        if (p.isAddon || p.isOnStop || p.isArchived || isSoldOutNow(p.id)) return false;
        cartActions.add({
          productId: p.id,
          price: p.price,
          oldPrice: p.oldPrice,
          name: p.name,
          imageUrl: p.imageUrl,
          slug: p.slug,
          categorySlug: p.categorySlug,
          article: p.article,
          persons: p.additionalProperties.persons,
        });
        return true;
      } catch (err) {
        console.warn('addToCartByArticle: no product', clean, err);
        return false;
      }
    };
    return () => {
      delete window.addToCartByArticle;
    };
  }, [site.env.RETAIL_NETWORK_ID, site.city.id, site.locale]);

  return null;
}
