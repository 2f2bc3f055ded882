'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { CartLine } from '../cart/cart-rules';
import { useCart } from '../cart/cart-store';
import { setBrowserCookie } from '../shell/cookies';
import { COOKIES_NOTICE_SEEN_COOKIE, COOKIES_NOTICE_SEEN_MAX_AGE_S } from '../shell/notices/notice-timings';
import { showSnackbar } from '../shell/notify';
import { useSite, type SiteInfo } from '../shell/site-context';
import { saveUser, useUser } from '../shell/use-user';
import { isOn } from '../shell/visibility';
import { carriedCartLines } from './carried-cart';
import { replaceCart } from './replace-cart';
import { useCityChooserOpen } from './city-chooser-store';
import { marketingOf, readCarried, type CarriedLine } from './city-link';
import { toCityOption } from './city-filter';
import { askedCity, cityPopupOutcome, shouldCheckCity, type AskedCity, type IpCity } from './city-popup-rule';
import { goToCity, storeCurrentCity } from './city-switch';
import { fetchCities, fetchIpCity, fetchProductsByIds } from './location-api';
import {
  isRegionValidated,
  markIpRedirected,
  markRegionValidated,
  rememberMarketing,
  wasIpRedirected,
} from './session-flags';

// the dialogs load when first needed: a page's first load carries neither (storefront issue)
const CityChooser = dynamic(() => import('./city-chooser').then((m) => m.CityChooser), {
  ssr: false,
  loading: () => null,
});
const CityConfirmPopup = dynamic(() => import('./city-confirm-popup').then((m) => m.CityConfirmPopup), {
  ssr: false,
  loading: () => null,
});

/**
 * The location feature's part of every page, mounted once by the shell:
 * 1. takes in what a link from another city carried (SPEC section 7): the cart (priced by this
 *    city), the signed-in user, the cookie notice's answer, `ip_redirected`; then cleans the
 *    address bar;
 * 2. asks "your city?" when geo by IP says the visitor is elsewhere (SPEC section 4);
 * 3. holds the city chooser.
 */
export function LocationHost() {
  const site = useSite();
  const t = useTranslations('location.cart');
  const [asking, setAsking] = useState(false);
  // the detected city the popup names (issue 17, item 18); kept while the popup animates out
  const [detectedCity, setDetectedCity] = useState<AskedCity | null>(null);
  const user = useUser();
  const isChooserOpen = useCityChooserOpen();
  const [hasChooser, setHasChooser] = useState(false);
  if (isChooserOpen && !hasChooser) setHasChooser(true);
  const cart = useCart();
  const cartNow = useRef<readonly CartLine[]>(cart);
  useEffect(() => {
    cartNow.current = cart;
  }, [cart]);

  useEffect(() => {
    const search = window.location.search;
    const carried = readCarried(search);
    rememberMarketing(marketingOf(new URLSearchParams(search)));
    if (carried.ipRedirected) markIpRedirected();
    if (carried.hideCookies)
      setBrowserCookie(COOKIES_NOTICE_SEEN_COOKIE, '1', { maxAgeS: COOKIES_NOTICE_SEEN_MAX_AGE_S });
    if (carried.user) saveUser(carried.user);
    if (carried.hasCarried)
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${carried.remainingSearch}${window.location.hash}`,
      );
    if (carried.cart)
      void takeCart(carried.cart, site, {
        current: () => cartNow.current,
        dropped: (count) => t('dropped', { count }),
        failed: t('failed'),
      });

    let live = true;
    const check = {
      detectByIp: isOn(site.env, 'DETECT_CITY_BY_IP'),
      validated: isRegionValidated(),
      ipRedirected: wasIpRedirected(),
      isBot: site.isBot,
    };
    if (!shouldCheckCity(check)) return;
    fetchIpCity(site.rn)
      .catch((err: unknown) => {
        // SPEC section 8: logged and skipped for the session; the page works on
        console.warn('location: city by IP unavailable; not asking this session', err);
        return null;
      })
      .then(async (detected) => {
        const city =
          cityPopupOutcome(detected, site.city.id) === 'ask' ? await cityToAsk(detected!, site) : null;
        if (!live) return;
        if (city) {
          setDetectedCity(city);
          setAsking(true);
        } else markRegionValidated();
      });
    return () => {
      live = false;
    };
    // once per page load: the layout (and so this) stays mounted across client navigations
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {detectedCity && (
        <CityConfirmPopup
          open={asking}
          city={detectedCity}
          onSettled={(answer) => {
            setAsking(false);
            markRegionValidated();
            // "Yes": to the detected city, carrying the cart (it arrives with ip_redirected=1)
            if (answer === 'yes') goToCity(detectedCity.slug, site.city, { cart: cartNow.current, user });
            else if (answer === 'stay') storeCurrentCity(site.city.slug);
          }}
        />
      )}
      {/* stays mounted once opened: it animates out and keeps its filter */}
      {hasChooser && <CityChooser />}
    </>
  );
}

/** The detected city by name; null (nothing to ask) when the brand's cities cannot say. */
async function cityToAsk(detected: IpCity, site: SiteInfo): Promise<AskedCity | null> {
  try {
    const cities = await fetchCities(site.rn);
    return askedCity(
      detected,
      cities.map((c) => toCityOption(c, site.locale)),
    );
  } catch (err) {
    console.warn('location: the cities could not be loaded; not asking this session', err);
    return null;
  }
}

/** Restores a carried cart with this city's prices; dishes not sold here are dropped and said so. */
async function takeCart(
  carried: CarriedLine[],
  site: SiteInfo,
  ui: { current: () => readonly CartLine[]; dropped: (count: number) => string; failed: string },
) {
  try {
    const ids = carried.map((l) => l.id);
    const products = await fetchProductsByIds(site.rn, site.city.id, site.locale, ids);
    const { lines, dropped } = carriedCartLines(carried, products, site.locale);
    replaceCart(ui.current(), lines);
    if (dropped > 0) showSnackbar({ text: ui.dropped(dropped) });
  } catch (err) {
    console.error('location: the cart carried from another city could not be priced here', err);
    showSnackbar({ text: ui.failed });
  }
}
