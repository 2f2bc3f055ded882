'use client';

import { useTranslations } from 'next-intl';
import { outletStatus, weekdayName, type OpeningHours } from './outlet-hours';
import styles from './restaurants.module.css';

/** "Open until 23:00" or "Closed · opens at 10:00", in the outlet's time zone. */
export function OutletStatus({
  hours,
  timeZone,
  now,
  locale,
}: {
  hours: OpeningHours[];
  timeZone: string;
  now: Date | null;
  locale: string;
}) {
  const t = useTranslations('location.restaurants');
  // before hydration the time is unknown: the pill keeps its place, empty
  if (!now) return <span className={`${styles.status} ${styles.statusUnknown}`} aria-hidden />;
  const s = outletStatus(hours, timeZone, now);
  let text: string;
  if (s.isOpen) text = t('openUntil', { time: s.closesAt });
  else if (!s.opens) text = t('closed');
  else if (s.opens.when === 'weekday')
    text = t('opensOn', {
      day: weekdayName(s.opens.day, locale, locale === 'en' ? 'long' : 'short'),
      time: s.opens.at,
    });
  else text = t(s.opens.when === 'today' ? 'opensToday' : 'opensTomorrow', { time: s.opens.at });
  return (
    <span className={`${styles.status} ${s.isOpen ? styles.open : styles.closed}`} data-open={s.isOpen}>
      <span className={styles.dot} aria-hidden />
      {text}
    </span>
  );
}
