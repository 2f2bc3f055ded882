import type { TInvitation } from '@food/contracts';
import { useState } from 'react';
import { commonMessages, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT, type Language } from '../../i18n';
import type { StaffRole } from '../../api/types';
import { useSession } from '../../session';
import { Button, Notice, Select, TextField } from '../../ui';
import { FormDialog, ScopeFields, useFormSubmit, type FieldErrors, type PickedScope } from '../admin-kit';
import { staffMessages } from './messages';
import { inviteStaff, updateStaff, type StaffItem } from './staff-api';
import {
  accountState,
  hasScopeFor,
  isEmailShape,
  rolesGivableBy,
  scopeKindOf,
  staffScopeBody,
} from './staff-rules';
import { ACCESS_ACTIONS, type StaffAction } from './StaffTable';
import { useStaffErrorText } from './use-staff-errors';

type Field = 'email' | 'name' | 'scope';

/**
 * Invite a member (e-mail, name, role, scope, language) or edit one (name, role, scope). Only
 * the roles and places the signed-in member may give are offered; the brands and outlets picked
 * for one role are kept while another is tried.
 */
export function MemberDialog({
  member,
  onClose,
  onInvited,
  onSaved,
  onAccess,
}: {
  /** absent: a new invitation */
  member?: StaffItem;
  onClose: () => void;
  /** a change of the member's access (reset, deactivate…), asked for from the edit panel */
  onAccess: (action: StaffAction, member: StaffItem) => void;
  onInvited: (invitation: TInvitation) => void;
  onSaved: (before: StaffItem, after: StaffItem) => void;
}) {
  const t = useT(staffMessages);
  const common = useT(commonMessages);
  const explain = useStaffErrorText();
  const { member: me } = useSession();
  const { language: myLanguage } = useLanguage();
  const roles = rolesGivableBy(me.role);
  const isInvite = !member;

  const [email, setEmail] = useState('');
  const [name, setName] = useState(member?.name ?? '');
  const [role, setRole] = useState<StaffRole>(member?.role ?? roles.at(-1) ?? 'OUTLET_STAFF');
  const [picked, setPicked] = useState<PickedScope>({
    isEverything: false,
    retailNetworkIds: member?.retailNetworkIds ?? [],
    outletIds: member?.outletIds ?? [],
  });
  const [language, setLanguage] = useState<Language>(myLanguage);
  const scopeKind = scopeKindOf(role);

  function check(): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    if (isInvite && !email.trim()) found.email = t('required');
    else if (isInvite && !isEmailShape(email)) found.email = t('emailShape');
    if (!name.trim()) found.name = t('required');
    if (!hasScopeFor(role, picked)) found.scope = scopeKind === 'brands' ? t('pickBrand') : t('pickOutlet');
    return found;
  }

  const form = useFormSubmit<Field>({
    check,
    send: async () => {
      const scope = staffScopeBody(role, picked);
      if (member) {
        const { member: after } = await updateStaff(member.id, { name: name.trim(), role, ...scope });
        onSaved(member, after);
      } else {
        onInvited(await inviteStaff({ email: email.trim(), name: name.trim(), role, language, ...scope }));
      }
    },
    fieldCodes: { EMAIL_TAKEN: 'email', INVALID_SCOPE: 'scope' },
    explain,
  });
  const { errors } = form;

  return (
    <FormDialog
      title={isInvite ? t('inviteTitle') : t('editTitle', { name: member.name })}
      description={isInvite ? t('inviteIntro') : member.email}
      submitLabel={isInvite ? t('createInvite') : t('saveChanges')}
      form={form}
      onClose={onClose}
      after={member ? <AccessActions member={member} onAccess={onAccess} /> : null}
    >
      <div className="bo-form__pair">
        {isInvite ? (
          <TextField
            label={t('email')}
            type="email"
            autoComplete="off"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
        ) : null}
        <TextField
          label={t('name')}
          autoComplete="off"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
      </div>
      <div className="bo-form__pair">
        <Select label={t('role')} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {common(`role${r}`)}
            </option>
          ))}
        </Select>
        {isInvite ? (
          <Select
            label={t('language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      {scopeKind === 'none' ? (
        <Notice tone="info">{t('ownerNote')}</Notice>
      ) : (
        <ScopeFields
          mode={scopeKind}
          legend={scopeKind === 'brands' ? t('brandsLegend') : t('outletsLegend')}
          hint={me.role === 'OWNER' ? undefined : t('scopeHint')}
          value={picked}
          onChange={setPicked}
          error={errors.scope}
        />
      )}
    </FormDialog>
  );
}

/** The member's access, beside the edit form: reset the password, a new link, (de)activate. */
function AccessActions({
  member,
  onAccess,
}: {
  member: StaffItem;
  onAccess: (action: StaffAction, member: StaffItem) => void;
}) {
  const t = useT(staffMessages);
  const state = accountState(member);
  const label: Record<StaffAction, string> = {
    reset: state === 'resetPending' ? t('newResetLink') : t('resetPassword'),
    newInvite: t('newInviteLink'),
    deactivate: t('deactivate'),
    activate: t('activate'),
  };
  return (
    <section className="bo-staff-access" aria-labelledby="bo-staff-access-title">
      <h3 id="bo-staff-access-title" className="bo-staff-access__title">
        {t('access')}
      </h3>
      <div className="bo-staff-access__buttons">
        {ACCESS_ACTIONS[state].map((action) => (
          <Button
            key={action}
            variant={action === 'deactivate' ? 'danger' : 'secondary'}
            onClick={() => onAccess(action, member)}
          >
            {label[action]}
          </Button>
        ))}
      </div>
    </section>
  );
}
