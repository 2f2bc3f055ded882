'use client';

import { useTranslations } from 'next-intl';
import { displayPhone } from '@/features/shell/phone';
import type { RestaurantInfo } from '../checkout-context';
import { checkoutActions, useCheckout } from '../checkout-store';
import { todaysHours } from '../restaurant-hours';
import { StoreIcon } from '../icons';
import styles from './form.module.css';
import { NearestOutlet } from './nearest-outlet';

/**
 * Pickup: the city's restaurants that hand orders out, each with its address and today's hours
 * (on its own clock). Radio buttons, so arrows move between them.
 */
export function RestaurantPicker({ restaurants, error }: { restaurants: RestaurantInfo[]; error?: string }) {
  const t = useTranslations('checkout.pickup');
  const te = useTranslations('checkout.errors');
  const { form } = useCheckout();
  const open = restaurants.filter((r) => r.isPickupAvailable);
  if (!open.length) return <p className={styles.status}>{t('none')}</p>;
  return (
    <>
      <NearestOutlet restaurants={open} />
      <fieldset className={styles.options} aria-describedby={error ? 'restaurant-error' : undefined}>
        <legend className="visually-hidden">{t('legend')}</legend>
        {open.map((r) => {
          const hours = todaysHours(r, new Date());
          return (
            <label key={r.id} className={styles.option} data-testid="restaurant-option">
              <input
                type="radio"
                name="restaurant"
                value={r.id}
                checked={form.pickupRestaurantId === r.id}
                onChange={() => checkoutActions.setForm({ pickupRestaurantId: r.id })}
              />
              <span className={styles.optionIcon} aria-hidden="true">
                <StoreIcon />
              </span>
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>{r.name}</span>
                <span className={styles.optionMeta}>{r.address}</span>
                <span className={styles.optionMeta}>
                  {hours ? t('hours', { from: hours.opensAt, to: hours.closesAt }) : t('closedToday')}
                  {r.phone ? ` · ${displayPhone(r.phone)}` : ''}
                </span>
              </span>
            </label>
          );
        })}
        {error && (
          <p id="restaurant-error" className={styles.error}>
            {te(error)}
          </p>
        )}
      </fieldset>
    </>
  );
}
