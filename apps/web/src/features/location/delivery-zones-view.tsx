'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatPrice } from '@/lib/format/price';
import { useSite } from '../shell/site-context';
import { MapView, type MapTiles } from './map-view';
import { drawOrder, type ZoneView } from './zone-view';
import styles from './delivery.module.css';

/**
 * The city's delivery zones (cities issue, item 5): drawn on the map in their colours and listed
 * with their delivery price, minimum order, free-delivery threshold and time. Choosing a zone in
 * the list outlines it on the map; choosing it on the map brings its card into sight.
 */
export function DeliveryZonesView({ zones, tiles }: { zones: ZoneView[]; tiles: MapTiles }) {
  const t = useTranslations('location.delivery');
  const tm = useTranslations('location.map');
  const site = useSite();
  const price = (minor: number) => formatPrice(minor, site.locale, site.currency);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const areas = useMemo(
    () =>
      drawOrder(zones).map((z) => ({
        id: z.id,
        rings: z.rings,
        color: z.color,
        label: `${z.name}: ${price(z.deliveryPrice)}`,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [zones, site.locale],
  );
  const mapSelection = useMemo(
    () => (selected === null ? null : { kind: 'area' as const, id: selected }),
    [selected],
  );

  useEffect(() => {
    if (selected === null || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-zone="${selected}"]`);
    if (!item) return;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    list.current.scrollTo({ top: item.offsetTop - 8, left: item.offsetLeft - 16, behavior });
  }, [selected]);

  if (zones.length === 0) return <p className={styles.empty}>{t('noZones')}</p>;

  return (
    <div className={styles.layout}>
      <ul ref={list} className={styles.zones} aria-label={t('zonesTitle')}>
        {zones.map((z) => (
          <li
            key={z.id}
            className={`${styles.zone} ${z.id === selected ? styles.zoneSelected : ''}`}
            data-zone={z.id}
          >
            <h3 className={styles.zoneName}>
              <button
                type="button"
                className={styles.zoneButton}
                aria-pressed={z.id === selected}
                aria-label={t('showOnMap', { name: z.name })}
                onClick={() => setSelected(z.id)}
              >
                <span className={styles.swatch} style={{ background: z.color }} aria-hidden />
                {z.name}
              </button>
            </h3>
            <dl className={styles.facts}>
              <div>
                <dt>{t('price')}</dt>
                <dd className={z.deliveryPrice === 0 ? styles.free : styles.strong}>
                  {z.deliveryPrice === 0 ? t('free') : price(z.deliveryPrice)}
                </dd>
              </div>
              <div>
                <dt>{t('minOrder')}</dt>
                <dd>{price(z.minOrderAmount)}</dd>
              </div>
              <div>
                <dt>{t('freeFrom')}</dt>
                <dd>{z.freeFrom === null ? t('never') : t('freeFromValue', { price: price(z.freeFrom) })}</dd>
              </div>
              <div>
                <dt>{t('timeLabel')}</dt>
                <dd>{t('time', { minutes: z.deliveryTimeMinutes })}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className={styles.mapBox}>
        <MapView
          tiles={tiles}
          label={t('mapLabel')}
          areas={areas}
          selected={mapSelection}
          onSelect={(_, id) => setSelected(id)}
          loadingText={tm('loading')}
        />
      </div>
    </div>
  );
}
