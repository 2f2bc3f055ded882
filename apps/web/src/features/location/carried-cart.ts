import type { TProduct } from '@food/contracts';
import { priceLine } from '@food/domain/option-groups';
import type { CartLine } from '../cart/cart-rules';
import { chosenOptions } from '../catalog/option-choice';
import { nameIn } from '../catalog/product-view';
import type { CarriedLine } from './city-link';

export type CityProduct = Pick<
  TProduct,
  'id' | 'price' | 'name' | 'slug' | 'categorySlug' | 'imageUrl' | 'localization' | 'isAddon' | 'optionGroups'
>;

/**
 * A cart carried from another city (`set_cart`), priced by this city: prices and names come
 * from this city's menu, so the cart shows what the customer will pay here. Dishes this city
 * does not sell (the API leaves them out) are dropped and counted, so the customer is told; so
 * is a line whose options cannot be ordered here (an option this city lacks or has on stop, a
 * required choice the link does not carry), by the server's rule (@food/domain's priceLine).
 */
export function carriedCartLines(
  carried: readonly CarriedLine[],
  products: readonly CityProduct[],
  locale: string,
): { lines: CartLine[]; dropped: number } {
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines = carried.flatMap(({ id, count, options = [] }): CartLine[] => {
    const p = byId.get(id);
    // addons ride along with their dish in the order, never as lines of their own
    if (!p || p.isAddon) return [];
    const groups = p.optionGroups ?? [];
    const priced = priceLine(p.price, groups, options);
    if (!priced.ok) return [];
    const chosen = chosenOptions(groups, options);
    return [
      {
        productId: p.id,
        count,
        price: priced.unitPrice,
        ...(chosen.length ? { options: chosen } : {}),
        name: nameIn(p.localization, locale, p.name),
        imageUrl: p.imageUrl,
        slug: p.slug,
        categorySlug: p.categorySlug,
      },
    ];
  });
  return { lines, dropped: carried.length - lines.length };
}
