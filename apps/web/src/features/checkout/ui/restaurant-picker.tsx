'use client';

import { useTranslations } from 'next-intl';
import { displayPhone } from '@/features/shell/phone';
import type { RestaurantInfo } from '../checkout-context';
import { checkoutActions, useCheckout } from '../checkout-store';
import { PICKUP_LEAD_MINUTES } from '../delivery-time';
import { noticeOfState } from '../outlet-day-notice';
import type { RestaurantDay } from '../restaurant-days';
import { todaysHours } from '../restaurant-hours';
import { StoreIcon } from '../icons';
import styles from './form.module.css';
import { NearestOutlet } from './nearest-outlet';
import { useDayNoticeText } from './outlet-day-note';

/**
 * Pickup: the city's restaurants that hand orders out, each with its address and today's hours
 * (on its own clock, other hours of the date included), and what its day says now (`days`, read
 * live): not taking orders until a time, closed today, or a longer wait. Radio buttons, so arrows
 * move between them.
 */
export function RestaurantPicker({
  restaurants,
  days,
  error,
}: {
  restaurants: RestaurantInfo[];
  days?: ReadonlyMap<number, RestaurantDay> | null;
  error?: string;
}) {
  const t = useTranslations('checkout.pickup');
  const te = useTranslations('checkout.errors');
  const { form } = useCheckout();
  const dayText = useDayNoticeText(restaurants[0]?.timeZone ?? null);
  const open = restaurants.filter((r) => r.isPickupAvailable);
  if (!open.length) return <p className={styles.status}>{t('none')}</p>;
  return (
    <>
      <NearestOutlet restaurants={open} />
      <fieldset className={styles.options} aria-describedby={error ? 'restaurant-error' : undefined}>
        <legend className="visually-hidden">{t('legend')}</legend>
        {open.map((r) => {
          const day = days?.get(r.id);
          const hours = todaysHours(r, new Date(), day?.rules.exceptions);
          const state = day ? noticeOfState(day.state, PICKUP_LEAD_MINUTES) : null;
          // closed today is said by the hours line already
          const notice = state?.kind === 'closedToday' ? null : dayText(state, 'list');
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
                {notice && (
                  <span className={styles.optionMeta} data-testid="outlet-day-notice">
                    {notice}
                  </span>
                )}
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
