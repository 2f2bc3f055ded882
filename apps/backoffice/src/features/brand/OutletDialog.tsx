import type { TCityView, TLanguage, TOutletProfile } from '@food/contracts';
import { useState } from 'react';
import { api, ApiError } from '../../api/client';
import { commonMessages, LANGUAGE_NAMES, useErrorText, useT } from '../../i18n';
import { Checkbox, Select, TextField, useToast } from '../../ui';
import { FormDialog, useFormSubmit } from '../admin-kit';
import {
  dayRowProblems,
  hoursOf,
  isLatitude,
  isLongitude,
  isTimeZone,
  numberOf,
  weekRows,
  type DayRow,
} from './brand-form-rules';
import { brandMessages } from './messages';
import { StaffAlertsSection } from './StaffAlertsSection';

type OutletField =
  'name' | 'address' | 'phone' | 'timeZone' | 'latitude' | 'longitude' | 'hours' | 'businessRegionId';

/** The weekly hours: one row per weekday, a switch for open and two times. */
function HoursTable({
  rows,
  problems,
  onChange,
}: {
  rows: DayRow[];
  problems: Record<number, 'time' | 'window'>;
  onChange: (rows: DayRow[]) => void;
}) {
  const t = useT(brandMessages);
  const set = (day: number, patch: Partial<DayRow>) =>
    onChange(rows.map((r) => (r.day === day ? { ...r, ...patch } : r)));
  return (
    <table className="bo-table bo-brand__hours">
      <caption className="bo-table__caption">{t('hours')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="bo-visually-hidden">{t('weekday')}</span>
          </th>
          <th scope="col">{t('open')}</th>
          <th scope="col">{t('opensAt')}</th>
          <th scope="col">{t('closesAt')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const day = t(`day${r.day}` as 'day1');
          const problem = problems[r.day];
          const errorId = `bo-hours-error-${r.day}`;
          return (
            <tr key={r.day}>
              <th scope="row">{day}</th>
              <td>
                <input
                  type="checkbox"
                  role="switch"
                  aria-label={`${day}: ${t('open')}`}
                  checked={r.isOpen}
                  onChange={(e) => set(r.day, { isOpen: e.target.checked })}
                />
              </td>
              {r.isOpen ? (
                <>
                  <td>
                    <input
                      className="bo-input bo-brand__time"
                      type="time"
                      aria-label={`${day}: ${t('opensAt')}`}
                      aria-invalid={problem === 'time' ? true : undefined}
                      aria-describedby={problem ? errorId : undefined}
                      value={r.opensAt}
                      onChange={(e) => set(r.day, { opensAt: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="bo-input bo-brand__time"
                      type="time"
                      aria-label={`${day}: ${t('closesAt')}`}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? errorId : undefined}
                      value={r.closesAt}
                      onChange={(e) => set(r.day, { closesAt: e.target.value })}
                    />
                    {problem ? (
                      <p id={errorId} className="bo-field__error">
                        {problem === 'time' ? t('timeInvalid') : t('windowInvalid')}
                      </p>
                    ) : null}
                  </td>
                </>
              ) : (
                <td colSpan={2} className="bo-muted">
                  {t('closed')}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function OutletDialog({
  outlet,
  retailNetworkId,
  languages,
  defaultLanguage,
  cities,
  onClose,
  onSaved,
}: {
  outlet: TOutletProfile | null;
  retailNetworkId: number;
  languages: TLanguage[];
  defaultLanguage: TLanguage;
  cities: TCityView[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(brandMessages);
  const common = useT(commonMessages);
  const explain = useErrorText();
  const toast = useToast();
  const firstCity = cities.find((c) => c.isActive) ?? cities[0];
  const [businessRegionId, setCity] = useState(outlet?.businessRegionId ?? firstCity?.id ?? 0);
  const [names, setNames] = useState<Partial<Record<string, string>>>(outlet?.name ?? {});
  const [addresses, setAddresses] = useState<Partial<Record<string, string>>>(outlet?.address ?? {});
  const [phone, setPhone] = useState(outlet?.phone ?? '');
  const [timeZone, setTimeZone] = useState(outlet?.timeZone ?? firstCity?.timeZone ?? 'Europe/Kyiv');
  const [latitude, setLatitude] = useState(outlet ? String(outlet.latitude) : '');
  const [longitude, setLongitude] = useState(outlet ? String(outlet.longitude) : '');
  const [rows, setRows] = useState(() => weekRows(outlet?.openingHours ?? []));
  const [isPickupAvailable, setPickup] = useState(outlet?.isPickupAvailable ?? true);
  const [isActive, setActive] = useState(outlet?.isActive ?? true);
  const [showProblems, setShowProblems] = useState(false);
  const problems = dayRowProblems(rows);
  const title = outlet
    ? t('editOutlet', { name: outlet.name[defaultLanguage] ?? `#${outlet.id}` })
    : t('addOutlet');

  const form = useFormSubmit<OutletField>({
    check: () => {
      setShowProblems(true);
      const e: Partial<Record<OutletField, string>> = {};
      if (!names[defaultLanguage]?.trim()) e.name = t('required');
      if (!addresses[defaultLanguage]?.trim()) e.address = t('required');
      if (!phone.trim()) e.phone = t('required');
      if (!isTimeZone(timeZone)) e.timeZone = t('timeZoneInvalid');
      if (!isLatitude(numberOf(latitude))) e.latitude = t('coordinateInvalid');
      if (!isLongitude(numberOf(longitude))) e.longitude = t('coordinateInvalid');
      if (Object.keys(problems).length) e.hours = t('windowInvalid');
      return e;
    },
    fieldCodes: { INVALID_PHONE: 'phone', OUTLET_HAS_ZONES: 'businessRegionId' },
    explain: (err) => {
      if (err instanceof ApiError && err.code === 'OUTLET_HAS_ZONES') return t('outletHasZones');
      if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && err.message.includes('/phone'))
        return t('phoneInvalid');
      return explain(err);
    },
    send: async () => {
      const clean = (map: Partial<Record<string, string>>) =>
        Object.fromEntries(languages.flatMap((l) => (map[l]?.trim() ? [[l, map[l]!.trim()]] : [])));
      const body = {
        businessRegionId,
        name: clean(names),
        address: clean(addresses),
        phone: phone.trim(),
        latitude: numberOf(latitude)!,
        longitude: numberOf(longitude)!,
        timeZone: timeZone.trim(),
        openingHours: hoursOf(rows),
        isPickupAvailable,
        isActive,
      };
      if (outlet) await api.put(`/outlets/${outlet.id}/profile`, body);
      else await api.post('/outlets', { retailNetworkId, ...body });
      toast.show(t('outletSaved', { name: body.name[defaultLanguage] ?? '' }));
      onSaved();
    },
  });

  return (
    <FormDialog
      title={title}
      submitLabel={outlet ? common('save') : t('addOutlet')}
      form={form}
      onClose={onClose}
      // an existing outlet's new-order alerts: a form of their own, saved apart from the profile
      after={outlet ? <StaffAlertsSection outletId={outlet.id} /> : null}
    >
      <div className="bo-brand__grid">
        <Select
          label={t('city')}
          value={businessRegionId}
          error={form.errors.businessRegionId}
          onChange={(e) => setCity(Number(e.target.value))}
        >
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <TextField
          label={t('phone')}
          type="tel"
          value={phone}
          error={form.errors.phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        {languages.map((l) => (
          <TextField
            key={`name-${l}`}
            label={t('outletName', { lang: LANGUAGE_NAMES[l] })}
            value={names[l] ?? ''}
            error={l === defaultLanguage ? form.errors.name : undefined}
            onChange={(e) => setNames({ ...names, [l]: e.target.value })}
          />
        ))}
        {languages.map((l) => (
          <TextField
            key={`address-${l}`}
            label={t('address', { lang: LANGUAGE_NAMES[l] })}
            value={addresses[l] ?? ''}
            error={l === defaultLanguage ? form.errors.address : undefined}
            onChange={(e) => setAddresses({ ...addresses, [l]: e.target.value })}
          />
        ))}
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
        <TextField
          label={t('timeZone')}
          hint={t('timeZoneHint')}
          value={timeZone}
          spellCheck={false}
          error={form.errors.timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
        />
      </div>
      <p className="bo-field__hint">{t('hoursHint')}</p>
      <div className="bo-table-wrap">
        <HoursTable rows={rows} problems={showProblems ? problems : {}} onChange={setRows} />
      </div>
      <div className="bo-brand__grid">
        <Checkbox
          label={t('pickup')}
          checked={isPickupAvailable}
          onChange={(e) => setPickup(e.target.checked)}
        />
        <Checkbox label={t('active')} checked={isActive} onChange={(e) => setActive(e.target.checked)} />
      </div>
    </FormDialog>
  );
}
