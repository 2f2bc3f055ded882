import type { TCareCustomer } from '@food/contracts';
import { displayPhone } from '@food/domain/phone-display';
import { useT, useFormat } from '../../i18n';
import { Badge, Button, Notice, Panel, Table } from '../../ui';
import { useStamp } from '../admin-kit';
import { customerName } from './care-rules';
import { careMessages } from './messages';

const STATUS_KEYS = ['status0', 'status1', 'status2', 'status3', 'status4'] as const;

/** Everything care needs about one customer, dense: orders, addresses, bonuses, reviews. */
export function CustomerCard({
  customer,
  onAdjust,
  onBlock,
  onReply,
  onExport,
  onErase,
}: {
  customer: TCareCustomer;
  onAdjust: () => void;
  onBlock: () => void;
  onReply: (review: TCareCustomer['reviews'][number]) => void;
  onExport: () => void;
  onErase: () => void;
}) {
  const t = useT(careMessages);
  const format = useFormat();
  const stamp = useStamp();
  const name = customer.isErased ? t('erasedName') : (customerName(customer) ?? t('noName'));
  return (
    <div className="bo-care-card">
      <Panel
        title={name}
        actions={
          customer.isErased ? null : (
            <span className="bo-care-actions">
              <Button size="sm" onClick={onAdjust}>
                {t('adjust')}
              </Button>
              <Button size="sm" variant={customer.isBlocked ? 'primary' : 'danger'} onClick={onBlock}>
                {customer.isBlocked ? t('unblock') : t('block')}
              </Button>
            </span>
          )
        }
      >
        <dl className="bo-care-facts">
          <dt>{t('colPhone')}</dt>
          <dd>{customer.isErased ? '—' : displayPhone(customer.phone)}</dd>
          <dt>{t('colEmail')}</dt>
          <dd>{customer.email ?? '—'}</dd>
          <dt>{t('colSince')}</dt>
          <dd>{stamp(customer.createdAt, '—')}</dd>
          <dt>{t('bonuses')}</dt>
          <dd data-testid="care-balance">{t('balance', { points: customer.bonusBalance })}</dd>
        </dl>
        {customer.isErased ? <Notice tone="info">{t('erasedNotice')}</Notice> : null}
        {customer.isBlocked && !customer.isErased ? (
          <Notice tone="warning">{t('blockedNotice')}</Notice>
        ) : null}
      </Panel>

      <Panel title={t('orders')} headingLevel={3}>
        {customer.orders.length === 0 ? (
          <p className="bo-care-empty">{t('noOrders')}</p>
        ) : (
          <Table className="bo-cards-on-phone">
            <thead>
              <tr>
                <th scope="col">{t('colOrder')}</th>
                <th scope="col">{t('colPlaced')}</th>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colChannel')}</th>
                <th scope="col" className="bo-num">
                  {t('colTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((o) => (
                <tr key={o.id}>
                  <td data-label={t('colOrder')}>#{o.localId}</td>
                  <td data-label={t('colPlaced')}>{stamp(o.createdAt, '—')}</td>
                  <td data-label={t('colStatus')}>
                    {STATUS_KEYS[o.statusId] ? t(STATUS_KEYS[o.statusId]!) : o.statusId}
                  </td>
                  <td data-label={t('colChannel')}>{o.channel}</td>
                  <td data-label={t('colTotal')} className="bo-num">
                    {format.money(o.amount, customer.currencyCode)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel title={t('bonuses')} headingLevel={3}>
        {customer.bonusLedger.length === 0 ? (
          <p className="bo-care-empty">{t('noLedger')}</p>
        ) : (
          <Table className="bo-cards-on-phone">
            <thead>
              <tr>
                <th scope="col">{t('colWhen')}</th>
                <th scope="col">{t('colKind')}</th>
                <th scope="col" className="bo-num">
                  {t('colPoints')}
                </th>
                <th scope="col">{t('colComment')}</th>
              </tr>
            </thead>
            <tbody>
              {customer.bonusLedger.map((e) => (
                <tr key={e.id}>
                  <td data-label={t('colWhen')}>{stamp(e.createdAt, '—')}</td>
                  <td data-label={t('colKind')}>
                    {t(`kind_${e.kind}`)}
                    {e.isConfirmed ? null : <span className="bo-care-muted"> ({t('unconfirmed')})</span>}
                  </td>
                  <td data-label={t('colPoints')} className="bo-num">
                    {e.points > 0 ? `+${e.points}` : e.points}
                  </td>
                  <td data-label={t('colComment')}>{e.comment ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <div className="bo-care-pair">
        <Panel title={t('addresses')} headingLevel={3}>
          {customer.addresses.length === 0 ? (
            <p className="bo-care-empty">{t('noAddresses')}</p>
          ) : (
            <ul className="bo-care-list">
              {customer.addresses.map((a) => (
                <li key={a.id}>
                  {[
                    a.city,
                    a.street,
                    a.house,
                    a.apartment ? t('apartment', { apartment: a.apartment }) : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                  {a.comment ? <span className="bo-care-muted"> — {a.comment}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t('reviews')} headingLevel={3}>
          {customer.reviews.length === 0 ? (
            <p className="bo-care-empty">{t('noReviews')}</p>
          ) : (
            <ul className="bo-care-list">
              {customer.reviews.map((r) => (
                <li key={r.id}>
                  <Badge tone={r.score >= 4 ? 'success' : r.score <= 2 ? 'danger' : 'neutral'}>
                    {t('score', { score: r.score })}
                  </Badge>{' '}
                  <span className="bo-care-muted">
                    {t(`review_${r.status}`)} · {stamp(r.createdAt, '—')}
                  </span>
                  {r.comment ? <p>{r.comment}</p> : null}
                  {r.reply ? <p className="bo-care-muted">{t('reply', { reply: r.reply })}</p> : null}
                  <Button
                    size="sm"
                    className="bo-care-reply"
                    onClick={() => onReply(r)}
                    aria-label={t(r.reply ? 'editReplyLabel' : 'replyLabel', { score: r.score })}
                  >
                    {r.reply ? t('editReply') : t('replyAction')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      {customer.isErased ? null : (
        <Panel title={t('personalData')} headingLevel={3}>
          <p className="bo-care-muted bo-care-empty">{t('personalDataHint')}</p>
          <span className="bo-care-actions bo-care-personal">
            <Button size="sm" onClick={onExport}>
              {t('export')}
            </Button>
            <Button size="sm" variant="danger" onClick={onErase}>
              {t('erase')}
            </Button>
          </span>
        </Panel>
      )}
    </div>
  );
}
