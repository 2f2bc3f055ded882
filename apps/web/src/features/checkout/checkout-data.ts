import 'server-only';
import { ZRestaurant, type TRestaurant } from '@food/contracts';
import { brandPhoneCountries } from '@food/domain/phone';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { z } from 'zod';
import { loadProducts, loadSite, type RouteParams } from '@/features/catalog/catalog-data';
import { getBrandNetwork } from '@/lib/api/brand';
import { readTags } from '@/lib/api/cache-tags';
import { callApi, TIMED_REVALIDATE_SECONDS } from '@/lib/api/http';
import type { Language } from '@/lib/routing/locale-path';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { brandPaymentTypes } from '@food/domain/payment';
import { menuAddonsOf } from './addon-offers';
import type { CheckoutContext, RestaurantInfo } from './checkout-context';

/**
 * The cart, checkout and confirmation pages' server data: the same for every visitor of a city
 * (the restaurants and the brand's settings), so the pages stay cacheable by path.
 */
const loadRestaurants = cache(async (rn: number, br: number) => {
  const { catalog } = getRuntimeConfig().services;
  return callApi(`${catalog}/v1/restaurants/?rn=${rn}&br=${br}`, z.array(ZRestaurant), {
    tags: readTags('restaurants', { rn, br }),
    // open now or not: changes with the clock
    revalidate: TIMED_REVALIDATE_SECONDS,
  });
});

function toRestaurantInfo(r: TRestaurant, locale: Language): RestaurantInfo {
  const own = r.localization.find((l) => l.language === locale);
  return {
    id: r.id,
    name: own?.name ?? r.name,
    address: own?.address ?? r.address,
    phone: r.phone,
    location: r.location,
    timeZone: r.timeZone,
    openingHours: r.openingHours,
    isPickupAvailable: r.isPickupAvailable,
  };
}

export async function loadCheckoutContext(params: RouteParams) {
  const site = await loadSite(params);
  const { rn } = await getBrandNetwork();
  const { init, locale } = site;
  const [restaurants, menu] = await Promise.all([
    loadRestaurants(rn, init.businessRegion.id),
    // the city's menu (the home page's read, cached alike): what each dish comes with
    loadProducts(init.businessRegion.id, locale),
  ]);
  const isPickupAvailable = init.config.env.PICKUP_AVAILABLE !== false;
  const city = init.businessRegion;
  const context: CheckoutContext = {
    rn,
    city: {
      id: city.id,
      name: city.localization.find((l) => l.language === locale)?.name ?? city.name,
      slug: city.slug ?? '',
    },
    restaurants: restaurants.map((r) => toRestaurantInfo(r, locale)),
    isPickupAvailable,
    paymentTypes: brandPaymentTypes(init.config.env),
    phoneCountries: brandPhoneCountries(init.retailNetwork.country.id, init.config.env.SMS_EXTRA_COUNTRIES),
    menuAddons: menuAddonsOf(menu, locale),
  };
  return { site, context };
}

/** Per-visitor pages: titled, never indexed (their content is the visitor's own). */
export async function checkoutMetadata(params: RouteParams, titleKey: 'cart' | 'checkout' | 'confirmed') {
  const { init, locale } = await loadSite(params);
  const t = await getTranslations({ locale, namespace: 'checkout.pageTitles' });
  return {
    title: `${t(titleKey)} — ${init.config.name}`,
    robots: { index: false, follow: false },
  } satisfies Metadata;
}
