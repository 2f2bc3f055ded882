/**
 * The zone editor's map: Leaflet with Geoman for drawing and moving vertices. Loaded only when the
 * zones page opens (React.lazy in ZonesPage), so the board's first load never carries it. Geoman's
 * build extends a global `L`, so Leaflet is put on `window` before Geoman is imported. Tiles come
 * from the API's MAP_TILE_URL (OpenStreetMap's by default), as on the storefront's maps.
 * Positions in props are GeoJSON's [longitude, latitude]; Leaflet's are [lat, lng].
 */
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import L from 'leaflet';
import type { Position } from '@food/domain/zone-rules';
import { useEffect, useRef, useState } from 'react';

export interface MapZone {
  id: number;
  polygon: Position[][];
  color: string;
  label: string;
}

export interface MapOverlap {
  area: Position[][][];
  label: string;
}

export interface ZoneMapProps {
  /** the map's accessible name */
  label: string;
  tiles: { url: string; attribution: string };
  /** every zone shown as published, but the one being edited */
  zones: MapZone[];
  overlaps: MapOverlap[];
  /** the zone in the form, with its vertices editable (null: nothing being edited) */
  editing: { polygon: Position[][]; color: string; isInvalid: boolean; invalidLabel: string } | null;
  isDrawing: boolean;
  /** where to look when the city has no zones (its outlets), [lng, lat] */
  focus: Position[];
  onSelect: (zoneId: number) => void;
  onShapeChange: (polygon: Position[][]) => void;
  onDrawn: (polygon: Position[][]) => void;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const toLatLngs = (polygon: Position[][]) =>
  polygon.map((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng)));

/** A Leaflet polygon's rings as open [lng, lat] rings, rounded to 6 decimals (about 0.1 m). */
function readPolygon(layer: L.Polygon): Position[][] {
  const raw = layer.getLatLngs() as L.LatLng[][] | L.LatLng[];
  const rings = (Array.isArray(raw[0]) ? raw : [raw]) as L.LatLng[][];
  return rings.map((ring) => ring.map((p): Position => [round6(p.lng), round6(p.lat)]));
}

const openRings = (polygon: Position[][]) =>
  polygon.map((ring) =>
    ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1]
      ? ring.slice(0, -1)
      : ring,
  );

/** A tooltip names the problem of a self-crossing outline; a sound one has none (an empty tooltip has no name). */
function showProblem(layer: L.Polygon, editing: { isInvalid: boolean; invalidLabel: string }) {
  layer.unbindTooltip();
  if (editing.isInvalid) layer.bindTooltip(editing.invalidLabel, { sticky: true });
}

function hideHandles(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('.leaflet-marker-icon[role="button"]').forEach((handle) => {
    handle.removeAttribute('role');
    handle.tabIndex = -1;
    handle.setAttribute('aria-hidden', 'true');
  });
}

let geoman: Promise<unknown> | null = null;
function loadGeoman() {
  (window as unknown as { L: typeof L }).L = L;
  geoman ??= import('@geoman-io/leaflet-geoman-free');
  return geoman;
}

export default function ZoneMap(props: ZoneMapProps) {
  const { label, tiles, zones, overlaps, editing, isDrawing, focus } = props;
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const zoneLayer = useRef<L.LayerGroup | null>(null);
  const overlapLayer = useRef<L.LayerGroup | null>(null);
  const editLayer = useRef<L.Polygon | null>(null);
  const handlers = useRef(props);
  const hasFitted = useRef(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    let live = true;
    let resize: ResizeObserver | null = null;
    let handles: MutationObserver | null = null;
    void loadGeoman().then(() => {
      if (!live || !box.current) return;
      const map = L.map(box.current, { scrollWheelZoom: false, zoomSnap: 0.5 });
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, crossOrigin: true }).addTo(map);
      map.setView([50.45, 30.52], 11);
      overlapLayer.current = L.layerGroup().addTo(map);
      zoneLayer.current = L.layerGroup().addTo(map);
      map.on('pm:create', (event) => {
        const layer = event.layer as L.Polygon;
        const polygon = readPolygon(layer);
        layer.remove();
        handlers.current.onDrawn(polygon);
      });
      mapRef.current = map;
      // the form opening beside the map narrows it: Leaflet must measure its box again
      resize = new ResizeObserver(() => map.invalidateSize());
      resize.observe(box.current);
      // Geoman's vertex handles are Leaflet markers, each a nameless focusable "button": the form's
      // outline field is the keyboard's way to move points, so the handles are for the mouse only
      handles = new MutationObserver(() => hideHandles(box.current));
      handles.observe(box.current, { childList: true, subtree: true });
      setReady(true);
    });
    return () => {
      live = false;
      resize?.disconnect();
      handles?.disconnect();
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  // the zones not being edited, and a first view of them all
  useEffect(() => {
    const map = mapRef.current;
    const group = zoneLayer.current;
    if (!ready || !map || !group) return;
    group.clearLayers();
    const bounds = L.latLngBounds([]);
    for (const zone of zones) {
      const polygon = L.polygon(toLatLngs(zone.polygon), {
        color: zone.color,
        weight: 2,
        fillColor: zone.color,
        fillOpacity: 0.14,
      })
        .bindTooltip(zone.label, { sticky: true })
        .on('click', () => handlers.current.onSelect(zone.id));
      group.addLayer(polygon);
      bounds.extend(polygon.getBounds());
    }
    if (!hasFitted.current) {
      for (const [lng, lat] of focus) bounds.extend([lat, lng]);
      if (bounds.isValid()) {
        map.fitBounds(bounds, { padding: [16, 16] });
        hasFitted.current = true;
      }
    }
  }, [ready, zones, focus]);

  // the shared areas, hatched in red with the rule as their tooltip
  useEffect(() => {
    const group = overlapLayer.current;
    if (!ready || !group) return;
    group.clearLayers();
    for (const overlap of overlaps)
      for (const part of overlap.area)
        group.addLayer(
          L.polygon(toLatLngs(part), {
            color: '#c92a2a',
            weight: 1,
            dashArray: '4 4',
            fillColor: '#c92a2a',
            fillOpacity: 0.12,
          }).bindTooltip(overlap.label, { sticky: true }),
        );
  }, [ready, overlaps]);

  // the zone in the form: its vertices can be dragged, added (the middle handles) and removed
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const current = editLayer.current;
    if (!editing || !editing.polygon.some((ring) => ring.length >= 3)) {
      current?.remove();
      editLayer.current = null;
      return;
    }
    const style: L.PathOptions = editing.isInvalid
      ? { color: '#c92a2a', weight: 3, dashArray: '6 4', fillColor: '#c92a2a', fillOpacity: 0.2 }
      : {
          color: editing.color,
          weight: 3,
          dashArray: undefined,
          fillColor: editing.color,
          fillOpacity: 0.25,
        };
    const wanted = JSON.stringify(openRings(editing.polygon));
    if (current && JSON.stringify(readPolygon(current)) === wanted) {
      current.setStyle(style);
      showProblem(current, editing);
      return;
    }
    current?.remove();
    const layer = L.polygon(toLatLngs(openRings(editing.polygon)), style).addTo(map);
    showProblem(layer, editing);
    layer.pm.enable({ allowSelfIntersection: true, snappable: false });
    layer.on('pm:edit', () => handlers.current.onShapeChange(readPolygon(layer)));
    editLayer.current = layer;
  }, [ready, editing]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    if (isDrawing)
      map.pm.enableDraw('Polygon', {
        allowSelfIntersection: true,
        snappable: false,
        templineStyle: { color: '#1f4fd1' },
        hintlineStyle: { color: '#1f4fd1', dashArray: [5, 5] },
      });
    else map.pm.disableDraw();
  }, [ready, isDrawing]);

  return (
    <div className="bo-zone-map" role="region" aria-label={label}>
      <div ref={box} className="bo-zone-map__canvas" />
    </div>
  );
}
