'use client';

import { openCityChooser } from '@/features/location/city-chooser-store';
import { ChevronDownIcon, PinIcon } from '../icons';
import styles from './header.module.css';

/** The city's name in the header, opening the city chooser. */
export function CityButton({ cityName, label }: { cityName: string; label: string }) {
  return (
    <button
      type="button"
      className={styles.city}
      data-testid="city-chooser"
      aria-haspopup="dialog"
      onClick={(e) => openCityChooser(e.currentTarget)}
    >
      <PinIcon size={20} className={styles.cityPin} />
      <span className="visually-hidden">{label}: </span>
      <span data-testid="city-name" className={styles.cityName}>
        {cityName}
      </span>
      <ChevronDownIcon size={16} className={styles.cityChevron} />
    </button>
  );
}
