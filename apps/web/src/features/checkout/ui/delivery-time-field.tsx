'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useSite } from '@/features/shell/site-context';
import type { RestaurantInfo } from '../checkout-context';
import { checkoutActions, useCheckout } from '../checkout-store';
import { PICKUP_LEAD_MINUTES, isTodayIn, timeSlots } from '../delivery-time';
import { ClockIcon } from '../icons';
import { noticeOfCalculation } from '../outlet-day-notice';
import type { RestaurantDay } from '../restaurant-days';
import styles from './form.module.css';
import { useDayNoticeText } from './outlet-day-note';

/** ASAP refused on creation (calc-reactions.ts): the time field's own problems */
const ASAP_REFUSED = new Set(['OUTLET_PAUSED', 'ASAP_CLOSED']);

/**
 * When: as soon as possible (with the expected time, or the next opening when the restaurant is
 * closed), or on time: a date and a time on the restaurant's clock within its hours, sent in UTC
 * as converted in the restaurant's time zone on the chosen date (delivery-time.ts). The
 * restaurant's day read live (`day`, restaurant-days.ts) shapes the times offered: closed dates,
 * a pause and busy minutes. While the calculation says ASAP would be refused (paused, closed
 * today) ASAP is off, the field says why and until when, and a time after it is chosen.
 */
export function DeliveryTimeField({
  restaurant,
  day,
  error,
}: {
  restaurant: RestaurantInfo | null;
  day?: RestaurantDay | null;
  error?: string;
}) {
  const t = useTranslations('checkout.time');
  const te = useTranslations('checkout.errors');
  const site = useSite();
  const { form, calc, timeProblem } = useCheckout();
  const dayText = useDayNoticeText(calc?.timeZone ?? restaurant?.timeZone ?? null);
  const [now] = useState(() => new Date());
  const isPickup = form.method === 'PICKUP';
  // the calculation's estimate has the busy minutes in it; the slots add them themselves
  const lead = isPickup
    ? PICKUP_LEAD_MINUTES
    : calc
      ? calc.delivery.deliveryTime - calc.outletDay.busyMinutes
      : 60;
  const days = useMemo(
    () =>
      restaurant
        ? timeSlots({
            now,
            timeZone: restaurant.timeZone,
            openingHours: day?.rules.openingHours ?? restaurant.openingHours,
            day: day?.rules,
            leadMinutes: lead,
          })
        : [],
    [restaurant, day, now, lead],
  );
  const notice = calc ? noticeOfCalculation(calc) : null;
  const isAsapRefused = !!calc?.outletDay.asapRefusal || ASAP_REFUSED.has(timeProblem?.reason ?? '');
  useEffect(() => {
    // ASAP would be refused: the first time after it is chosen instead
    if (isAsapRefused && form.deliveryTime === 'ASAP' && days[0])
      checkoutActions.setForm({
        deliveryTime: 'ON_TIME',
        deliverOn: { date: days[0].date, time: days[0].times[0] ?? '' },
      });
  }, [isAsapRefused, form.deliveryTime, days]);
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
            disabled={isAsapRefused}
            aria-describedby={isAsapRefused ? 'outlet-day-notice' : undefined}
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
      {notice && notice.kind !== 'busy' && (
        <p id="outlet-day-notice" className={styles.hint} data-testid="outlet-day-notice">
          <ClockIcon size={16} /> {dayText(notice, 'time')}
        </p>
      )}
      {form.deliveryTime === 'ASAP' && expected && !isAsapRefused && (
        <p className={styles.hint}>
          <ClockIcon size={16} />{' '}
          {notice?.kind === 'busy' && (
            <span data-testid="outlet-day-notice">{dayText(notice, 'time')}. </span>
          )}
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
