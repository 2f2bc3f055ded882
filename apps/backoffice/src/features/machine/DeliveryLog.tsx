import { useState } from 'react';
import { useT } from '../../i18n';
import { Badge, Button, Notice, Panel, Table, useToast, type Tone } from '../../ui';
import { adminKitMessages, LoadStatus, Pager, useResource, useStamp } from '../admin-kit';
import { listDeliveries, retryDelivery, type Webhook, type WebhookDelivery } from './machine-api';
import { isDeliveryRetryable, lastAnswer } from './machine-rules';
import { machineMessages } from './messages';
import { useMachineErrorText } from './use-machine-errors';

const STATUS_TONE: Record<WebhookDelivery['status'], Tone> = {
  PENDING: 'info',
  DELIVERED: 'success',
  FAILED: 'danger',
};

/** One webhook's deliveries, newest first: what was sent, how it went, and a retry. */
export function DeliveryLog({
  webhook,
  page,
  onPage,
  onClose,
  onChanged,
}: {
  webhook: Webhook;
  page: number;
  onPage: (page: number) => void;
  onClose: () => void;
  /** a delivery was sent again: the webhook's counts of waiting and failed ones moved */
  onChanged: () => void;
}) {
  const t = useT(machineMessages);
  const kit = useT(adminKitMessages);
  const explain = useMachineErrorText();
  const toast = useToast();
  const stamp = useStamp();
  const log = useResource(`${webhook.id}|${page}`, () => listDeliveries(webhook.id, page));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function retry(delivery: WebhookDelivery) {
    setBusyId(delivery.id);
    setFailure(null);
    try {
      const updated = await retryDelivery(delivery.id);
      log.setData(
        (list) => list && { ...list, data: list.data.map((d) => (d.id === updated.id ? updated : d)) },
      );
      toast.show(t('retried', { event: delivery.eventId }));
      onChanged();
    } catch (err) {
      setFailure(explain(err));
    } finally {
      setBusyId(null);
    }
  }

  const eventName = (type: string) =>
    type === 'order.created' || type === 'order.status_changed' || type === 'stop_list.changed'
      ? t(`event.${type}`)
      : type;

  return (
    <Panel
      className="bo-deliveries"
      title={t('deliveriesTitle', { url: webhook.url })}
      actions={
        <>
          <Button size="sm" onClick={log.reload} busy={log.isLoading && Boolean(log.data)}>
            {t('refresh')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('closeDeliveries')}
          </Button>
        </>
      }
    >
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      <LoadStatus
        resource={log}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={log.data?.data.length === 0}
        empty={t('noDeliveries')}
      />
      {log.data && log.data.data.length > 0 ? (
        <>
          <Table className="bo-cards-on-phone bo-deliveries-table">
            <thead>
              <tr>
                <th scope="col">{t('colEvent')}</th>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col" className="bo-num">
                  {t('colAttempts')}
                </th>
                <th scope="col">{t('colLastAnswer')}</th>
                <th scope="col">{t('colNextAttempt')}</th>
                <th scope="col">{t('colDelivered')}</th>
                <th scope="col" className="bo-actions-cell">
                  {t('colActions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.data.map((d) => (
                <tr key={d.id}>
                  <th scope="row">
                    <div>
                      {eventName(d.eventType)} <span className="bo-mono bo-muted">#{d.eventId}</span>
                      <div className="bo-machine__sub">{stamp(d.createdAt, '')}</div>
                    </div>
                  </th>
                  <td data-label={t('colStatus')}>
                    <Badge tone={STATUS_TONE[d.status]}>{t(`status${d.status}`)}</Badge>
                  </td>
                  <td className="bo-num" data-label={t('colAttempts')}>
                    {d.attempts}
                  </td>
                  <td className="bo-deliveries-table__answer" data-label={t('colLastAnswer')}>
                    {lastAnswer(d) ?? kit('nothing')}
                  </td>
                  <td className="bo-nowrap" data-label={t('colNextAttempt')}>
                    {d.status === 'PENDING' ? stamp(d.nextAttemptAt, kit('nothing')) : kit('nothing')}
                  </td>
                  <td className="bo-nowrap" data-label={t('colDelivered')}>
                    {stamp(d.deliveredAt, kit('nothing'))}
                  </td>
                  <td className="bo-actions-cell">
                    {isDeliveryRetryable(d) ? (
                      <Button
                        size="sm"
                        variant={d.status === 'FAILED' ? 'primary' : 'secondary'}
                        busy={busyId === d.id}
                        aria-label={t('retryLabel', { event: d.eventId })}
                        onClick={() => void retry(d)}
                      >
                        {d.status === 'FAILED' ? t('retry') : t('sendAgain')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager pagination={log.data.pagination} onPage={onPage} />
        </>
      ) : null}
    </Panel>
  );
}
