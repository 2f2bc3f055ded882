import type { TApiKeyCreated } from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { commonMessages, useT } from '../../i18n';
import { usePlaces, useSession } from '../../session';
import { Button, Dialog, Notice, TextField } from '../../ui';
import {
  EMPTY_SCOPE,
  isScopeEmpty,
  machineScopeBody,
  ScopeFields,
  showFieldErrors,
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
  const common = useT(commonMessages);
  const explain = useMachineErrorText();
  const places = usePlaces();
  const { member } = useSession();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<PickedScope>(EMPTY_SCOPE);
  const [errors, setErrors] = useState<{ name?: string; scope?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: t('nameRequired') }),
      ...(isScopeEmpty(scope) ? { scope: t('pickScope') } : {}),
    };
    setFailure(null);
    showFieldErrors(event.currentTarget, () => setErrors(found));
    if (found.name || found.scope) return;
    setBusy(true);
    try {
      onCreated(await createApiKey({ name: name.trim(), ...machineScopeBody(scope, places) }));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_SCOPE') setErrors({ scope: explain(err) });
      else setFailure(explain(err));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('createKeyTitle')}
      description={t('keysIntro')}
      footer={
        <>
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button type="submit" form="bo-create-key" variant="primary" busy={isBusy}>
            {t('create')}
          </Button>
        </>
      }
    >
      <form id="bo-create-key" className="bo-form" onSubmit={submit} noValidate>
        {failure ? <Notice tone="danger">{failure}</Notice> : null}
        <TextField
          label={t('keyName')}
          hint={t('keyNameHint')}
          required
          maxLength={100}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <ScopeFields
          mode="mixed"
          legend={t('keyScope')}
          hint={t('keyScopeHint')}
          allowEverything={member.role === 'OWNER'}
          value={scope}
          onChange={setScope}
          error={errors.scope}
        />
      </form>
    </Dialog>
  );
}
