import { Fragment, useState } from 'react';
import { useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Badge, Button, Table } from '../../ui';
import { adminKitMessages, useStamp } from '../admin-kit';
import type { AuditEntry } from './audit-api';
import { countChanges, diffSnapshots } from './audit-diff';
import { actorOf, entityName, type EntityLookups } from './audit-entity';
import { AuditDiff } from './AuditDiff';
import { isKnownKind, kindMessages } from './kind-messages';
import { auditMessages, entityKey } from './messages';

/** The log, newest first; a row opens to its before and after. */
export function AuditTable({ entries, lookups }: { entries: AuditEntry[]; lookups: EntityLookups }) {
  const t = useT(auditMessages);
  const kinds = useT(kindMessages);
  const kit = useT(adminKitMessages);
  const places = usePlaces();
  const stamp = useStamp();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const where = (e: AuditEntry) => {
    if (e.outletId) return places.outletLabel(e.outletId);
    if (e.retailNetworkId) return places.brandById.get(e.retailNetworkId)?.name ?? `#${e.retailNetworkId}`;
    return kit('nothing');
  };

  return (
    <Table className="bo-audit-table bo-cards-on-phone">
      <thead>
        <tr>
          <th scope="col">{t('colAt')}</th>
          <th scope="col">{t('colWho')}</th>
          <th scope="col">{t('colAction')}</th>
          <th scope="col">{t('colWhat')}</th>
          <th scope="col">{t('colWhere')}</th>
          <th scope="col" className="bo-actions-cell">
            {t('colDetails')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const rows = diffSnapshots(entry.before, entry.after);
          const changed = countChanges(rows);
          const isOpen = open.has(entry.id);
          const typeKey = entityKey(entry.entityType);
          const name = entityName(entry, lookups);
          const what = [typeKey ? t(typeKey) : entry.entityType, name].filter(Boolean).join(' ');
          const panelId = `bo-audit-${entry.id}`;
          const actor = actorOf(entry.actorLabel);
          return (
            <Fragment key={entry.id}>
              <tr className={isOpen ? 'is-open' : undefined}>
                <td className="bo-nowrap" data-label={t('colAt')}>
                  <time dateTime={entry.at}>{stamp(entry.at, '')}</time>
                </td>
                <td className="bo-audit-table__who" data-label={t('colWho')}>
                  <div>
                    {actor.name}
                    {actor.email ? <div className="bo-audit-table__email">{actor.email}</div> : null}
                    {entry.apiKeyId ? (
                      <>
                        {' '}
                        <Badge tone="info">{t('apiKey')}</Badge>
                      </>
                    ) : null}
                  </div>
                </td>
                <td data-label={t('colAction')}>
                  {isKnownKind(entry.kind) ? (
                    kinds(entry.kind)
                  ) : (
                    <span className="bo-mono">{entry.kind}</span>
                  )}
                </td>
                <td className="bo-audit-table__what" data-label={t('colWhat')}>
                  {what}
                </td>
                <td data-label={t('colWhere')}>{where(entry)}</td>
                <td className="bo-actions-cell">
                  <Button
                    size="sm"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? panelId : undefined}
                    onClick={() => toggle(entry.id)}
                  >
                    {isOpen ? t('hide') : t('show')}
                    <span className="bo-audit-table__count">
                      {changed ? t('changes', { n: changed }) : t('noChanges')}
                    </span>
                    <span className="bo-visually-hidden">{what}</span>
                  </Button>
                </td>
              </tr>
              {isOpen ? (
                <tr className="bo-audit-table__details" id={panelId}>
                  <td colSpan={6}>
                    <AuditDiff entry={entry} rows={rows} what={what} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
