'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useSite } from '@/features/shell/site-context';
import type { RestaurantInfo } from '../checkout-context';
import { checkoutActions, useCheckout } from '../checkout-store';
import { isTodayIn, timeSlots } from '../delivery-time';
import { ClockIcon } from '../icons';
import styles from './form.module.css';

const PICKUP_LEAD_MINUTES = 20;

/**
 * When: as soon as possible (with the expected time, or the next opening when the restaurant is
 * closed), or on time: a date and a time on the restaurant's clock within its hours, sent in UTC
 * as converted in the restaurant's time zone on the chosen date (delivery-time.ts).
 */
export function DeliveryTimeField({
  restaurant,
  error,
}: {
  restaurant: RestaurantInfo | null;
  error?: string;
}) {
  const t = useTranslations('checkout.time');
  const te = useTranslations('checkout.errors');
  const site = useSite();
  const { form, calc, timeProblem } = useCheckout();
  const [now] = useState(() => new Date());
  const isPickup = form.method === 'PICKUP';
  const lead = isPickup ? PICKUP_LEAD_MINUTES : (calc?.delivery.deliveryTime ?? 60);
  const days = useMemo(
    () =>
      restaurant
        ? timeSlots({
            now,
            timeZone: restaurant.timeZone,
            openingHours: restaurant.openingHours,
            leadMinutes: lead,
          })
        : [],
    [restaurant, now, lead],
  );
  const chosenDay = days.find((d) => d.date === form.deliverOn.date) ?? days[0];
  const isOnTime = form.deliveryTime === 'ON_TIME';
  const isStale =
    isOnTime && (chosenDay?.date !== form.deliverOn.date || !chosenDay?.times.includes(form.deliverOn.time));
  useEffect(() => {
    // a stored choice from an earlier visit (or another restaurant) moves to the first time still offered
    if (!isStale) return;
    checkoutActions.setForm(
      chosenDay
        ? { deliverOn: { date: chosenDay.date, time: chosenDay.times[0] ?? '' } }
        : { deliveryTime: 'ASAP', deliverOn: { date: '', time: '' } },
    );
  }, [isStale, chosenDay]);
  const expected = calc
    ? new Intl.DateTimeFormat(site.locale === 'uk' ? 'uk-UA' : site.locale, {
        timeZone: calc.timeZone,
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(calc.delivery.expectedAt))
    : null;
  const dayLabel = (date: string, i: number) =>
    i === 0 && date === days[0]?.date && restaurant && isTodayIn(date, restaurant.timeZone, now)
      ? t('today')
      : new Intl.DateTimeFormat(site.locale === 'uk' ? 'uk-UA' : site.locale, {
          weekday: 'short',
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${date}T12:00:00Z`));

  const setOnTime = () => {
    const day = chosenDay ?? days[0];
    checkoutActions.setForm({
      deliveryTime: 'ON_TIME',
      deliverOn: { date: day?.date ?? '', time: form.deliverOn.time || day?.times[0] || '' },
    });
  };
  const problem = timeProblem ? `time${timeProblem.reason}` : error;

  return (
    <div className={styles.timeField}>
      <fieldset className={styles.segmented}>
        <legend className="visually-hidden">{t('legend')}</legend>
        <label className={styles.segment}>
          <input
            type="radio"
            name="delivery-time"
            checked={form.deliveryTime === 'ASAP'}
            onChange={() => checkoutActions.setForm({ deliveryTime: 'ASAP' })}
            data-testid="delivery-time-ASAP"
          />
          <span>{t('asap')}</span>
        </label>
        <label className={styles.segment}>
          <input
            type="radio"
            name="delivery-time"
            checked={form.deliveryTime === 'ON_TIME'}
            onChange={setOnTime}
            disabled={!days.length}
            data-testid="delivery-time-ON_TIME"
          />
          <span>{t('onTime')}</span>
        </label>
      </fieldset>
      {form.deliveryTime === 'ASAP' && expected && (
        <p className={styles.hint}>
          <ClockIcon size={16} />{' '}
          {calc?.isOutletOpen
            ? t(isPickup ? 'readyIn' : 'deliverIn', { minutes: calc.delivery.deliveryTime, time: expected })
            : t('closedNow', { time: expected })}
        </p>
      )}
      {form.deliveryTime === 'ON_TIME' && (
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor="deliver-on-date" className={styles.label}>
              {t('date')}
            </label>
            <select
              id="deliver-on-date"
              className={styles.input}
              value={chosenDay?.date ?? ''}
              onChange={(e) => {
                const day = days.find((d) => d.date === e.target.value);
                checkoutActions.setForm({ deliverOn: { date: e.target.value, time: day?.times[0] ?? '' } });
              }}
            >
              {days.map((d, i) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date, i)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="deliver-on-time" className={styles.label}>
              {t('time')}
            </label>
            <select
              id="deliver-on-time"
              name="deliverOn"
              className={styles.input}
              value={form.deliverOn.time}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'deliver-on-error' : undefined}
              onChange={(e) =>
                checkoutActions.setForm({ deliverOn: { date: chosenDay?.date ?? '', time: e.target.value } })
              }
            >
              {chosenDay?.times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {problem && (
        <p id="deliver-on-error" className={styles.error}>
          {te(problem)}
        </p>
      )}
    </div>
  );
}
