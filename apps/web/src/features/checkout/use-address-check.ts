'use client';

import { useEffect } from 'react';
import { useSite } from '@/features/shell/site-context';
import { isAbort } from '@/lib/api/browser-client';
import { geocodeAddress } from './checkout-api';
import { checkoutActions, useCheckout } from './checkout-store';

const GEOCODE_DEBOUNCE_MS = 500;

/**
 * Places the typed street and house on the map and asks whether the city delivers there
 * (GET /geo/v1/addresses/geocode answers both). Found: the position goes into the form, so the
 * calculation can price delivery. In another city: the address-incorrect-for-city modal, once the
 * house is there too (SPEC section 4).
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
          // a street being typed may match another city's (issue 17, item 25): the field says
          // so at once, the modal waits for a complete address
          if (!house.trim()) return;
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
