'use client';

import type { TOutletDayState } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { displayPhone, telHref } from '../shell/phone';
import { PhoneIcon, PinIcon } from '../shell/icons';
import { groupWeek, outletClock, weekdayName } from './outlet-hours';
import { OutletStatus } from './outlet-status';
import type { OutletView } from './outlet-view';
import styles from './restaurants.module.css';

interface CardProps {
  outlet: OutletView;
  now: Date | null;
  locale: string;
  /** its day now, read live (paused, closed today, busy) */
  day?: TOutletDayState | null;
}

/** An outlet in the map view's list: choosing it centres the map on it. */
export function OutletRow({
  outlet,
  now,
  locale,
  day,
  isSelected,
  onSelect,
}: CardProps & { isSelected: boolean; onSelect: () => void }) {
  const t = useTranslations('location.restaurants');
  return (
    <li className={`${styles.row} ${isSelected ? styles.rowSelected : ''}`} data-outlet={outlet.id}>
      <button type="button" className={styles.rowMain} aria-pressed={isSelected} onClick={onSelect}>
        <span className={styles.rowName}>{outlet.name}</span>
        <span className={styles.rowAddress}>{outlet.address}</span>
        <OutletStatus hours={outlet.hours} timeZone={outlet.timeZone} now={now} locale={locale} day={day} />
      </button>
      <a
        href={telHref(outlet.phone)}
        className={styles.rowPhone}
        aria-label={t('call', { phone: displayPhone(outlet.phone) })}
      >
        <PhoneIcon size={18} />
      </a>
    </li>
  );
}

/** An outlet in the list view: address, phone, the week's hours (today marked) and its actions. */
export function OutletCard({
  outlet,
  now,
  locale,
  day,
  onShowOnMap,
}: CardProps & { onShowOnMap: () => void }) {
  const t = useTranslations('location.restaurants');
  const tc = useTranslations('common');
  const today = now ? outletClock(outlet.timeZone, now).weekday : null;
  const dayRange = (from: number, to: number) =>
    from === to ? weekdayName(from, locale) : `${weekdayName(from, locale)}–${weekdayName(to, locale)}`;
  return (
    <li className={styles.card} data-outlet={outlet.id}>
      <h2 className={styles.cardName}>{outlet.name}</h2>
      <p className={styles.cardAddress}>
        <PinIcon size={18} className={styles.cardIcon} /> {outlet.address}
      </p>
      <div className={styles.badges}>
        <OutletStatus hours={outlet.hours} timeZone={outlet.timeZone} now={now} locale={locale} day={day} />
        <span className={outlet.isPickupAvailable ? styles.pickup : styles.noPickup}>
          {outlet.isPickupAvailable ? t('pickup') : t('noPickup')}
        </span>
      </div>
      <h3 className={styles.hoursTitle}>{t('hours')}</h3>
      <dl className={styles.hours}>
        {groupWeek(outlet.hours).map((g) => {
          const isToday = today !== null && today >= g.fromDay && today <= g.toDay;
          return (
            <div key={g.fromDay} className={isToday ? styles.today : undefined}>
              <dt>{dayRange(g.fromDay, g.toDay)}</dt>
              <dd>{g.hours ? `${g.hours.opensAt}–${g.hours.closesAt}` : t('closedDay')}</dd>
            </div>
          );
        })}
      </dl>
      <div className={styles.cardActions}>
        <button type="button" className={styles.mapButton} onClick={onShowOnMap}>
          <PinIcon size={18} /> {t('showOnMap')}
        </button>
        <a href={telHref(outlet.phone)} className={styles.cardLink}>
          <PhoneIcon size={18} /> {displayPhone(outlet.phone)}
        </a>
        <a
          href={`https://www.google.com/maps/dir/?api=1&destination=${outlet.lat},${outlet.lng}`}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.cardLink}
        >
          {t('route')}
          <span className="visually-hidden"> ({tc('newTab')})</span>
        </a>
      </div>
    </li>
  );
}
