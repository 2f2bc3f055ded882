'use client';

import type { TAddressSuggestion } from '@food/contracts';
import { useEffect, useState } from 'react';
import { useSite } from '@/features/shell/site-context';
import { geocodeAddress, isAbort, suggestAddresses } from './checkout-api';
import { checkoutActions, useCheckout } from './checkout-store';

const SUGGEST_DEBOUNCE_MS = 300;
const GEOCODE_DEBOUNCE_MS = 500;

/** Street suggestions for what the customer types (at least 2 characters). */
export function useStreetSuggestions(rn: number, text: string, isOpen: boolean): TAddressSuggestion[] {
  const site = useSite();
  const [found, setFound] = useState<{ text: string; items: TAddressSuggestion[] }>({ text: '', items: [] });
  const query = text.trim();
  useEffect(() => {
    if (!isOpen || query.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestAddresses({ rn, br: site.city.id, lang: site.locale }, query, controller.signal)
        .then((items) => setFound({ text: query, items }))
        .catch((err: unknown) => {
          // a provider that is down leaves the field a plain text field
          if (!isAbort(err)) console.warn('checkout: address suggestions unavailable', err);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [rn, query, isOpen, site.city.id, site.locale]);
  return isOpen && query.length >= 2 && found.text === query ? found.items : [];
}

/**
 * Places the typed street and house on the map and asks whether the city delivers there
 * (GET /geo/v1/addresses/geocode answers both). Found: the position goes into the form, so the
 * calculation can price delivery. In another city: the address-incorrect-for-city modal.
 */
export function useAddressCheck(rn: number) {
  const site = useSite();
  const { form, addressCheck } = useCheckout();
  const { street, house, latitude } = form.address;
  const isDelivery = form.method === 'DELIVERY';
  // 'checking' keeps the effect (and its request) alive: only a new street or house restarts it
  const needsCheck =
    isDelivery &&
    street.trim() !== '' &&
    latitude === null &&
    (addressCheck.status === 'idle' || addressCheck.status === 'checking');

  useEffect(() => {
    if (!needsCheck) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      checkoutActions.setAddressCheck({ status: 'checking' });
      try {
        const res = await geocodeAddress(
          { rn, br: site.city.id, lang: site.locale },
          street.trim(),
          house.trim(),
          controller.signal,
        );
        const zone = res.deliveryZone;
        if (!res.address) return checkoutActions.setAddressCheck({ status: 'notFound' });
        if (zone && !zone.inZone && zone.otherCity) {
          checkoutActions.setAddressCheck({ status: 'otherCity', city: zone.otherCity });
          checkoutActions.showModal({
            kind: 'addressIncorrectForCity',
            businessRegionId: zone.otherCity.businessRegionId,
            cityName: zone.otherCity.name,
            citySlug: zone.otherCity.slug,
          });
          return;
        }
        checkoutActions.setAddressCheck(
          { status: 'found', zone: zone?.zone ?? null },
          { lat: res.address.lat, lng: res.address.lng, city: res.address.city },
        );
      } catch (err) {
        if (isAbort(err) || controller.signal.aborted) return;
        console.warn('checkout: address check failed', err);
        checkoutActions.setAddressCheck({ status: 'error' });
      }
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needsCheck, rn, street, house, site.city.id, site.locale]);
}
