'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { addressAt } from '@/features/location/address-lookup';
import { locateProblemOf, requestUserLocation, type LocateProblem } from '@/features/location/user-location';
import { useSite } from '@/features/shell/site-context';
import { checkoutActions } from '../checkout-store';
import { LocateIcon } from './locate-icon';
import styles from './nearest-outlet.module.css';

type Found =
  | { status: 'idle' | 'locating' | 'nothing' }
  | { status: 'found'; label: string; hasHouse: boolean }
  | { status: 'problem'; problem: LocateProblem };

/**
 * 'My location' for delivery (issue 17, item 31): the browser's position, asked for on this tap
 * only, becomes the street and house there (GET /geo/v1/addresses/reverse); the map then checks
 * the address as if it had been typed (its zone, or the other city it is in). Where no street is
 * near, or the provider cannot look a point up, the customer is asked to type it.
 */
export function LocateAddress() {
  const t = useTranslations('location.myAddress');
  const tn = useTranslations('location.nearest');
  const site = useSite();
  const [found, setFound] = useState<Found>({ status: 'idle' });

  const locate = async () => {
    setFound({ status: 'locating' });
    try {
      const where = await requestUserLocation();
      const { address } = await addressAt({ rn: site.rn, br: site.city.id, lang: site.locale }, where);
      if (!address) return setFound({ status: 'nothing' });
      checkoutActions.setAddress({ street: address.street, house: address.house ?? '' });
      setFound({ status: 'found', label: address.label, hasHouse: address.house !== null });
    } catch (err) {
      const problem = locateProblemOf(err);
      if (problem === 'failed') console.warn('checkout: address at the location not found', err);
      setFound({ status: 'problem', problem });
    }
  };

  const note =
    found.status === 'locating'
      ? tn('locating')
      : found.status === 'nothing'
        ? t('nothing')
        : found.status === 'found'
          ? t(found.hasHouse ? 'found' : 'foundStreet', { address: found.label })
          : found.status === 'problem'
            ? tn(`problem.${found.problem}`)
            : null;

  return (
    <div className={styles.nearest}>
      <button
        type="button"
        className={styles.locate}
        data-testid="address-locate"
        disabled={found.status === 'locating'}
        aria-busy={found.status === 'locating'}
        onClick={() => void locate()}
      >
        <LocateIcon />
        {t('button')}
      </button>
      <p className={styles.note} role="status" data-testid="address-locate-note">
        {note}
      </p>
    </div>
  );
}
