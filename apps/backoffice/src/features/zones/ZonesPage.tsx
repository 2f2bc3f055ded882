import type { TAdminZone, TAdminZones } from '@food/contracts';
import type { Position } from '@food/domain/zone-rules';
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { minorUnitsOf, useErrorText, useLanguage, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Button, Notice, PageHeader, Select, Spinner, Stack, Toolbar } from '../../ui';
import { LoadStatus, useResource, useUrlParams } from '../admin-kit';
import { zoneMessages } from './messages';
import {
  emptyForm,
  formOfAdminZone,
  nextColor,
  pointsProblem,
  polygonToText,
  textToPolygon,
  type ZoneForm,
} from './zone-form';
import { ZoneEditor } from './ZoneEditor';
import { useOverlapWords, zoneName, ZonesTable } from './ZonesTable';
import { zonesApi } from './zones-api';
import type { MapOverlap, MapZone } from './ZoneMap';
import './zones.css';

/** Leaflet and Geoman come with the map only, after the page and its table are on screen. */
const ZoneMap = lazy(() => import('./ZoneMap'));

/** A map that failed to load (a lost connection mid-deploy) leaves the table and the form working. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Selection = number | 'new' | null;

/**
 * Delivery zones of a city (issue 19 item 4): the map with every zone in its colour and the
 * overlaps hatched, the zone being edited with draggable vertices, drawing a new one; beside it
 * the form, and under them the zones as a table (the map's text alternative) and the overlaps
 * with the rule that decides each. Brand and city are in the address (?brand=&city=&zone=).
 */
export function ZonesPage() {
  const t = useT(zoneMessages);
  const errorText = useErrorText();
  const { language } = useLanguage();
  const places = usePlaces();
  const [params, setParams] = useUrlParams();

  const brandId = places.brandById.has(Number(params.get('brand')))
    ? Number(params.get('brand'))
    : (places.brands[0]?.retailNetworkId ?? null);
  const brandCities = places.cities.filter((c) => c.retailNetworkId === brandId);
  const cityId = brandCities.some((c) => c.id === Number(params.get('city')))
    ? Number(params.get('city'))
    : (brandCities[0]?.id ?? null);
  const city = brandCities.find((c) => c.id === cityId);
  const rawZone = params.get('zone');
  const selection: Selection = rawZone === 'new' ? 'new' : rawZone ? Number(rawZone) : null;

  const resource = useResource<TAdminZones | null>(`${brandId}:${cityId}`, () =>
    brandId && cityId ? zonesApi.list(brandId, cityId) : Promise.resolve(null),
  );
  const data = resource.data;
  const selectedZone =
    typeof selection === 'number' ? data?.zones.find((z) => z.id === selection) : undefined;

  // the form follows the selection; typing keeps it until another zone is chosen
  const [form, setForm] = useState<{ key: string; value: ZoneForm } | null>(null);
  const formKey = `${cityId}:${selection}:${selectedZone?.version ?? ''}:${selectedZone?.draft?.updatedAt ?? ''}`;
  const perMajor = data ? minorUnitsOf(data.currencyCode) : 100;
  let current: ZoneForm | null = null;
  if (data && selection !== null && (selection === 'new' || selectedZone)) {
    current =
      form?.key === formKey
        ? form.value
        : selectedZone
          ? formOfAdminZone(selectedZone, perMajor)
          : emptyForm(data.outlets[0]?.id, nextColor(data.zones.length));
  }
  const setCurrent = (value: ZoneForm) => setForm({ key: formKey, value });

  const [isDrawing, setDrawing] = useState(false);
  const livePointsProblem = current && current.points.trim() ? pointsProblem(current.points) : null;
  const overlapWords = useOverlapWords(data);

  const select = (next: Selection) => {
    setDrawing(false);
    setParams({ zone: next === null ? null : String(next) });
  };

  const mapZones: MapZone[] = useMemo(
    () =>
      (data?.zones ?? [])
        .filter((z) => z.id !== selection)
        .map((z) => ({
          id: z.id,
          polygon: z.polygon,
          color: z.color,
          label: zoneName(z, language, data!.defaultLanguage),
        })),
    [data, selection, language],
  );
  const mapOverlaps: MapOverlap[] = useMemo(
    () => (data?.overlaps ?? []).map((o) => ({ area: o.area, label: overlapWords(o) })),
    // the words depend on the data and the language only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, language],
  );
  const focus: Position[] = useMemo(() => (data?.outlets ?? []).map((o) => [o.lng, o.lat]), [data]);
  const parsed = current ? textToPolygon(current.points) : null;
  const editing =
    current && parsed?.ok
      ? {
          polygon: parsed.polygon,
          color: current.color,
          isInvalid: livePointsProblem !== null,
          invalidLabel: t('selfIntersectsOnMap'),
        }
      : null;

  function onDrawn(polygon: Position[][]) {
    setDrawing(false);
    const points = polygonToText(polygon);
    if (selection === 'new' && current) setCurrent({ ...current, points });
    else if (data) {
      setParams({ zone: 'new' });
      setForm({
        key: `${cityId}:new::`,
        value: { ...emptyForm(data.outlets[0]?.id, nextColor(data.zones.length)), points },
      });
    }
  }

  function saved(zone: TAdminZone) {
    resource.setData((d) =>
      d
        ? {
            ...d,
            zones: d.zones.some((z) => z.id === zone.id)
              ? d.zones.map((z) => (z.id === zone.id ? zone : z))
              : [...d.zones, zone],
          }
        : d,
    );
    setForm(null);
    setParams({ zone: String(zone.id) });
    // the overlaps and the versions follow from the server
    resource.reload();
  }

  return (
    <div className="bo-page bo-page--zones">
      <PageHeader title={t('title')} description={t('intro')} />
      <Toolbar className="bo-zone-toolbar">
        {places.brands.length > 1 ? (
          <Select
            label={t('brand')}
            value={brandId ?? ''}
            onChange={(e) => setParams({ brand: e.target.value, city: null, zone: null })}
          >
            {places.brands.map((b) => (
              <option key={b.retailNetworkId} value={b.retailNetworkId}>
                {b.name}
              </option>
            ))}
          </Select>
        ) : null}
        <Select
          label={t('city')}
          value={cityId ?? ''}
          onChange={(e) => setParams({ city: e.target.value, zone: null })}
        >
          {brandCities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <div className="bo-zone-toolbar__actions">
          <Button onClick={() => select('new')}>{t('newZone')}</Button>
          <Button
            variant={isDrawing ? 'primary' : 'secondary'}
            aria-pressed={isDrawing}
            onClick={() => {
              if (isDrawing) return setDrawing(false);
              if (selection !== 'new') setParams({ zone: 'new' });
              setDrawing(true);
            }}
          >
            {isDrawing ? t('stopDrawing') : t('drawZone')}
          </Button>
        </div>
      </Toolbar>
      {isDrawing ? <Notice tone="info">{t('drawing')}</Notice> : null}

      <LoadStatus resource={resource} failedTitle={t('loadFailed')} explain={errorText} />
      {data && city ? (
        <Stack gap="lg">
          <div className={current ? 'bo-zone-layout bo-zone-layout--editing' : 'bo-zone-layout'}>
            <MapBoundary fallback={<Notice tone="warning">{t('mapFailed')}</Notice>}>
              <Suspense
                fallback={
                  <div className="bo-zone-map bo-zone-map--loading">
                    <Spinner label={t('mapLoading')} />
                  </div>
                }
              >
                <ZoneMap
                  key={cityId}
                  label={t('mapLabel', { city: city.name })}
                  tiles={{ url: data.map.tileUrl, attribution: data.map.tileAttribution }}
                  zones={mapZones}
                  overlaps={mapOverlaps}
                  editing={editing}
                  isDrawing={isDrawing}
                  focus={focus}
                  onSelect={(id) => {
                    // a click while drawing places a point, it does not choose the zone under it
                    if (!isDrawing) select(id);
                  }}
                  onShapeChange={(polygon) =>
                    current && setCurrent({ ...current, points: polygonToText(polygon) })
                  }
                  onDrawn={onDrawn}
                />
              </Suspense>
            </MapBoundary>
            {current ? (
              <ZoneEditor
                key={formKey}
                data={data}
                zone={selectedZone ?? null}
                form={current}
                onChange={setCurrent}
                livePointsProblem={livePointsProblem}
                onSaved={saved}
                onDeleted={() => {
                  setForm(null);
                  select(null);
                  resource.reload();
                }}
                onClose={() => select(null)}
              />
            ) : null}
          </div>
          <ZonesTable
            data={data}
            cityName={city.name}
            selectedId={typeof selection === 'number' ? selection : null}
            onEdit={(id) => select(id)}
          />
        </Stack>
      ) : null}
    </div>
  );
}
