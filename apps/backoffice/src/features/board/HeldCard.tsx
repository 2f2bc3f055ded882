import { useFormat, useT } from '../../i18n';
import { Badge, Button } from '../../ui';
import { ResendLink } from '../phone-order/ResendLink';
import { canCancel, DELIVERY_TYPE, type BoardOrder } from './board-rules';
import { boardMessages } from './messages';
import { paymentLabelOf } from './order-labels';

/**
 * An unpaid online order, kept apart from the kitchen's columns: one compact row (it cannot be
 * cooked, so it needs no lines at arm's length), with cancelling as its action, and for a phone
 * order texting its payment link again (owners and brand managers, who take phone orders). It
 * joins New by itself once the payment arrives.
 */
export function HeldCard({
  order,
  now,
  outletName,
  linked = false,
  busy,
  notice,
  mayResendLink,
  onCancel,
}: {
  order: BoardOrder;
  now: number;
  outletName: string | null;
  /** the order a staff alert's link opened the board at: outlined */
  linked?: boolean;
  busy: boolean;
  notice: string | null;
  /** the member takes phone orders: a phone order's payment link can be texted again from here */
  mayResendLink: boolean;
  onCancel: (order: BoardOrder) => void;
}) {
  const t = useT(boardMessages);
  const format = useFormat();
  const payment = paymentLabelOf(order);
  const titleId = `order-${order.id}`;
  const ageMinutes = (now - new Date(order.createdAt).getTime()) / 60_000;
  const items = order.lines.map((line) => `${line.count}× ${line.name}`).join(', ');
  return (
    <article
      className="bo-held"
      aria-labelledby={titleId}
      data-testid="board-card"
      data-order-id={order.id}
      data-linked={linked ? '' : undefined}
      data-local-id={order.localId}
    >
      <div className="bo-held__main">
        <h3 className="bo-held__number" id={titleId}>
          <span className="bo-visually-hidden">{t('order', { number: '' })}</span>#{order.localId}
        </h3>
        <Badge tone={payment.tone}>{t(payment.key)}</Badge>
        <span className="bo-held__amount">{format.money(order.amount, order.currencyCode)}</span>
      </div>
      <p className="bo-held__facts">
        {order.deliveryType === DELIVERY_TYPE.PICKUP ? t('pickup') : t('delivery')} ·{' '}
        {t('age', { duration: format.duration(ageMinutes) })}
        {outletName ? ` · ${outletName}` : ''}
      </p>
      <p className="bo-held__items">{items}</p>
      <p className="bo-held__facts">
        {order.customer.name}{' '}
        <a
          href={`tel:${order.customer.phone}`}
          aria-label={t('call', { name: order.customer.name || order.customer.phone })}
        >
          {order.customer.phone}
        </a>
      </p>
      {notice ? (
        <p className="bo-card__notice" role="alert">
          {notice}
        </p>
      ) : null}
      {mayResendLink && order.channel === 'phone' ? (
        <ResendLink orderId={order.id} localId={order.localId} size="sm" />
      ) : null}
      {canCancel(order) ? (
        <Button variant="danger" size="sm" disabled={busy} onClick={() => onCancel(order)}>
          {t('reject')}
        </Button>
      ) : null}
    </article>
  );
}
