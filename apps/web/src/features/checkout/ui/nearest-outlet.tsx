'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCart } from '@/features/cart/cart-store';
import { goToCity } from '@/features/location/city-switch';
import { formatDistance } from '@/features/location/user-location-rules';
import {
  locateNearestOutlet,
  nearestOutletState,
  useUserLocationState,
} from '@/features/location/user-location';
import { useSite } from '@/features/shell/site-context';
import { useUser } from '@/features/shell/use-user';
import type { RestaurantInfo } from '../checkout-context';
import { checkoutActions } from '../checkout-store';
import { LocateIcon } from './locate-icon';
import styles from './nearest-outlet.module.css';

/**
 * 'Nearest to me' for pickup (issue 17, item 31; SPEC section 3's user_location and
 * nearest_outlet_info): the browser's position, asked for on this tap only, finds the nearest
 * restaurant of the brand in any city. Here: it is chosen, with how far it is. In another city:
 * the customer is told so and may go to that city's site with the cart.
 */
export function NearestOutlet({ restaurants }: { restaurants: RestaurantInfo[] }) {
  const t = useTranslations('location.nearest');
  const site = useSite();
  const cart = useCart();
  const user = useUser();
  const where = { rn: site.rn, br: site.city.id, lang: site.locale };
  const nearest = nearestOutletState(useUserLocationState(), where);

  const locate = async () => {
    const found = await locateNearestOutlet(where);
    if (found.status !== 'found' || !found.info.isForCurrentBusinessRegionId) return;
    if (restaurants.some((r) => r.id === found.info.outletId && r.isPickupAvailable))
      checkoutActions.setForm({ pickupRestaurantId: found.info.outletId });
  };

  let note: ReactNode = null;
  if (nearest.status === 'locating') note = t('locating');
  else if (nearest.status === 'none') note = t('none');
  else if (nearest.status === 'problem') note = t(`problem.${nearest.problem}`);
  else if (nearest.status === 'found') {
    const { info } = nearest;
    const distance = formatDistance(info.distanceMeters, site.locale);
    const here = restaurants.find((r) => r.id === info.outletId);
    note = info.isForCurrentBusinessRegionId ? (
      t('here', { name: here?.name ?? '', distance })
    ) : (
      <>
        <span>{t('otherCity', { city: info.businessRegionName, distance })}</span>
        {info.businessRegionSlug && (
          <button
            type="button"
            className={styles.switch}
            data-testid="nearest-outlet-switch"
            onClick={() => goToCity(info.businessRegionSlug!, site.city, { cart, user })}
          >
            {t('switch', { city: info.businessRegionName })}
          </button>
        )}
      </>
    );
  }

  return (
    <div className={styles.nearest}>
      <button
        type="button"
        className={styles.locate}
        data-testid="nearest-outlet"
        disabled={nearest.status === 'locating'}
        aria-busy={nearest.status === 'locating'}
        onClick={() => void locate()}
      >
        <LocateIcon />
        {t('button')}
      </button>
      <p
        className={styles.note}
        role="status"
        data-testid="nearest-outlet-note"
        data-other-city={nearest.status === 'found' && !nearest.info.isForCurrentBusinessRegionId}
      >
        {note}
      </p>
    </div>
  );
}
