import { browserTimeZone, useFormat, useT, zoneCity } from '../../i18n';
import { Badge, Button } from '../../ui';
import {
  canCancel,
  DELIVERY_TYPE,
  dueAt,
  mapLinkOf,
  nextActionOf,
  STATUS,
  urgencyOf,
  type BoardOrder,
  type NextAction,
} from './board-rules';
import { boardMessages } from './messages';

import { actionKeyOf, cancelReasonOf, optionsTextOf, paymentLabelOf, statusKeyOf } from './order-labels';
import { heldOf } from './refund-rules';

export interface OrderCardProps {
  order: BoardOrder;
  now: number;
  /** the outlet's name, when the board shows several outlets */
  outletName: string | null;
  /** the order a staff alert's link opened the board at: outlined */
  linked?: boolean;
  busy: boolean;
  /** what happened when a move was refused (a colleague's earlier move) */
  notice: string | null;
  onAction: (order: BoardOrder, action: NextAction) => void;
  onCancel: (order: BoardOrder) => void;
  onPrint: (order: BoardOrder) => void;
  /** owners and brand managers: open the refund dialog (absent for outlet staff) */
  onRefund?: (order: BoardOrder) => void;
  /** ask the provider again for a refused refund */
  onRetryRefund?: (order: BoardOrder) => void;
}

/** Due time words: "ASAP" or "At 14:30", with the zone named when it is not the browser's. */
export function useDueText() {
  const t = useT(boardMessages);
  const format = useFormat();
  return (order: BoardOrder) => {
    const zone = order.timeZone !== browserTimeZone() ? ` (${zoneCity(order.timeZone)})` : '';
    if (order.timeIndication === 'ON_TIME' && order.deliverAt)
      return t('onTime', { time: format.time(order.deliverAt, order.timeZone) }) + zone;
    return t('asap');
  };
}

/**
 * One order on the board: what the kitchen and the courier need at arm's length (number and due
 * time large), one primary action, and the rest behind it. Its colour follows the urgency, and
 * the urgency is also written, so colour is never the only sign.
 */
export function OrderCard({
  order,
  now,
  outletName,
  linked = false,
  busy,
  notice,
  onAction,
  onCancel,
  onPrint,
  onRefund,
  onRetryRefund,
}: OrderCardProps) {
  const t = useT(boardMessages);
  const format = useFormat();
  const dueText = useDueText();
  const urgency = urgencyOf(order, now);
  const action = nextActionOf(order);
  const isFinished = order.statusId === STATUS.COMPLETED || order.statusId === STATUS.CANCELLED;
  const payment = paymentLabelOf(order);
  const money = (minor: number) => format.money(minor, order.currencyCode);
  const ageMinutes = (now - new Date(order.createdAt).getTime()) / 60_000;
  const due = dueAt(order);
  const isPickup = order.deliveryType === DELIVERY_TYPE.PICKUP;
  const titleId = `order-${order.id}`;
  // the API's own reasons are codes, said in the screen's language; staff's are shown as written
  const reasonText = (reason: string) => {
    const said = cancelReasonOf(reason);
    return 'key' in said ? t(said.key) : said.text;
  };

  return (
    <article
      className={`bo-card bo-card--${urgency}${order.held ? ' bo-card--held' : ''}${isFinished ? ' bo-card--finished' : ''}`}
      aria-labelledby={titleId}
      data-testid="board-card"
      data-order-id={order.id}
      data-linked={linked ? '' : undefined}
      data-local-id={order.localId}
    >
      <header className="bo-card__head">
        <h3 className="bo-card__number" id={titleId}>
          <span className="bo-visually-hidden">{t('order', { number: '' })}</span>#{order.localId}
        </h3>
        <p className="bo-card__due">{dueText(order)}</p>
      </header>

      <div className="bo-card__meta">
        <Badge tone={isPickup ? 'info' : 'neutral'}>{isPickup ? t('pickup') : t('delivery')}</Badge>
        {!isFinished && urgency === 'late' ? <Badge tone="danger">{t('urgencyLate')}</Badge> : null}
        {!isFinished && urgency === 'warning' ? (
          <Badge tone="warning">
            {order.statusId === STATUS.NEW && !order.held ? t('urgencyNewWaiting') : t('urgencyWarning')}
          </Badge>
        ) : null}
        {isFinished ? (
          <Badge tone={order.statusId === STATUS.CANCELLED ? 'danger' : 'success'}>
            {t(statusKeyOf(order))}
          </Badge>
        ) : (
          <span className="bo-card__age">{t('age', { duration: format.duration(ageMinutes) })}</span>
        )}
        {due && !isFinished ? (
          <span className="bo-card__age">{t('due', { time: format.time(due, order.timeZone) })}</span>
        ) : null}
        {order.prepMinutes && !isFinished ? (
          <span className="bo-card__age">{t('prepared', { minutes: order.prepMinutes })}</span>
        ) : null}
      </div>
      {outletName ? <p className="bo-card__outlet">{outletName}</p> : null}

      {order.address ? (
        <p className="bo-card__address">
          <span>{order.address.text}</span>{' '}
          <a
            href={mapLinkOf(order.address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('openMapLabel')}: ${order.address.text}`}
          >
            {t('openMap')}
          </a>
        </p>
      ) : null}

      <ul className="bo-card__lines" aria-label={t('lines')}>
        {order.lines.map((line, i) => (
          <li key={`${line.productId}-${i}`}>
            <span className="bo-card__qty">{line.count}×</span> <span>{line.name}</span>
            {line.options?.length ? <p className="bo-card__options">{optionsTextOf(line)}</p> : null}
            {line.addons.length ? (
              <p className="bo-card__addons">
                +{' '}
                {line.addons
                  .map((addon) => `${addon.count > 1 ? `${addon.count}× ` : ''}${addon.name}`)
                  .join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>

      {order.comment ? (
        <p className="bo-card__comment">
          <strong>{t('comment')}:</strong> {order.comment}
        </p>
      ) : null}
      {order.address?.courierComment ? (
        <p className="bo-card__comment">
          <strong>{t('courierComment')}:</strong> {order.address.courierComment}
        </p>
      ) : null}

      <div className="bo-card__customer">
        <span>{order.customer.name}</span>
        <a
          href={`tel:${order.customer.phone}`}
          aria-label={t('call', { name: order.customer.name || order.customer.phone })}
        >
          {order.customer.phone}
        </a>
        {order.doNotCallback ? <Badge>{t('doNotCall')}</Badge> : null}
      </div>
      {order.recipient ? (
        <div className="bo-card__customer">
          <span>{t('recipient', { name: order.recipient.name })}</span>
          <a href={`tel:${order.recipient.phone}`} aria-label={t('call', { name: order.recipient.name })}>
            {order.recipient.phone}
          </a>
        </div>
      ) : null}

      <div className="bo-card__pay">
        <Badge tone={payment.tone}>
          {t(payment.key, payment.amount !== undefined ? { amount: money(payment.amount) } : {})}
        </Badge>
        <span className="bo-card__total">
          <span className="bo-visually-hidden">{t('total')}: </span>
          {money(order.amount)}
        </span>
      </div>
      {order.statusId === STATUS.CANCELLED && order.statusReason ? (
        <p className="bo-card__comment">
          {t('cancelledBecause', { reason: reasonText(order.statusReason) })}
        </p>
      ) : null}
      {order.refunds
        .filter((r) => r.status !== 'SUCCEEDED')
        .map((refund) => (
          <p key={refund.id} className={`bo-card__refund bo-card__refund--${refund.status.toLowerCase()}`}>
            {refund.status === 'PENDING'
              ? t('refundPending', { amount: money(refund.amount) })
              : t('refundFailed', { amount: money(refund.amount), reason: refund.failureReason ?? '' })}
          </p>
        ))}
      {onRetryRefund && order.refunds.some((r) => r.status === 'FAILED') ? (
        <Button size="sm" disabled={busy} onClick={() => onRetryRefund(order)}>
          {t('refundRetry')}
        </Button>
      ) : null}

      {notice ? (
        <p className="bo-card__notice" role="alert">
          {notice}
        </p>
      ) : null}

      <div className="bo-card__actions">
        {action ? (
          <Button
            variant="primary"
            size="lg"
            busy={busy}
            className="bo-card__primary"
            onClick={() => onAction(order, action)}
          >
            {t(actionKeyOf(action.kind, order.deliveryType))}
          </Button>
        ) : null}
        {canCancel(order) ? (
          <Button variant="danger" size="lg" disabled={busy} onClick={() => onCancel(order)}>
            {order.statusId === STATUS.NEW ? t('reject') : t('cancel')}
          </Button>
        ) : null}
        {onRefund && heldOf(order) > 0 ? (
          <Button variant="ghost" size="lg" disabled={busy} onClick={() => onRefund(order)}>
            {t('refund')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="lg"
          onClick={() => onPrint(order)}
          aria-label={t('printLabel', { number: order.localId })}
        >
          {t('print')}
        </Button>
      </div>
    </article>
  );
}
