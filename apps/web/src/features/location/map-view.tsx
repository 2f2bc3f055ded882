'use client';

import dynamic from 'next/dynamic';
import styles from './leaflet-map.module.css';

/**
 * The map, loaded in the browser only and only on the pages that show one: Leaflet (~40 KB
 * gzipped with its CSS) never weighs on the menu pages.
 */
export const MapView = dynamic(() => import('./leaflet-map'), {
  ssr: false,
  loading: () => <div className={styles.frame} aria-hidden />,
});

export type { MapTiles } from './leaflet-map';
