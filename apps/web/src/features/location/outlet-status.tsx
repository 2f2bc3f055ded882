'use client';

import type { TOutletDayState } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { outletStatus, statusFromDay, weekdayName, type OpeningHours } from './outlet-hours';
import styles from './restaurants.module.css';

/** minutes a pickup order needs before busy minutes (the API's PICKUP_LEAD_MINUTES) */
const PICKUP_LEAD_MINUTES = 20;

/**
 * "Open until 23:00" or "Closed · opens at 10:00", in the outlet's time zone; with its day read
 * live (`day`, issue 18): "Closed today" on a holiday, "Not taking orders until 14:30" while
 * paused, and "longer wait: about 50 min" while busy.
 */
export function OutletStatus({
  hours,
  timeZone,
  now,
  locale,
  day,
}: {
  hours: OpeningHours[];
  timeZone: string;
  now: Date | null;
  locale: string;
  day?: TOutletDayState | null;
}) {
  const t = useTranslations('location.restaurants');
  // before hydration the time is unknown: the pill keeps its place, empty
  if (!now) return <span className={`${styles.status} ${styles.statusUnknown}`} aria-hidden />;
  // the day read live knows holidays, other hours and a pause; the weekly hours until it came
  const s = day ? statusFromDay(day, timeZone, now) : outletStatus(hours, timeZone, now);
  const clock = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : locale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  const busy =
    day && day.busyMinutes > 0 ? t('longerWait', { minutes: PICKUP_LEAD_MINUTES + day.busyMinutes }) : null;
  let text: string;
  let isOpen: boolean = s.isOpen;
  if (day?.isClosedToday) {
    text = t('closedToday');
    isOpen = false;
  } else if (day?.reason === 'PAUSED' && day.nextOpensAt) {
    text = t('pausedUntil', { time: clock(day.nextOpensAt) });
    isOpen = false;
  } else if (s.isOpen)
    text = busy ? `${t('openUntil', { time: s.closesAt })} · ${busy}` : t('openUntil', { time: s.closesAt });
  else if (!s.opens) text = t('closed');
  else if (s.opens.when === 'weekday')
    text = t('opensOn', {
      day: weekdayName(s.opens.day, locale, locale === 'en' ? 'long' : 'short'),
      time: s.opens.at,
    });
  else text = t(s.opens.when === 'today' ? 'opensToday' : 'opensTomorrow', { time: s.opens.at });
  return (
    <span className={`${styles.status} ${isOpen ? styles.open : styles.closed}`} data-open={isOpen}>
      <span className={styles.dot} aria-hidden />
      {text}
    </span>
  );
}
