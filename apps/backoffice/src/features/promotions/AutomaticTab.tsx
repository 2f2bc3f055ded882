import type { TAutomaticDiscountView, TPromotionOptions } from '@food/contracts';
import { useState } from 'react';
import { commonMessages, useFormat, useT } from '../../i18n';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Panel,
  Select,
  Spinner,
  Table,
  TextField,
  useToast,
} from '../../ui';
import { FormDialog, useFormSubmit, useResource, type FieldErrors } from '../admin-kit';
import { CitySelect } from './CityChecks';
import { promotionsMessages } from './messages';
import { RemoveDialog, RowActions } from './RowActions';
import { endsBeforeStart, fromLocalInput, parseWhole, toLocalInput } from './promo-form';
import { promotionsApi } from './promotions-api';
import { cityNames, usePromoErrorText } from './use-promotions';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Target = 'menu' | 'category' | 'dishes';

/** Automatic promotions: a percent off on some days and hours, with no code. */
export function AutomaticTab({ rn, options }: { rn: number; options: TPromotionOptions }) {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const format = useFormat();
  const toast = useToast();
  const errorText = usePromoErrorText();
  const list = useResource(`automatic:${rn}`, () => promotionsApi.automatic(rn));
  const [editing, setEditing] = useState<TAutomaticDiscountView | 'new' | null>(null);
  const [removing, setRemoving] = useState<TAutomaticDiscountView | null>(null);

  const appliesTo = (a: TAutomaticDiscountView) =>
    a.productIds
      ? a.productIds.map((id) => options.products.find((p) => p.id === id)?.name ?? `#${id}`).join(', ')
      : a.categoryId
        ? (options.categories.find((c) => c.id === a.categoryId)?.name ?? `#${a.categoryId}`)
        : t('wholeMenu');
  const label = (a: TAutomaticDiscountView) => `−${a.percent}% ${appliesTo(a)}`;

  return (
    <Panel
      title={t('tabAutomatic')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('newAutomatic')}
        </Button>
      }
    >
      {list.error ? (
        <p role="alert">{errorText(list.error)}</p>
      ) : !list.data ? (
        <Spinner label={common('loading')} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('noAutomatic')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('percent')}</th>
              <th scope="col">{t('appliesTo')}</th>
              <th scope="col">{t('days')}</th>
              <th scope="col">{t('hoursFrom')}</th>
              <th scope="col">{t('window')}</th>
              <th scope="col">{t('city')}</th>
              <th scope="col">{t('isActive')}</th>
              <th scope="col">
                <span className="bo-visually-hidden">{t('edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((a) => (
              <tr key={a.id}>
                <td>−{a.percent}%</td>
                <td>{appliesTo(a)}</td>
                <td>{a.daysOfWeek.map((d) => t(`day${d as (typeof DAYS)[number]}`)).join(' ')}</td>
                <td>{a.startsTime && a.endsTime ? `${a.startsTime}–${a.endsTime}` : '—'}</td>
                <td>
                  {a.endsAt
                    ? t('until', {
                        from: format.dateTime(a.startsAt, options.timeZone),
                        to: format.dateTime(a.endsAt, options.timeZone),
                      })
                    : t('since', { date: format.dateTime(a.startsAt, options.timeZone) })}
                </td>
                <td>
                  {cityNames(
                    a.businessRegionId === null ? null : [a.businessRegionId],
                    options,
                    t('allCities'),
                  )}
                </td>
                <td>
                  <Badge tone={a.isActive ? 'success' : 'neutral'}>
                    {a.isActive ? t('active') : t('inactive')}
                  </Badge>
                </td>
                <td>
                  <RowActions name={label(a)} onEdit={() => setEditing(a)} onRemove={() => setRemoving(a)} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing ? (
        <AutomaticDialog
          rn={rn}
          options={options}
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
            toast.show(t('saved'));
          }}
        />
      ) : null}
      {removing ? (
        <RemoveDialog
          name={label(removing)}
          remove={() => promotionsApi.deleteAutomatic(removing.id)}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            list.reload();
          }}
        />
      ) : null}
    </Panel>
  );
}

type Field = 'percent' | 'days' | 'endsTime' | 'startsAt' | 'endsAt' | 'dishes' | 'category';

function AutomaticDialog({
  rn,
  options,
  rule,
  onClose,
  onSaved,
}: {
  rn: number;
  options: TPromotionOptions;
  rule: TAutomaticDiscountView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const errorText = usePromoErrorText();
  const [percent, setPercent] = useState(String(rule?.percent ?? 10));
  const [days, setDays] = useState<number[]>(rule?.daysOfWeek ?? [1, 2, 3, 4, 5, 6, 7]);
  const [startsTime, setStartsTime] = useState(rule?.startsTime ?? '');
  const [endsTime, setEndsTime] = useState(rule?.endsTime ?? '');
  const [startsAt, setStartsAt] = useState(toLocalInput(rule?.startsAt ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(toLocalInput(rule?.endsAt ?? null));
  const [target, setTarget] = useState<Target>(
    rule?.productIds ? 'dishes' : rule?.categoryId ? 'category' : 'menu',
  );
  const [categoryId, setCategoryId] = useState(rule?.categoryId ? String(rule.categoryId) : '');
  const [dishes, setDishes] = useState<number[]>(rule?.productIds ?? []);
  const [city, setCity] = useState<number | null>(rule?.businessRegionId ?? null);
  const [combines, setCombines] = useState(rule?.combinesWithPromoCodes ?? false);
  const [isActive, setIsActive] = useState(rule?.isActive ?? true);

  const form = useFormSubmit<Field>({
    check: () => {
      const e: FieldErrors<Field> = {};
      if (parseWhole(percent, 1, 100) === null) e.percent = t('errPercent');
      if (days.length === 0) e.days = t('errDays');
      if (!startsTime !== !endsTime || (startsTime && startsTime === endsTime)) e.endsTime = t('errHours');
      if (!startsAt) e.startsAt = t('errRequired');
      if (endsBeforeStart(startsAt, endsAt)) e.endsAt = t('errEndsBeforeStart');
      if (target === 'dishes' && dishes.length === 0) e.dishes = t('errDishes');
      if (target === 'category' && !categoryId) e.category = t('errRequired');
      return e;
    },
    send: async () => {
      const body = {
        businessRegionId: city,
        promotionId: rule?.promotionId ?? null,
        categoryId: target === 'category' ? Number(categoryId) : null,
        productIds: target === 'dishes' ? dishes : null,
        percent: Number(percent),
        daysOfWeek: days,
        startsTime: startsTime || null,
        endsTime: endsTime || null,
        startsAt: fromLocalInput(startsAt)!,
        endsAt: fromLocalInput(endsAt),
        combinesWithPromoCodes: combines,
        isActive,
      };
      if (rule) await promotionsApi.updateAutomatic(rule.id, body);
      else await promotionsApi.createAutomatic({ retailNetworkId: rn, ...body });
      onSaved();
    },
    explain: errorText,
  });

  return (
    <FormDialog
      title={rule ? t('editNamed', { name: `−${rule.percent}%` }) : t('newAutomatic')}
      submitLabel={common('save')}
      form={form}
      onClose={onClose}
    >
      <div className="bo-promo-grid">
        <TextField
          label={t('percent')}
          value={percent}
          inputMode="numeric"
          onChange={(e) => setPercent(e.target.value)}
          error={form.errors.percent}
          required
        />
        <CitySelect options={options} value={city} onChange={setCity} />
        <TextField
          type="time"
          label={t('hoursFrom')}
          hint={t('hoursHint', { zone: options.timeZone })}
          value={startsTime}
          onChange={(e) => setStartsTime(e.target.value)}
        />
        <TextField
          type="time"
          label={t('hoursTo')}
          value={endsTime}
          onChange={(e) => setEndsTime(e.target.value)}
          error={form.errors.endsTime}
        />
        <TextField
          type="datetime-local"
          label={t('startsAt')}
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          error={form.errors.startsAt}
          required
        />
        <TextField
          type="datetime-local"
          label={t('endsAt')}
          hint={t('endsHint')}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          error={form.errors.endsAt}
        />
      </div>
      <fieldset
        className="bo-promo-checks"
        aria-describedby={form.errors.days ? 'auto-days-error' : undefined}
      >
        <legend>{t('days')}</legend>
        {DAYS.map((d) => (
          <Checkbox
            key={d}
            label={t(`day${d}`)}
            checked={days.includes(d)}
            onChange={(e) => setDays(e.target.checked ? [...days, d].sort() : days.filter((x) => x !== d))}
          />
        ))}
      </fieldset>
      {form.errors.days ? (
        <p id="auto-days-error" className="bo-field__error">
          {form.errors.days}
        </p>
      ) : null}
      <Select label={t('appliesTo')} value={target} onChange={(e) => setTarget(e.target.value as Target)}>
        <option value="menu">{t('wholeMenu')}</option>
        <option value="category">{t('category')}</option>
        <option value="dishes">{t('dishes')}</option>
      </Select>
      {target === 'category' ? (
        <Select
          label={t('category')}
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
          error={form.errors.category}
        >
          <option value="" />
          {options.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      ) : null}
      {target === 'dishes' ? (
        <DishChecks options={options} value={dishes} onChange={setDishes} error={form.errors.dishes} />
      ) : null}
      <Checkbox label={t('combines')} checked={combines} onChange={(e) => setCombines(e.target.checked)} />
      <Checkbox label={t('isActive')} checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
    </FormDialog>
  );
}

/** Dishes of the brand to tick (a scrolling list). */
export function DishChecks({
  options,
  value,
  onChange,
  error,
}: {
  options: TPromotionOptions;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const t = useT(promotionsMessages);
  return (
    <fieldset className="bo-promo-checks">
      <legend>
        {t('dishes')} ({value.length})
      </legend>
      <div className="bo-promo-dishes">
        {options.products.map((p) => (
          <Checkbox
            key={p.id}
            label={`${p.name} (${p.article})`}
            checked={value.includes(p.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, p.id] : value.filter((id) => id !== p.id))
            }
          />
        ))}
      </div>
      {error ? <p className="bo-field__error">{error}</p> : null}
    </fieldset>
  );
}
