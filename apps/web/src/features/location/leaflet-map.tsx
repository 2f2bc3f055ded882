'use client';

import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import type { LatLngBoundsExpression, Layer, Map as LMap, Marker, Polygon } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import styles from './leaflet-map.module.css';

interface MapPin {
  id: number;
  lat: number;
  lng: number;
  label: string;
}

interface MapArea {
  id: number;
  /** outer ring first, then holes; points [lat, lng] */
  rings: Array<Array<[number, number]>>;
  color: string;
  label: string;
}

export interface MapTiles {
  url: string;
  /** the provider's credit, HTML */
  attribution: string;
}

export interface LeafletMapProps {
  tiles: MapTiles;
  /** the map's accessible name */
  label: string;
  pins?: readonly MapPin[];
  /** drawn in this order: the last lies on top */
  areas?: readonly MapArea[];
  selected?: { kind: 'pin' | 'area'; id: number } | null;
  onSelect?: (kind: 'pin' | 'area', id: number) => void;
  loadingText: string;
}

type L = typeof Leaflet;

const PIN_SVG =
  '<svg viewBox="0 0 36 44" width="36" height="44" aria-hidden="true" focusable="false"><path d="M18 43s14-13.2 14-24.5C32 10.5 25.7 4 18 4S4 10.5 4 18.5C4 29.8 18 43 18 43Z" fill="currentColor" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="18.5" r="5.5" fill="#fff"/></svg>';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A Leaflet map of pins and areas (the restaurants and delivery pages). Leaflet needs the
 * browser, so it is imported here only, and this file only through next/dynamic (map-view.tsx):
 * no other page downloads it. Tiles come from the runtime config (MAP_TILE_URL).
 */
export default function LeafletMap({
  tiles,
  label,
  pins = [],
  areas = [],
  selected,
  onSelect,
  loadingText,
}: LeafletMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const leaflet = useRef<{ L: L; map: LMap; layers: Layer[] } | null>(null);
  const markers = useRef(new Map<number, Marker>());
  const polygons = useRef(new Map<number, Polygon>());
  const select = useRef(onSelect);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  // the map itself, once
  useEffect(() => {
    let live = true;
    void import('leaflet').then((mod) => {
      const L = (mod as { default?: L }).default ?? (mod as L);
      if (!live || !box.current) return;
      const map = L.map(box.current, {
        // the page scrolls under the wheel; the map zooms with its buttons, a pinch or a double click
        scrollWheelZoom: false,
        zoomSnap: 0.5,
      });
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, crossOrigin: true }).addTo(map);
      map.setView([50.45, 30.52], 11);
      leaflet.current = { L, map, layers: [] };
      setReady(true);
    });
    return () => {
      live = false;
      leaflet.current?.map.remove();
      leaflet.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  // pins and areas, whenever they change
  useEffect(() => {
    const ctx = leaflet.current;
    if (!ready || !ctx) return;
    const { L, map } = ctx;
    ctx.layers.forEach((layer) => layer.remove());
    ctx.layers = [];
    markers.current.clear();
    polygons.current.clear();
    const bounds = L.latLngBounds([]);
    for (const area of areas) {
      const polygon = L.polygon(area.rings, {
        color: area.color,
        weight: 2,
        fillColor: area.color,
        fillOpacity: 0.16,
      })
        .bindTooltip(area.label, { sticky: true })
        .on('click', () => select.current?.('area', area.id))
        .addTo(map);
      polygons.current.set(area.id, polygon);
      ctx.layers.push(polygon);
      bounds.extend(polygon.getBounds());
    }
    for (const pin of pins) {
      const marker = L.marker([pin.lat, pin.lng], {
        icon: L.divIcon({
          className: styles.pin,
          html: PIN_SVG,
          iconSize: [36, 44],
          iconAnchor: [18, 43],
          tooltipAnchor: [0, -40],
        }),
        title: pin.label,
        keyboard: true,
        riseOnHover: true,
      })
        .bindTooltip(pin.label, { direction: 'top' })
        .on('click', () => select.current?.('pin', pin.id))
        .addTo(map);
      marker.getElement()?.setAttribute('aria-label', pin.label);
      markers.current.set(pin.id, marker);
      ctx.layers.push(marker);
      bounds.extend(marker.getLatLng());
    }
    map.invalidateSize();
    // room for the pins' height above their point and for the zoom buttons
    if (bounds.isValid())
      map.fitBounds(bounds as LatLngBoundsExpression, {
        paddingTopLeft: [56, 56],
        paddingBottomRight: [32, 24],
        maxZoom: 15,
      });
  }, [ready, pins, areas]);

  // the selection: centred, highlighted, its tooltip shown
  useEffect(() => {
    const ctx = leaflet.current;
    if (!ready || !ctx) return;
    const animate = !reducedMotion();
    markers.current.forEach((m, id) => {
      const isSelected = selected?.kind === 'pin' && selected.id === id;
      m.getElement()?.classList.toggle(styles.selected!, isSelected);
      m.setZIndexOffset(isSelected ? 1000 : 0);
    });
    polygons.current.forEach((p, id) => {
      const isSelected = selected?.kind === 'area' && selected.id === id;
      p.setStyle({ weight: isSelected ? 4 : 2, fillOpacity: isSelected ? 0.34 : 0.16 });
      if (isSelected) p.bringToFront();
    });
    if (selected?.kind === 'pin') {
      const m = markers.current.get(selected.id);
      if (m) {
        ctx.map.setView(m.getLatLng(), Math.max(ctx.map.getZoom(), 15), { animate });
        m.openTooltip();
      }
    } else if (selected?.kind === 'area') {
      const p = polygons.current.get(selected.id);
      if (p) {
        ctx.map.fitBounds(p.getBounds(), { padding: [24, 24], animate });
        p.openTooltip(p.getBounds().getCenter());
      }
    }
  }, [ready, selected, pins, areas]);

  return (
    <div className={styles.frame}>
      <div ref={box} className={styles.map} role="region" aria-label={label} />
      {!ready && (
        <p className={styles.loading} role="status">
          {loadingText}
        </p>
      )}
    </div>
  );
}
