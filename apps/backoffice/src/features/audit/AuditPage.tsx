import { useMemo } from 'react';
import { useT } from '../../i18n';
import { usePlaces } from '../../session';
import { PageHeader } from '../../ui';
import { LoadStatus, Pager, useResource, useUrlParams } from '../admin-kit';
import { listStaff } from '../staff/staff-api';
import { useStaffErrorText } from '../staff/use-staff-errors';
import { listAudit } from './audit-api';
import type { EntityLookups } from './audit-entity';
import { filtersFromParams, paramsOf, type AuditFilters } from './audit-filters';
import { AuditFilterBar } from './AuditFilterBar';
import { AuditTable } from './AuditTable';
import { auditMessages } from './messages';
import './audit.css';

/**
 * The audit log (issue 18 item 3, owners): filtered by member, brand, outlet, action and
 * period from the address, 50 entries a page, each opening to its before and after.
 */
export function AuditPage() {
  const t = useT(auditMessages);
  const explain = useStaffErrorText();
  const places = usePlaces();
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const log = useResource(JSON.stringify(filters), () => listAudit(filters));
  const staff = useResource('staff', listStaff);

  const lookups = useMemo<EntityLookups>(() => {
    const names = new Map((staff.data?.data ?? []).map((m) => [m.id, m.name]));
    return {
      staffName: (id) => names.get(id),
      outletName: (id) => places.outletById.get(id)?.name,
    };
  }, [staff.data, places]);

  const change = (changes: Partial<AuditFilters>) => setParams(paramsOf(changes));
  const entries = log.data?.data;

  return (
    <div className="bo-page bo-page--wide bo-audit">
      <PageHeader title={t('title')} description={t('description')} />
      <AuditFilterBar filters={filters} staff={staff.data?.data ?? []} onChange={change} />
      <LoadStatus
        resource={log}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={entries?.length === 0}
        empty={t('empty')}
      />
      {entries && entries.length > 0 ? (
        <div className={log.isLoading ? 'bo-audit__stale' : undefined} aria-busy={log.isLoading || undefined}>
          <AuditTable key={JSON.stringify(filters)} entries={entries} lookups={lookups} />
          <Pager pagination={log.data!.pagination} onPage={(page) => change({ page })} />
        </div>
      ) : null}
    </div>
  );
}
