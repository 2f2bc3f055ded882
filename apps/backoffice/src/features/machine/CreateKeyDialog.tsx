import type { TApiKeyCreated } from '@food/contracts';
import { useState } from 'react';
import { useT } from '../../i18n';
import { usePlaces, useSession } from '../../session';
import { TextField } from '../../ui';
import {
  EMPTY_SCOPE,
  FormDialog,
  isScopeEmpty,
  machineScopeBody,
  ScopeFields,
  useFormSubmit,
  type PickedScope,
} from '../admin-kit';
import { createApiKey } from './machine-api';
import { machineMessages } from './messages';
import { useMachineErrorText } from './use-machine-errors';

/** A new key: its name and what it reaches (owners may give everything). */
export function CreateKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: TApiKeyCreated) => void;
}) {
  const t = useT(machineMessages);
  const explain = useMachineErrorText();
  const places = usePlaces();
  const { member } = useSession();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<PickedScope>(EMPTY_SCOPE);
  const form = useFormSubmit<'name' | 'scope'>({
    check: () => ({
      ...(name.trim() ? {} : { name: t('nameRequired') }),
      ...(isScopeEmpty(scope) ? { scope: t('pickScope') } : {}),
    }),
    send: async () =>
      onCreated(await createApiKey({ name: name.trim(), ...machineScopeBody(scope, places) })),
    fieldCodes: { INVALID_SCOPE: 'scope' },
    explain,
  });

  return (
    <FormDialog
      title={t('createKeyTitle')}
      description={t('keysIntro')}
      submitLabel={t('create')}
      form={form}
      onClose={onClose}
    >
      <TextField
        label={t('keyName')}
        hint={t('keyNameHint')}
        required
        maxLength={100}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={form.errors.name}
      />
      <ScopeFields
        mode="mixed"
        legend={t('keyScope')}
        hint={t('keyScopeHint')}
        allowEverything={member.role === 'OWNER'}
        value={scope}
        onChange={setScope}
        error={form.errors.scope}
      />
    </FormDialog>
  );
}
