import type { TCityList, TLanguage, TOutletProfile, TOutletProfileList } from '@food/contracts';
import { useState } from 'react';
import { api } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { Badge, Button, Panel, Table } from '../../ui';
import { LoadStatus, useResource } from '../admin-kit';
import { OutletDialog } from './OutletDialog';
import { brandMessages } from './messages';

/** A brand's outlets: a table by city, and a dialog for an outlet's profile and weekly hours. */
export function OutletsPanel({
  retailNetworkId,
  languages,
  defaultLanguage,
}: {
  retailNetworkId: number;
  languages: TLanguage[];
  defaultLanguage: TLanguage;
}) {
  const t = useT(brandMessages);
  const explain = useErrorText();
  const outlets = useResource(`outlets:${retailNetworkId}`, () =>
    api.get<TOutletProfileList>(`/outlets?retailNetworkId=${retailNetworkId}`),
  );
  const cities = useResource(`cities:${retailNetworkId}`, () =>
    api.get<TCityList>(`/cities?retailNetworkId=${retailNetworkId}`),
  );
  const [editing, setEditing] = useState<TOutletProfile | 'new' | null>(null);
  const rows = outlets.data?.outlets ?? [];
  const cityName = (id: number) => cities.data?.cities.find((c) => c.id === id)?.name ?? `#${id}`;
  const nameOf = (o: TOutletProfile) => o.name[defaultLanguage] ?? Object.values(o.name)[0] ?? `#${o.id}`;
  return (
    <Panel
      title={t('outletsTitle')}
      actions={
        <Button size="sm" variant="primary" onClick={() => setEditing('new')} disabled={!cities.data}>
          {t('addOutlet')}
        </Button>
      }
    >
      <LoadStatus
        resource={outlets}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={!rows.length}
        empty={t('noOutlets')}
      />
      {rows.length ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('cityName')}</th>
              <th scope="col">{t('city')}</th>
              <th scope="col">{t('phone')}</th>
              <th scope="col">{t('timeZone')}</th>
              <th scope="col">{t('state')}</th>
              <th scope="col">
                <span className="bo-visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id}>
                <td>
                  <span className="bo-brand__outlet-name">{nameOf(o)}</span>
                  <span className="bo-muted bo-brand__outlet-address">
                    {o.address[defaultLanguage] ?? Object.values(o.address)[0] ?? ''}
                  </span>
                </td>
                <td>{cityName(o.businessRegionId)}</td>
                <td className="bo-nowrap">{o.phone}</td>
                <td>{o.timeZone}</td>
                <td>
                  <Badge tone={o.isActive ? 'success' : 'neutral'}>
                    {o.isActive ? t('active') : t('inactive')}
                  </Badge>
                </td>
                <td className="bo-row-actions">
                  <Button
                    size="sm"
                    onClick={() => setEditing(o)}
                    aria-label={t('editOutlet', { name: nameOf(o) })}
                  >
                    {t('edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {editing && cities.data ? (
        <OutletDialog
          outlet={editing === 'new' ? null : editing}
          retailNetworkId={retailNetworkId}
          languages={languages}
          defaultLanguage={defaultLanguage}
          cities={cities.data.cities}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            outlets.reload();
          }}
        />
      ) : null}
    </Panel>
  );
}
