/**
 * Which products a listing (a category, the home page, a promotion, search results, "you may
 * also like") shows: only dishes a customer can order on their own. Addons are offered with their
 * dish in the cart; archived products are gone from the menu (their pages answer with `withArchive`).
 */
export const isListed = (p: { readonly isAddon: boolean; readonly isArchived: boolean }): boolean =>
  !p.isAddon && !p.isArchived;
