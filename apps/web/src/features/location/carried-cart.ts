import type { TProduct } from '@food/contracts';
import type { CartLine } from '../cart/cart-rules';
import { nameIn } from '../catalog/product-view';
import type { CarriedLine } from './city-link';

export type CityProduct = Pick<
  TProduct,
  'id' | 'price' | 'name' | 'slug' | 'categorySlug' | 'imageUrl' | 'localization' | 'isAddon'
>;

/**
 * A cart carried from another city (`set_cart`), priced by this city: prices and names come
 * from this city's menu, so the cart shows what the customer will pay here. Dishes this city
 * does not sell (the API leaves them out) are dropped and counted, so the customer is told.
 */
export function carriedCartLines(
  carried: readonly CarriedLine[],
  products: readonly CityProduct[],
  locale: string,
): { lines: CartLine[]; dropped: number } {
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines = carried.flatMap(({ id, count }): CartLine[] => {
    const p = byId.get(id);
    // addons ride along with their dish in the order, never as lines of their own
    if (!p || p.isAddon) return [];
    return [
      {
        productId: p.id,
        count,
        price: p.price,
        name: nameIn(p.localization, locale, p.name),
        imageUrl: p.imageUrl,
        slug: p.slug,
        categorySlug: p.categorySlug,
      },
    ];
  });
  return { lines, dropped: carried.length - lines.length };
}
