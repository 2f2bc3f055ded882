import type { TPageType } from '@food/contracts';
import { stripLocalePrefix } from '../shell/paths';

/**
 * The routes of each page type (app/[city]/[locale]/...), by the public path's first segment
 * and its number of segments: the type is read off the route's shape, so whatever a visitor
 * types into the address bar, the result is one of the nine types. A path no route claims
 * (the 404 page of `[...rest]`) is `other`.
 */
const ROUTES: Record<string, Array<[segments: number, type: TPageType]>> = {
  menu: [
    [2, 'category'],
    [3, 'product'],
  ],
  product: [[2, 'product']],
  cart: [[1, 'cart']],
  // SPEC section 2: /purchase and /order are the checkout's other addresses
  checkout: [[1, 'checkout']],
  purchase: [[1, 'checkout']],
  order: [[1, 'checkout']],
  search: [[1, 'search']],
  account: [
    [2, 'account'],
    [3, 'account'],
    [4, 'account'],
  ],
  favorites: [[1, 'account']],
  about: [[1, 'content']],
  privacy: [[1, 'content']],
  'public-offer': [[1, 'content']],
  requisites: [[1, 'content']],
  delivery: [[1, 'content']],
  'city-areas': [[1, 'content']],
  'our-restourants': [[1, 'content']],
  feedbacks: [[1, 'content']],
  bonuses: [[1, 'content']],
  promotions: [
    [1, 'content'],
    [2, 'content'],
  ],
};

/** The page type of a public path (`usePathname()`), the language prefix ignored. */
export function pageTypeOf(pathname: string): TPageType {
  const segments = stripLocalePrefix(pathname).split('/').filter(Boolean);
  if (segments.length === 0) return 'home';
  const routes = Object.hasOwn(ROUTES, segments[0]!) ? ROUTES[segments[0]!]! : [];
  return routes.find(([n]) => n === segments.length)?.[1] ?? 'other';
}
