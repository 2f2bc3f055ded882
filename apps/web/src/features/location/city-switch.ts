'use client';

import type { CartLine } from '../cart/cart-rules';
import { hasBrowserCookie, serializeCookie } from '../shell/cookies';
import { COOKIES_NOTICE_SEEN_COOKIE } from '../shell/notices/notice-timings';
import type { StoredUser } from '../shell/stored-user';
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE_S, cityCookieDomain } from './city-choice';
import { cityChoiceUrl, marketingOf, siteOriginFrom } from './city-link';
import { storedMarketing } from './session-flags';

/**
 * Going to another city's site (SPEC section 4): through the bare domain, which stores the
 * choice and answers a 301 to the city with `ip_redirected=1`; the link carries the cart, the
 * signed-in user, the cookie notice's answer and the visit's marketing parameters (section 7).
 * The page path is kept: the customer stays on the same page in the new city.
 */
export function goToCity(
  target: string,
  current: { slug: string },
  carry: { cart: readonly CartLine[]; user: StoredUser | null },
) {
  const url = cityChoiceUrl(siteOriginFrom(window.location, current.slug), target, window.location.pathname, {
    cart: carry.cart,
    user: carry.user,
    cookiesSeen: hasBrowserCookie(COOKIES_NOTICE_SEEN_COOKIE),
    marketing: { ...storedMarketing(), ...marketingOf(new URLSearchParams(window.location.search)) },
  });
  window.location.assign(url);
}

/**
 * Confirming the current city stores it (SPEC section 4) for the bare domain's routing. A
 * browser accepts that cookie only for a real domain (city-choice.ts); on localhost the city
 * chooser's route stores it instead.
 */
export function storeCurrentCity(slug: string) {
  const domain = cityCookieDomain(new URL(siteOriginFrom(window.location, slug)).hostname);
  if (!domain || !slug) return;
  document.cookie = `${serializeCookie(CITY_COOKIE, slug, { maxAgeS: CITY_COOKIE_MAX_AGE_S })}; domain=${domain}`;
}
