'use client';

import { useCallback } from 'react';
import { localizedPath } from '@/lib/routing/locale-path';
import { useSite } from './site-context';

/** Paths of the pages the chrome links to (SPEC section 2); some pages arrive with other issues. */
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

export const categoryPath = (slug: string) => `/menu/${encodeURIComponent(slug)}`;

/** Turns a page path into its public address in the current language. */
export function useLocalizedHref() {
  const site = useSite();
  return useCallback((path: string) => localizedPath(site.locale, path, site), [site]);
}
