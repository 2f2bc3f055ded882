import type { TApiKeyCreated } from '@food/contracts';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n';
import { Badge, Button, Table, useToast } from '../../ui';
import { adminKitMessages, ConfirmDialog, ScopeText, useResource, useStamp } from '../admin-kit';
import { CreateKeyDialog } from './CreateKeyDialog';
import { listApiKeys, revokeApiKey, type ApiKey } from './machine-api';
import { sortKeys } from './machine-rules';
import { MachinePanel } from './MachinePanel';
import { machineMessages } from './messages';
import { SecretDialog } from './SecretDialog';
import { useMachineErrorText } from './use-machine-errors';

type Open =
  { kind: 'create' } | { kind: 'created'; created: TApiKeyCreated } | { kind: 'revoke'; key: ApiKey };

/** API keys in the member's scope: create (shown once), list, revoke with confirmation. */
export function ApiKeysPanel() {
  const t = useT(machineMessages);
  const kit = useT(adminKitMessages);
  const explain = useMachineErrorText();
  const toast = useToast();
  const stamp = useStamp();
  const keys = useResource('api-keys', listApiKeys);
  const [open, setOpen] = useState<Open | null>(null);
  const sorted = useMemo(() => sortKeys(keys.data?.data ?? []), [keys.data]);

  const put = (key: ApiKey) =>
    keys.setData((list) => list && { data: [key, ...list.data.filter((k) => k.id !== key.id)] });

  async function revoke(key: ApiKey) {
    try {
      put(await revokeApiKey(key.id));
      setOpen(null);
      toast.show(t('revokedToast', { name: key.name }));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'API_KEY_NOT_FOUND') keys.reload();
      throw err;
    }
  }

  return (
    <MachinePanel
      title={t('keysTitle')}
      addLabel={t('createKey')}
      onAdd={() => setOpen({ kind: 'create' })}
      intro={t('keysIntro')}
      resource={keys}
      isEmpty={sorted.length === 0}
      empty={t('noKeys')}
    >
      {sorted.length ? (
        <Table className="bo-cards-on-phone bo-keys-table">
          <thead>
            <tr>
              <th scope="col">{t('colName')}</th>
              <th scope="col">{t('colPrefix')}</th>
              <th scope="col">{t('colScope')}</th>
              <th scope="col">{t('colCreatedBy')}</th>
              <th scope="col">{t('colLastUsed')}</th>
              <th scope="col">{t('colState')}</th>
              <th scope="col" className="bo-actions-cell">
                {t('colActions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((key) => (
              <tr key={key.id} className={key.revokedAt ? 'is-inactive' : undefined}>
                <th scope="row">{key.name}</th>
                <td data-label={t('colPrefix')}>
                  <code className="bo-mono">{key.prefix}</code>
                </td>
                <td data-label={t('colScope')}>
                  <ScopeText scope={key} />
                </td>
                <td data-label={t('colCreatedBy')}>
                  <div>
                    {key.createdBy ? key.createdBy.name : t('fromEnvironment')}
                    <div className="bo-machine__sub">{stamp(key.createdAt, '')}</div>
                  </div>
                </td>
                <td className="bo-nowrap" data-label={t('colLastUsed')}>
                  {stamp(key.lastUsedAt, kit('never'))}
                </td>
                <td data-label={t('colState')}>
                  {key.revokedAt ? (
                    <Badge>{t('revoked', { at: stamp(key.revokedAt, '') })}</Badge>
                  ) : (
                    <Badge tone="success">{t('inUse')}</Badge>
                  )}
                </td>
                <td className="bo-actions-cell">
                  {key.revokedAt ? null : (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t('revokeLabel', { name: key.name })}
                      onClick={() => setOpen({ kind: 'revoke', key })}
                    >
                      {t('revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}

      {open?.kind === 'create' ? (
        <CreateKeyDialog
          onClose={() => setOpen(null)}
          onCreated={(created) => {
            put(created.apiKey);
            setOpen({ kind: 'created', created });
          }}
        />
      ) : null}
      {open?.kind === 'created' ? (
        <SecretDialog
          title={t('keyCreatedTitle', { name: open.created.apiKey.name })}
          label={t('keyLabel')}
          value={open.created.key}
          warning={t('keyWarning')}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'revoke' ? (
        <ConfirmDialog
          title={t('revokeTitle', { name: open.key.name })}
          confirmLabel={t('revoke')}
          onConfirm={() => revoke(open.key)}
          onClose={() => setOpen(null)}
          explain={explain}
        >
          <p>{t('revokeBody', { prefix: open.key.prefix })}</p>
        </ConfirmDialog>
      ) : null}
    </MachinePanel>
  );
}
