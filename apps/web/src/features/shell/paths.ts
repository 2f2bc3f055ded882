/**
 * What the chrome needs to know of the public path (usePathname): the page without its
 * language prefix, the current category, and where the mobile cart bar stays out of the way.
 */
const LOCALE_PREFIXES = new Set(['ru', 'en', 'ua']);

/** "/ru/menu/sets" → "/menu/sets"; "/en" → "/". */
export function stripLocalePrefix(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  const path = LOCALE_PREFIXES.has(first) ? `/${rest.join('/')}` : pathname;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The category slug of /menu/{slug} and /menu/{slug}/{product} (URL-decoded, SPEC section 2). */
export function currentCategorySlug(pathname: string): string | null {
  const [, first, slug] = stripLocalePrefix(pathname).split('/');
  return first === 'menu' && slug ? decode(slug) : null;
}

export const isHomePath = (pathname: string) => stripLocalePrefix(pathname) === '/';

/**
 * SPEC section 2: the bottom cart bar is hidden on the cart, checkout (also /purchase and
 * /order), confirmation and the mobile product page (/menu/{c}/{p} and /product/...).
 */
export function isCartBarHidden(pathname: string): boolean {
  const segments = stripLocalePrefix(pathname).split('/').filter(Boolean);
  const [first] = segments;
  if (first === 'cart' || first === 'checkout' || first === 'purchase' || first === 'order') return true;
  if (first === 'order-confirmed' || first === 'product') return true;
  return first === 'menu' && segments.length >= 3;
}
