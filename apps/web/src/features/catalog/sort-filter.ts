/**
 * The category page's sort and filter drawer (SPEC section 2): hot, vegan, and sorting by price
 * or weight in either direction, sent as the body of POST /catalog/v1/products/filter/.
 */
export const SORT_OPTIONS = ['default', 'price-asc', 'price-desc', 'weight-asc', 'weight-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface SortFilter {
  isHot: boolean;
  isVegan: boolean;
  sort: SortOption;
}

export const DEFAULT_SORT_FILTER: SortFilter = { isHot: false, isVegan: false, sort: 'default' };

export interface FilterBody {
  isHot: boolean;
  isVegan: boolean;
  sorting?: { property: 'Price' | 'Weight'; direction: 'ASC' | 'DESC' };
}

const SORTING: Record<Exclude<SortOption, 'default'>, NonNullable<FilterBody['sorting']>> = {
  'price-asc': { property: 'Price', direction: 'ASC' },
  'price-desc': { property: 'Price', direction: 'DESC' },
  'weight-asc': { property: 'Weight', direction: 'ASC' },
  'weight-desc': { property: 'Weight', direction: 'DESC' },
};

export function filterBody(f: SortFilter): FilterBody {
  return {
    isHot: f.isHot,
    isVegan: f.isVegan,
    ...(f.sort === 'default' ? {} : { sorting: SORTING[f.sort] }),
  };
}

/** The same-origin URL the browser calls (ARCHITECTURE.md: `/api/<prefix>/...`). */
export function filterPath(q: { rn: number; br: number; category: string; lang: string }): string {
  const params = new URLSearchParams({
    rn: String(q.rn),
    br: String(q.br),
    target: 'WEB',
    category: q.category,
    lang: q.lang,
  });
  return `/catalog/v1/products/filter/?${params}`;
}

/** How many choices differ from the menu's own order: the badge on the drawer's button. */
export const activeChoices = (f: SortFilter) =>
  Number(f.isHot) + Number(f.isVegan) + Number(f.sort !== 'default');

export const isDefaultSortFilter = (f: SortFilter) => activeChoices(f) === 0;
