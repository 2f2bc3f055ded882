import { useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Button, Select, TextField, Toolbar } from '../../ui';
import type { StaffItem } from '../staff/staff-api';
import { hasFilters, type AuditFilters } from './audit-filters';
import { KIND_GROUPS, kindMessages } from './kind-messages';
import { auditMessages } from './messages';

/** Member, brand, outlet, action and period; every change lands in the address. */
export function AuditFilterBar({
  filters,
  staff,
  onChange,
}: {
  filters: AuditFilters;
  staff: readonly StaffItem[];
  onChange: (changes: Partial<AuditFilters>) => void;
}) {
  const t = useT(auditMessages);
  const kinds = useT(kindMessages);
  const places = usePlaces();
  const outlets = places.outlets.filter(
    (o) => !filters.retailNetworkId || o.retailNetworkId === filters.retailNetworkId,
  );
  const number = (value: string) => (value ? Number(value) : null);

  return (
    <Toolbar className="bo-audit__filters" role="search" aria-label={t('filters')}>
      <Select
        label={t('member')}
        value={filters.staffId ?? ''}
        onChange={(e) => onChange({ staffId: e.target.value || null })}
      >
        <option value="">{t('anyMember')}</option>
        {[...staff]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.email})
            </option>
          ))}
      </Select>
      <Select
        label={t('brand')}
        value={filters.retailNetworkId ?? ''}
        onChange={(e) => {
          const brand = number(e.target.value);
          const outlet = filters.outletId ? places.outletById.get(filters.outletId) : undefined;
          // an outlet of another brand would make the two filters find nothing
          onChange({
            retailNetworkId: brand,
            ...(brand && outlet && outlet.retailNetworkId !== brand ? { outletId: null } : {}),
          });
        }}
      >
        <option value="">{t('anyBrand')}</option>
        {places.brands.map((b) => (
          <option key={b.retailNetworkId} value={b.retailNetworkId}>
            {b.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('outlet')}
        value={filters.outletId ?? ''}
        onChange={(e) => onChange({ outletId: number(e.target.value) })}
      >
        <option value="">{t('anyOutlet')}</option>
        {outlets.map((o) => (
          <option key={o.id} value={o.id}>
            {places.outletLabel(o.id)}
          </option>
        ))}
      </Select>
      <Select
        label={t('kind')}
        value={filters.kind ?? ''}
        onChange={(e) => onChange({ kind: e.target.value || null })}
      >
        <option value="">{t('anyKind')}</option>
        {KIND_GROUPS.map(({ group, kinds: list }) => (
          <optgroup key={group} label={kinds(group)}>
            <option value={group}>{t('allOfGroup', { group: kinds(group) })}</option>
            {list.map((kind) => (
              <option key={kind} value={kind}>
                {kinds(kind)}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <div className="bo-audit__period">
        <TextField
          label={t('from')}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
        <TextField
          label={t('to')}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
      </div>
      {hasFilters(filters) ? (
        <Button
          variant="ghost"
          onClick={() =>
            onChange({
              staffId: null,
              retailNetworkId: null,
              outletId: null,
              kind: null,
              from: null,
              to: null,
            })
          }
        >
          {t('clearFilters')}
        </Button>
      ) : null}
    </Toolbar>
  );
}
