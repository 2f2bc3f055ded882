import type { TCityList, TCityView, TLanguage } from '@food/contracts';
import { useState } from 'react';
import { api, ApiError } from '../../api/client';
import { commonMessages, LANGUAGE_NAMES, useErrorText, useT } from '../../i18n';
import { Badge, Button, Checkbox, Panel, Table, TextField, useToast } from '../../ui';
import { FormDialog, LoadStatus, useFormSubmit, useResource } from '../admin-kit';
import { isCitySlug, isLatitude, isLongitude, isTimeZone, numberOf } from './brand-form-rules';
import { brandMessages } from './messages';

type CityField = 'name' | 'slug' | 'timeZone' | 'latitude' | 'longitude' | 'isActive';

/** A brand's cities: a table, and a dialog to add or change one. */
export function CitiesPanel({
  retailNetworkId,
  languages,
}: {
  retailNetworkId: number;
  languages: TLanguage[];
}) {
  const t = useT(brandMessages);
  const explain = useErrorText();
  const cities = useResource(`cities:${retailNetworkId}`, () =>
    api.get<TCityList>(`/cities?retailNetworkId=${retailNetworkId}`),
  );
  const [editing, setEditing] = useState<TCityView | 'new' | null>(null);
  const rows = cities.data?.cities ?? [];
  return (
    <Panel
      title={t('citiesTitle')}
      actions={
        <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
          {t('addCity')}
        </Button>
      }
    >
      <LoadStatus
        resource={cities}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={!rows.length}
        empty={t('noCities')}
      />
      {rows.length ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('cityName')}</th>
              <th scope="col">{t('slug')}</th>
              <th scope="col">{t('timeZone')}</th>
              <th scope="col">{t('outletsCount')}</th>
              <th scope="col">{t('state')}</th>
              <th scope="col">
                <span className="bo-visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  {c.name} {c.isDefault ? <Badge tone="info">{t('defaultCity')}</Badge> : null}
                </td>
                <td className="bo-mono">{c.slug ?? '—'}</td>
                <td>{c.timeZone}</td>
                <td>{c.outletCount}</td>
                <td>
                  <Badge tone={c.isActive ? 'success' : 'neutral'}>
                    {c.isActive ? t('active') : t('inactive')}
                  </Badge>
                </td>
                <td className="bo-row-actions">
                  <Button
                    size="sm"
                    onClick={() => setEditing(c)}
                    aria-label={t('editCity', { name: c.name })}
                  >
                    {t('edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {editing ? (
        <CityDialog
          city={editing === 'new' ? null : editing}
          retailNetworkId={retailNetworkId}
          languages={languages}
          nextOrder={(rows.at(-1)?.sortOrder ?? 0) + 10}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            cities.reload();
          }}
        />
      ) : null}
    </Panel>
  );
}

function CityDialog({
  city,
  retailNetworkId,
  languages,
  nextOrder,
  onClose,
  onSaved,
}: {
  city: TCityView | null;
  retailNetworkId: number;
  languages: TLanguage[];
  nextOrder: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(brandMessages);
  const common = useT(commonMessages);
  const explain = useErrorText();
  const toast = useToast();
  const [name, setName] = useState(city?.name ?? '');
  const [slug, setSlug] = useState(city?.slug ?? '');
  const [description, setDescription] = useState(city?.description ?? '');
  const [timeZone, setTimeZone] = useState(city?.timeZone ?? 'Europe/Kyiv');
  const [latitude, setLatitude] = useState(city ? String(city.latitude) : '');
  const [longitude, setLongitude] = useState(city ? String(city.longitude) : '');
  const [isActive, setActive] = useState(city?.isActive ?? true);
  const [sortOrder, setSortOrder] = useState(String(city?.sortOrder ?? nextOrder));
  const [local, setLocal] = useState(() =>
    Object.fromEntries(
      languages.map((l) => {
        const found = city?.localization.find((x) => x.language === l);
        return [
          l,
          {
            name: found?.name ?? '',
            nominative: found?.seo.nominativeCase ?? '',
            prepositional: found?.seo.prepositionalCase ?? '',
          },
        ];
      }),
    ),
  );

  const form = useFormSubmit<CityField>({
    check: () => {
      const e: Partial<Record<CityField, string>> = {};
      if (!name.trim()) e.name = t('required');
      if (!isCitySlug(slug.trim())) e.slug = t('slugInvalid');
      if (!isTimeZone(timeZone)) e.timeZone = t('timeZoneInvalid');
      if (!isLatitude(numberOf(latitude))) e.latitude = t('coordinateInvalid');
      if (!isLongitude(numberOf(longitude))) e.longitude = t('coordinateInvalid');
      return e;
    },
    fieldCodes: { CITY_SLUG_TAKEN: 'slug', DEFAULT_CITY_REQUIRED: 'isActive' },
    explain: (err) =>
      err instanceof ApiError && err.code === 'CITY_SLUG_TAKEN'
        ? t('slugTaken')
        : err instanceof ApiError && err.code === 'DEFAULT_CITY_REQUIRED'
          ? t('defaultCityActive')
          : explain(err),
    send: async () => {
      const body = {
        name: name.trim(),
        slug: slug.trim(),
        description: description.trim() || null,
        localization: languages
          .filter((l) => local[l]?.name.trim())
          .map((l) => ({
            language: l,
            name: local[l]!.name.trim(),
            seo: {
              nominativeCase: local[l]!.nominative.trim() || local[l]!.name.trim(),
              prepositionalCase: local[l]!.prepositional.trim() || local[l]!.name.trim(),
            },
          })),
        timeZone: timeZone.trim(),
        latitude: numberOf(latitude)!,
        longitude: numberOf(longitude)!,
        isActive,
        sortOrder: Math.max(0, Math.round(numberOf(sortOrder) ?? 0)),
      };
      if (city) await api.put(`/cities/${city.id}`, body);
      else await api.post('/cities', { retailNetworkId, ...body });
      toast.show(t('citySaved', { name: body.name }));
      onSaved();
    },
  });

  return (
    <FormDialog
      title={city ? t('editCity', { name: city.name }) : t('addCity')}
      submitLabel={city ? common('save') : t('addCity')}
      form={form}
      onClose={onClose}
    >
      <div className="bo-brand__grid">
        <TextField
          label={t('cityName')}
          value={name}
          error={form.errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t('slug')}
          hint={t('slugHint')}
          value={slug}
          spellCheck={false}
          autoCapitalize="none"
          error={form.errors.slug}
          onChange={(e) => setSlug(e.target.value)}
        />
        <TextField
          label={t('timeZone')}
          hint={t('timeZoneHint')}
          value={timeZone}
          spellCheck={false}
          error={form.errors.timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
        />
        <TextField
          label={t('sortOrder')}
          type="number"
          min={0}
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value)}
        />
        <TextField
          label={t('latitude')}
          inputMode="decimal"
          value={latitude}
          error={form.errors.latitude}
          onChange={(e) => setLatitude(e.target.value)}
        />
        <TextField
          label={t('longitude')}
          inputMode="decimal"
          value={longitude}
          error={form.errors.longitude}
          onChange={(e) => setLongitude(e.target.value)}
        />
      </div>
      <TextField
        label={t('description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      {languages.map((l) => (
        <fieldset key={l} className="bo-brand__fieldset bo-brand__grid">
          <legend className="bo-field__label">{LANGUAGE_NAMES[l]}</legend>
          <TextField
            label={t('localName', { lang: LANGUAGE_NAMES[l] })}
            value={local[l]?.name ?? ''}
            onChange={(e) => setLocal({ ...local, [l]: { ...local[l]!, name: e.target.value } })}
          />
          <TextField
            label={t('prepositional', { lang: LANGUAGE_NAMES[l] })}
            hint={t('prepositionalHint')}
            value={local[l]?.prepositional ?? ''}
            onChange={(e) => setLocal({ ...local, [l]: { ...local[l]!, prepositional: e.target.value } })}
          />
        </fieldset>
      ))}
      <Checkbox label={t('active')} checked={isActive} onChange={(e) => setActive(e.target.checked)} />
      {form.errors.isActive ? <p className="bo-field__error">{form.errors.isActive}</p> : null}
    </FormDialog>
  );
}
