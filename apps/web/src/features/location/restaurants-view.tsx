'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRestaurantDays } from '../checkout/restaurant-days';
import { GridIcon, PinIcon } from '../shell/icons';
import { useSite } from '../shell/site-context';
import { MapView, type MapTiles } from './map-view';
import { OutletCard, OutletRow } from './outlet-card';
import type { OutletView } from './outlet-view';
import { useNow } from './use-now';
import styles from './restaurants.module.css';

type View = 'map' | 'list';

/**
 * The restaurants (SPEC section 2): a map view (the default) with the outlets beside it, and a
 * list view with each outlet's hours. Choosing a restaurant switches to the map, centres it and
 * scrolls the outlets beside the map to it.
 */
export function RestaurantsView({
  outlets,
  tiles,
  locale,
}: {
  outlets: OutletView[];
  tiles: MapTiles;
  locale: string;
}) {
  const t = useTranslations('location.restaurants');
  const tm = useTranslations('location.map');
  const now = useNow();
  const site = useSite();
  // pauses, busy minutes and holidays, read live: the page itself is cached
  const days = useRestaurantDays(site.rn, site.city.id);
  const [view, setView] = useState<View>('map');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const layout = useRef<HTMLDivElement>(null);
  const focusChosen = useRef(false);

  const pins = useMemo(
    () => outlets.map((o) => ({ id: o.id, lat: o.lat, lng: o.lng, label: o.name })),
    [outlets],
  );
  const mapSelection = useMemo(
    () => (selected === null ? null : { kind: 'pin' as const, id: selected }),
    [selected],
  );

  const choose = (id: number, fromList: boolean) => {
    focusChosen.current = fromList;
    setSelected(id);
    setView('map');
  };

  // the chosen outlet scrolled into sight within the list beside the map (not the page)
  useEffect(() => {
    if (view !== 'map' || selected === null || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-outlet="${selected}"]`);
    if (!item) return;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    list.current.scrollTo({ top: item.offsetTop - 8, left: item.offsetLeft - 16, behavior });
    if (focusChosen.current) {
      // "show on map" left the list view, maybe far down the page: the map comes into sight
      // and the focus goes to the same outlet beside (or under) it
      layout.current?.scrollIntoView({ block: 'start', behavior });
      item.querySelector('button')?.focus({ preventScroll: true });
      focusChosen.current = false;
    }
  }, [view, selected]);

  if (outlets.length === 0) return <p className={styles.empty}>{t('empty')}</p>;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>{t('count', { count: outlets.length })}</p>
        <div className={styles.switch} role="group" aria-label={t('views')}>
          <button
            type="button"
            className={styles.switchButton}
            aria-pressed={view === 'map'}
            onClick={() => setView('map')}
          >
            <PinIcon size={18} /> {t('viewMap')}
          </button>
          <button
            type="button"
            className={styles.switchButton}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <GridIcon size={18} /> {t('viewList')}
          </button>
        </div>
      </div>

      {view === 'map' ? (
        <div ref={layout} className={styles.mapLayout} data-view="map">
          <ol ref={list} className={styles.rows} aria-label={t('listLabel')}>
            {outlets.map((o) => (
              <OutletRow
                key={o.id}
                outlet={o}
                now={now}
                locale={locale}
                day={days?.get(o.id)?.state}
                isSelected={o.id === selected}
                onSelect={() => choose(o.id, false)}
              />
            ))}
          </ol>
          <div className={styles.mapBox}>
            <MapView
              tiles={tiles}
              label={t('mapLabel')}
              pins={pins}
              selected={mapSelection}
              onSelect={(_, id) => choose(id, false)}
              loadingText={tm('loading')}
            />
          </div>
        </div>
      ) : (
        <ul className={styles.cards} data-view="list" aria-label={t('listLabel')}>
          {outlets.map((o) => (
            <OutletCard
              key={o.id}
              outlet={o}
              now={now}
              locale={locale}
              day={days?.get(o.id)?.state}
              onShowOnMap={() => choose(o.id, true)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
