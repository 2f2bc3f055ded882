import type { TPromotionOptions } from '@food/contracts';
import { useT } from '../../i18n';
import { Checkbox, Select } from '../../ui';
import { promotionsMessages } from './messages';

/** The cities a promotion is limited to; none ticked: every city of the brand. */
export function CityChecks({
  options,
  value,
  onChange,
}: {
  options: TPromotionOptions;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const t = useT(promotionsMessages);
  return (
    <fieldset className="bo-promo-checks">
      <legend>
        {t('cities')} ({value.length === 0 ? t('allCities') : value.length})
      </legend>
      {options.cities.map((c) => (
        <Checkbox
          key={c.id}
          label={c.name}
          checked={value.includes(c.id)}
          onChange={(e) => onChange(e.target.checked ? [...value, c.id] : value.filter((id) => id !== c.id))}
        />
      ))}
    </fieldset>
  );
}

/** One city, or every city (null). */
export function CitySelect({
  options,
  value,
  onChange,
}: {
  options: TPromotionOptions;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const t = useT(promotionsMessages);
  return (
    <Select
      label={t('city')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{t('allCities')}</option>
      {options.cities.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}
