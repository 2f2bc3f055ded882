import { Link } from 'wouter';
import { commonMessages, useT } from '../../i18n';
import { Badge, Button, Table, type Tone } from '../../ui';
import { adminKitMessages, ScopeText, useStamp } from '../admin-kit';
import { staffMessages } from './messages';
import type { StaffItem } from './staff-api';
import { accountState, type AccountState, type SortDirection, type SortKey } from './staff-rules';

export type StaffAction = 'reset' | 'newInvite' | 'deactivate' | 'activate';

const STATE_LOOK: Record<AccountState, { tone: Tone; key: keyof (typeof staffMessages)['en'] }> = {
  active: { tone: 'success', key: 'stateActive' },
  invited: { tone: 'info', key: 'stateInvited' },
  inviteLapsed: { tone: 'warning', key: 'stateInviteLapsed' },
  resetPending: { tone: 'warning', key: 'stateResetPending' },
  inactive: { tone: 'neutral', key: 'stateInactive' },
};

/** What can be done to a member's access in each state (the API refuses the rest). */
export const ACCESS_ACTIONS: Record<AccountState, StaffAction[]> = {
  active: ['reset', 'deactivate'],
  resetPending: ['reset', 'deactivate'],
  invited: ['newInvite'],
  inviteLapsed: ['newInvite'],
  inactive: ['activate'],
};

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortKey;
  label: string;
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
}) {
  const isSorted = sort.key === column;
  return (
    <th
      scope="col"
      aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="bo-sort" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className="bo-sort__arrow">
          {isSorted ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
        </span>
      </button>
    </th>
  );
}

/** The staff list: one dense row per member, their actions at the end of the row. */
export function StaffTable({
  members,
  myId,
  sort,
  onSort,
  onEdit,
}: {
  members: StaffItem[];
  myId: string;
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
  onEdit: (member: StaffItem) => void;
}) {
  const t = useT(staffMessages);
  const kit = useT(adminKitMessages);
  const common = useT(commonMessages);
  const stamp = useStamp();

  return (
    <Table className="bo-staff-table bo-cards-on-phone">
      <thead>
        <tr>
          <SortHeader column="name" label={t('colName')} sort={sort} onSort={onSort} />
          <SortHeader column="role" label={t('colRole')} sort={sort} onSort={onSort} />
          <th scope="col">{t('colScope')}</th>
          <th scope="col">{t('colTotp')}</th>
          <th scope="col">{t('colState')}</th>
          <SortHeader column="lastSignIn" label={t('colLastSignIn')} sort={sort} onSort={onSort} />
          <th scope="col" className="bo-actions-cell">
            {t('colActions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => {
          const state = accountState(m);
          const look = STATE_LOOK[state];
          return (
            <tr key={m.id} className={state === 'inactive' ? 'is-inactive' : undefined}>
              <th scope="row" className="bo-staff-table__name">
                {m.name}
                {m.id === myId ? (
                  <>
                    {' '}
                    <Badge>{t('you')}</Badge>
                  </>
                ) : null}
                <div className="bo-staff-table__email">{m.email}</div>
              </th>
              <td className="bo-nowrap" data-label={t('colRole')}>
                {common(`role${m.role}`)}
              </td>
              <td data-label={t('colScope')}>
                <ScopeText
                  scope={{ ...m, isOwnerScope: m.role === 'OWNER' }}
                  everythingLabel={t('ownerScope')}
                />
              </td>
              <td data-label={t('colTotp')}>
                {m.totpEnabled ? <Badge tone="success">{kit('on')}</Badge> : <span>{kit('off')}</span>}
              </td>
              <td data-label={t('colState')}>
                <div>
                  <Badge tone={look.tone}>{t(look.key)}</Badge>
                  {m.linkExpiresAt && (state === 'invited' || state === 'resetPending') ? (
                    <div className="bo-staff-table__note">
                      {t('linkUntil', { at: stamp(m.linkExpiresAt, '') })}
                    </div>
                  ) : null}
                </div>
              </td>
              <td className="bo-nowrap" data-label={t('colLastSignIn')}>
                {stamp(m.lastSignInAt, kit('never'))}
              </td>
              <td className="bo-actions-cell">
                {m.id === myId ? (
                  <Link href="/account" className="bo-btn bo-btn--ghost bo-btn--sm">
                    {t('myAccount')}
                  </Link>
                ) : m.canManage ? (
                  <Button size="sm" aria-label={t('editTitle', { name: m.name })} onClick={() => onEdit(m)}>
                    {t('edit')}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
