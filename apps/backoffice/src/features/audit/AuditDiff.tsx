import { useT } from '../../i18n';
import { Badge } from '../../ui';
import type { AuditEntry } from './audit-api';
import { isChange, type DiffRow } from './audit-diff';
import { auditMessages, fieldKey } from './messages';
import { useAuditValue } from './use-audit-value';

/**
 * One entry's before and after: a row per field, changed fields marked in words and colour,
 * the entry as recorded underneath for whoever needs the exact JSON.
 */
export function AuditDiff({ entry, rows, what }: { entry: AuditEntry; rows: DiffRow[]; what: string }) {
  const t = useT(auditMessages);
  const show = useAuditValue();
  const changeLabel = { added: t('changeAdded'), removed: t('changeRemoved'), changed: t('changeChanged') };
  const value = (row: DiffRow, side: unknown, isRecorded: boolean) =>
    isRecorded ? show(row.path, side, entry) : <span className="bo-muted">{t('notRecorded')}</span>;
  return (
    <div className="bo-audit-diff">
      {rows.length ? (
        <table className="bo-audit-diff__table">
          <caption className="bo-visually-hidden">{t('diffCaption', { what })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('field')}</th>
              <th scope="col">{t('before')}</th>
              <th scope="col">{t('after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = fieldKey(row.path);
              const changed = isChange(row);
              // a creation has no before and a deletion no after: a dash, not "not recorded"
              const hasBefore = row.before !== undefined || row.change === 'added';
              const hasAfter = row.after !== undefined || row.change === 'removed';
              return (
                <tr key={row.path} className={changed ? 'is-changed' : undefined}>
                  <th scope="row">
                    <span className={key ? undefined : 'bo-mono'}>{key ? t(key) : row.path}</span>
                    {changed ? (
                      <>
                        {' '}
                        <Badge tone="warning">{changeLabel[row.change as keyof typeof changeLabel]}</Badge>
                      </>
                    ) : null}
                  </th>
                  <td className={row.change === 'changed' ? 'bo-audit-diff__before' : undefined}>
                    {value(row, row.before, hasBefore)}
                  </td>
                  <td className={changed ? 'bo-audit-diff__after' : undefined}>
                    {value(row, row.after, hasAfter)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <details className="bo-audit-diff__raw">
        <summary>{t('raw')}</summary>
        <pre>{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
      </details>
      {entry.clientIp ? (
        <p className="bo-audit-diff__ip">{t('fromAddress', { ip: entry.clientIp })}</p>
      ) : null}
    </div>
  );
}
