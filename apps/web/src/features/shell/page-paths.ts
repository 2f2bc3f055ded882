/**
 * Paths of the pages the chrome links to (SPEC section 2), without the language prefix. A plain
 * module (no 'use client'): server code imports it too. A server component that takes a constant
 * from a 'use client' module gets a client reference instead, so `PATHS.profile` was undefined
 * there and `/account` redirected to `/undefined` (issue 17, item 12).
 */
export const PATHS = {
  home: '/',
  search: '/search',
  cart: '/cart',
  signIn: '/sign-in',
  favorites: '/favorites',
  orders: '/account/orders',
  bonuses: '/account/bonuses',
  profile: '/account/personal',
  addresses: '/account/delivery',
  promotions: '/promotions',
  delivery: '/delivery',
  restaurants: '/our-restourants',
  about: '/about',
  feedbacks: '/feedbacks',
  bonusesPage: '/bonuses',
  publicOffer: '/public-offer',
  privacy: '/privacy',
  requisites: '/requisites',
  cityAreas: '/city-areas',
} as const;

/** `/account` has no page of its own: it opens the account's first page, the profile. */
export const ACCOUNT_INDEX = '/account';

export const categoryPath = (slug: string) => `/menu/${encodeURIComponent(slug)}`;
