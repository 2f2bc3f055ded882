import type { TProduct, TProductFilterBody } from '@food/contracts';

export interface ProductSelection {
  categoryId?: number;
  isHot?: boolean;
  isVegan?: boolean;
  sorting?: TProductFilterBody['sorting'];
  withArchive?: boolean;
  withAddons?: boolean;
}

/** SPEC section 9: a product list is never longer than this. */
const PRODUCT_LIST_LIMIT = 9999;

/**
 * The sort/filter drawer's rules: hot and vegan narrow the list when set to true (false means
 * "don't care", as an unticked box); sorting by price or weight in either direction keeps the
 * menu order between equals, so the list never shuffles.
 */
export function selectProducts(all: readonly TProduct[], sel: ProductSelection): TProduct[] {
  const picked = all.filter(
    (p) =>
      (sel.withArchive || !p.isArchived) &&
      (sel.withAddons || !p.isAddon) &&
      (sel.categoryId === undefined || p.categoryId === sel.categoryId) &&
      (!sel.isHot || p.isHot) &&
      (!sel.isVegan || p.isVegan),
  );
  if (sel.sorting) {
    const key = sel.sorting.property === 'Price' ? 'price' : 'weight';
    const dir = sel.sorting.direction === 'DESC' ? -1 : 1;
    const order = new Map(all.map((p, i) => [p.id, i]));
    picked.sort((a, b) => (a[key] - b[key]) * dir || order.get(a.id)! - order.get(b.id)!);
  }
  return picked.slice(0, PRODUCT_LIST_LIMIT);
}
