import type { TInvitation } from '@food/contracts';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import type { StaffRole } from '../../api/types';
import { commonMessages, LOCALE_OF, useLanguage, useT } from '../../i18n';
import { useSession } from '../../session';
import { Button, PageHeader, Select, TextField, Toolbar, useToast } from '../../ui';
import { ConfirmDialog, LoadStatus, useResource, useUrlParams } from '../admin-kit';
import { LinkDialog } from './LinkDialog';
import { MemberDialog } from './MemberDialog';
import { staffMessages } from './messages';
import { listStaff, newPasswordLink, setStaffActive, type StaffItem, type StaffLink } from './staff-api';
import {
  changesOf,
  filterStaff,
  ROLES,
  sortStaff,
  type AccountState,
  type SortDirection,
  type SortKey,
  type StaffChange,
} from './staff-rules';
import { StaffTable, type StaffAction } from './StaffTable';
import { useStaffErrorText } from './use-staff-errors';
import './staff.css';

type Open =
  | { kind: 'invite' }
  | { kind: 'edit'; member: StaffItem }
  | { kind: 'confirm'; action: StaffAction; member: StaffItem }
  | { kind: 'link'; link: StaffLink; member: { name: string; email: string } };

const STATES: readonly AccountState[] = ['active', 'invited', 'inviteLapsed', 'resetPending', 'inactive'];
const STATE_KEY = {
  active: 'stateActive',
  invited: 'stateInvited',
  inviteLapsed: 'stateInviteLapsed',
  resetPending: 'stateResetPending',
  inactive: 'stateInactive',
} as const;
const SORT_KEYS: readonly SortKey[] = ['name', 'role', 'lastSignIn'];
const CHANGE_KEY: Record<StaffChange, 'changeName' | 'changeRole' | 'changeScope' | 'changeLanguage'> = {
  name: 'changeName',
  role: 'changeRole',
  scope: 'changeScope',
  language: 'changeLanguage',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;

/**
 * Staff (issue 18 item 2): everyone the member manages, filtered and sorted from the address;
 * invite, edit role and scope, reset a password, deactivate and activate. Links are shown once.
 */
export function StaffPage() {
  const t = useT(staffMessages);
  const common = useT(commonMessages);
  const explain = useStaffErrorText();
  const toast = useToast();
  const { member: me } = useSession();
  const { language } = useLanguage();
  const staff = useResource('staff', listStaff);
  const [open, setOpen] = useState<Open | null>(null);

  const [params, setParams] = useUrlParams();
  const query = params.get('q') ?? '';
  const role = oneOf<StaffRole>(ROLES, params.get('role'));
  const state = oneOf(STATES, params.get('state'));
  const sortKey = oneOf(SORT_KEYS, params.get('sort')) ?? 'name';
  const direction: SortDirection = params.get('dir') === 'desc' ? 'desc' : 'asc';

  const all = staff.data?.data;
  const shown = useMemo(
    () => sortStaff(filterStaff(all ?? [], { query, role, state }), sortKey, direction, LOCALE_OF[language]),
    [all, query, role, state, sortKey, direction, language],
  );
  const isFiltered = Boolean(query || role || state);

  function replaceMember(next: StaffItem) {
    staff.setData((list) => list && { data: list.data.map((m) => (m.id === next.id ? next : m)) });
  }

  const onAccess = (action: StaffAction, member: StaffItem) => setOpen({ kind: 'confirm', action, member });

  async function confirm(action: StaffAction, member: StaffItem) {
    try {
      if (action === 'reset' || action === 'newInvite') {
        const link = await newPasswordLink(member.id);
        staff.reload();
        setOpen({ kind: 'link', link, member });
        return;
      }
      const { member: after } = await setStaffActive(member.id, action === 'activate');
      replaceMember(after);
      setOpen(null);
      toast.show(t(action === 'activate' ? 'activated' : 'deactivated', { name: member.name }));
    } catch (err) {
      // a member removed meanwhile: the list is out of date
      if (err instanceof ApiError && err.code === 'STAFF_NOT_FOUND') staff.reload();
      throw err;
    }
  }

  function onInvited(invitation: TInvitation) {
    staff.setData((list) => list && { data: [...list.data, invitation.member] });
    setOpen({ kind: 'link', link: invitation, member: invitation.member });
    toast.show(t('invited', { name: invitation.member.name }));
  }

  function onSaved(before: StaffItem, after: StaffItem) {
    replaceMember(after);
    setOpen(null);
    const changes = changesOf(before, after);
    toast.show(
      changes.length
        ? t('saved', { name: after.name, changes: changes.map((c) => t(CHANGE_KEY[c])).join(', ') })
        : t('nothingChanged'),
    );
  }

  function onSort(key: SortKey) {
    const nextDirection = key === sortKey && direction === 'asc' ? 'desc' : 'asc';
    setParams({ sort: key === 'name' ? null : key, dir: nextDirection === 'asc' ? null : 'desc' });
  }

  return (
    <div className="bo-page bo-page--wide bo-staff">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="primary" onClick={() => setOpen({ kind: 'invite' })}>
            {t('invite')}
          </Button>
        }
      />
      <Toolbar className="bo-staff__filters">
        <TextField
          className="bo-staff__search"
          label={t('search')}
          type="search"
          value={query}
          onChange={(e) => setParams({ q: e.target.value })}
        />
        <Select
          label={t('filterRole')}
          value={role ?? ''}
          onChange={(e) => setParams({ role: e.target.value })}
        >
          <option value="">{t('anyRole')}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {common(`role${r}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('filterState')}
          value={state ?? ''}
          onChange={(e) => setParams({ state: e.target.value })}
        >
          <option value="">{t('anyState')}</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {t(STATE_KEY[s])}
            </option>
          ))}
        </Select>
        {isFiltered ? (
          <Button variant="ghost" onClick={() => setParams({ q: null, role: null, state: null })}>
            {t('clearFilters')}
          </Button>
        ) : null}
        {all ? (
          <p className="bo-staff__count" aria-live="polite">
            {t('shown', { shown: shown.length, total: all.length })}
          </p>
        ) : null}
      </Toolbar>

      <LoadStatus
        resource={staff}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={shown.length === 0}
        empty={t('empty')}
      />
      {shown.length > 0 ? (
        <StaffTable
          members={shown}
          myId={me.id}
          sort={{ key: sortKey, direction }}
          onSort={onSort}
          onEdit={(member) => setOpen({ kind: 'edit', member })}
        />
      ) : null}

      {open?.kind === 'invite' ? (
        <MemberDialog
          onClose={() => setOpen(null)}
          onInvited={onInvited}
          onSaved={onSaved}
          onAccess={onAccess}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <MemberDialog
          member={open.member}
          onClose={() => setOpen(null)}
          onInvited={onInvited}
          onSaved={onSaved}
          onAccess={onAccess}
        />
      ) : null}
      {open?.kind === 'link' ? (
        <LinkDialog link={open.link} member={open.member} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'confirm' ? (
        <ConfirmStaffAction
          action={open.action}
          member={open.member}
          onConfirm={() => confirm(open.action, open.member)}
          onClose={() => setOpen(null)}
          explain={explain}
        />
      ) : null}
    </div>
  );
}

function ConfirmStaffAction({
  action,
  member,
  onConfirm,
  onClose,
  explain,
}: {
  action: StaffAction;
  member: StaffItem;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  explain: (error: unknown) => string;
}) {
  const t = useT(staffMessages);
  const vars = { name: member.name, email: member.email };
  const texts = {
    reset: { title: t('resetTitle', vars), body: t('resetBody'), confirm: t('resetConfirm') },
    newInvite: { title: t('newInviteTitle', vars), body: t('newInviteBody'), confirm: t('newInviteConfirm') },
    deactivate: {
      title: t('deactivateTitle', vars),
      body: t('deactivateBody', vars),
      confirm: t('deactivate'),
    },
    activate: { title: t('activateTitle', vars), body: t('activateBody', vars), confirm: t('activate') },
  }[action];
  return (
    <ConfirmDialog
      title={texts.title}
      confirmLabel={texts.confirm}
      tone={action === 'activate' || action === 'newInvite' ? 'primary' : 'danger'}
      onConfirm={onConfirm}
      onClose={onClose}
      explain={explain}
    >
      <p>{texts.body}</p>
    </ConfirmDialog>
  );
}
