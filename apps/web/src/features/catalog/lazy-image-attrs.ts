/**
 * Where a below-the-fold picture keeps its address until the page's loader (lazy-images.tsx)
 * gives it: a plain module, so that server components read the names as strings.
 */
export const LAZY_SRC = 'data-lazy-src';
export const LAZY_SRCSET = 'data-lazy-srcset';
