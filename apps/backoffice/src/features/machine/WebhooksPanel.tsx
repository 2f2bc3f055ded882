import type { TWebhookCreated } from '@food/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useT } from '../../i18n';
import { Badge, Button, Table, useToast } from '../../ui';
import { ConfirmDialog, ScopeText, useResource, useStamp, useUrlParams } from '../admin-kit';
import { DeliveryLog } from './DeliveryLog';
import { deleteWebhook, listWebhooks, type Webhook } from './machine-api';
import { MachinePanel } from './MachinePanel';
import { machineMessages } from './messages';
import { RegisterWebhookDialog } from './RegisterWebhookDialog';
import { SecretDialog } from './SecretDialog';
import { useMachineErrorText } from './use-machine-errors';

type Open =
  { kind: 'register' } | { kind: 'created'; created: TWebhookCreated } | { kind: 'delete'; webhook: Webhook };

/**
 * Webhooks in the member's scope: register (secret shown once), list with how deliveries stand,
 * delete with confirmation, and the delivery log of the one chosen (`?webhook=` in the address).
 */
export function WebhooksPanel() {
  const t = useT(machineMessages);
  const explain = useMachineErrorText();
  const toast = useToast();
  const stamp = useStamp();
  const hooks = useResource('webhooks', listWebhooks);
  const [open, setOpen] = useState<Open | null>(null);
  const [params, setParams] = useUrlParams();
  const shownId = params.get('webhook');
  const page = Math.max(1, Number(params.get('deliveries')) || 1);
  const list = hooks.data?.data ?? [];
  const shown = list.find((w) => w.id === shownId);

  async function remove(webhook: Webhook) {
    try {
      await deleteWebhook(webhook.id);
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'WEBHOOK_NOT_FOUND')) throw err;
      // already gone: the list catches up below
    }
    hooks.setData((data) => data && { data: data.data.filter((w) => w.id !== webhook.id) });
    if (shownId === webhook.id) setParams({ webhook: null, deliveries: null });
    setOpen(null);
    toast.show(t('deletedToast'));
  }

  return (
    <>
      <MachinePanel
        title={t('hooksTitle')}
        addLabel={t('registerHook')}
        onAdd={() => setOpen({ kind: 'register' })}
        intro={t('hooksIntro')}
        resource={hooks}
        isEmpty={list.length === 0}
        empty={t('noHooks')}
      >
        {list.length ? (
          <Table className="bo-cards-on-phone bo-hooks-table">
            <thead>
              <tr>
                <th scope="col">{t('colUrl')}</th>
                <th scope="col">{t('colEvents')}</th>
                <th scope="col">{t('colScope')}</th>
                <th scope="col">{t('colCreatedBy')}</th>
                <th scope="col">{t('colDeliveries')}</th>
                <th scope="col" className="bo-actions-cell">
                  {t('colActions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((w) => (
                <tr key={w.id} className={w.id === shownId ? 'is-selected' : undefined}>
                  <th scope="row" className="bo-hooks-table__url">
                    {w.url}
                  </th>
                  <td data-label={t('colEvents')}>
                    <div className="bo-hooks-table__events">
                      {w.events.map((e) => (
                        <code key={e} className="bo-mono">
                          {e}
                        </code>
                      ))}
                    </div>
                  </td>
                  <td data-label={t('colScope')}>
                    <ScopeText scope={w} />
                  </td>
                  <td data-label={t('colCreatedBy')}>
                    <div>
                      {w.createdBy}
                      <div className="bo-machine__sub">{stamp(w.createdAt, '')}</div>
                    </div>
                  </td>
                  <td data-label={t('colDeliveries')}>
                    <div className="bo-hooks-table__state">
                      {w.failedDeliveries ? (
                        <Badge tone="danger">{t('failed', { n: w.failedDeliveries })}</Badge>
                      ) : null}
                      {w.pendingDeliveries ? (
                        <Badge tone="info">{t('pending', { n: w.pendingDeliveries })}</Badge>
                      ) : null}
                      <span className="bo-machine__sub">
                        {w.lastDeliveredAt
                          ? t('lastDelivered', { at: stamp(w.lastDeliveredAt, '') })
                          : t('noDeliveriesYet')}
                      </span>
                    </div>
                  </td>
                  <td className="bo-actions-cell">
                    <div className="bo-row-actions">
                      <Button
                        size="sm"
                        aria-label={t('showDeliveriesLabel', { url: w.url })}
                        aria-pressed={w.id === shownId}
                        onClick={() =>
                          setParams({ webhook: w.id === shownId ? null : w.id, deliveries: null })
                        }
                      >
                        {t('showDeliveries')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('deleteHookLabel', { url: w.url })}
                        onClick={() => setOpen({ kind: 'delete', webhook: w })}
                      >
                        {t('deleteHook')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
      </MachinePanel>

      {shown ? (
        <DeliveryLog
          webhook={shown}
          page={page}
          onPage={(next) => setParams({ deliveries: next > 1 ? String(next) : null })}
          onClose={() => setParams({ webhook: null, deliveries: null })}
          onChanged={hooks.reload}
        />
      ) : null}

      {open?.kind === 'register' ? (
        <RegisterWebhookDialog
          onClose={() => setOpen(null)}
          onCreated={(created) => {
            hooks.setData((data) => data && { data: [created.webhook, ...data.data] });
            setOpen({ kind: 'created', created });
          }}
        />
      ) : null}
      {open?.kind === 'created' ? (
        <SecretDialog
          title={t('hookCreatedTitle')}
          label={t('secretLabel')}
          value={open.created.secret}
          warning={t('secretWarning')}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('deleteHookTitle')}
          confirmLabel={t('deleteHook')}
          onConfirm={() => remove(open.webhook)}
          onClose={() => setOpen(null)}
          explain={explain}
        >
          <p className="bo-hooks-table__url">{t('deleteHookBody', { url: open.webhook.url })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
