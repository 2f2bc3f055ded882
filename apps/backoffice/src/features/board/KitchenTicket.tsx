import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFormat, useT } from '../../i18n';
import { DELIVERY_TYPE, dueAt, type BoardOrder } from './board-rules';
import { boardMessages } from './messages';
import { optionsTextOf, paymentLabelOf } from './order-labels';
import { useDueText } from './OrderCard';
import './ticket.css';

const MM_PER_PX = 25.4 / 96;
const PAGE_MARGIN_MM = 3;

/**
 * An 80 mm page exactly as long as the ticket: a receipt printer then feeds what was printed and
 * no more (CSS cannot say "as long as the content"). A constructed sheet, since the policy of the
 * page allows no inline style; null where the browser has none (ticket.css keeps an A4 length).
 */
function pageSheet(ticket: HTMLElement | null): CSSStyleSheet | null {
  if (!ticket || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return null;
  const lengthMm = Math.ceil(ticket.getBoundingClientRect().height * MM_PER_PX + 2 * PAGE_MARGIN_MM + 2);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`@media print { @page { size: 80mm ${lengthMm}mm; margin: ${PAGE_MARGIN_MM}mm 2mm; } }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}

/**
 * The kitchen ticket of one order for an 80 mm receipt printer (ticket.css: `@page` 80 mm wide,
 * black on white, the number and the due time large). Rendered beside the app only while
 * printing; the rest of the page is hidden from the print.
 */
export function KitchenTicket({
  order,
  outletName,
  onDone,
}: {
  order: BoardOrder;
  outletName: string;
  onDone: () => void;
}) {
  const t = useT(boardMessages);
  const format = useFormat();
  const dueText = useDueText();
  const payment = paymentLabelOf(order);
  const money = (minor: number) => format.money(minor, order.currencyCode);
  const due = dueAt(order);

  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const page = pageSheet(ref.current);
    document.body.classList.add('bo-printing');
    const finish = () => onDone();
    window.addEventListener('afterprint', finish);
    // after the ticket is painted; print() blocks until the dialog closes in most browsers
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', finish);
      document.body.classList.remove('bo-printing');
      if (page) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== page);
    };
  }, [onDone]);

  return createPortal(
    <section className="bo-ticket" aria-hidden="true" data-testid="kitchen-ticket" ref={ref}>
      <p className="bo-ticket__outlet">{outletName}</p>
      <p className="bo-ticket__number">
        {t('ticketOrder')} #{order.localId}
      </p>
      <p className="bo-ticket__big">
        {order.deliveryType === DELIVERY_TYPE.PICKUP ? t('pickup') : t('delivery')} · {dueText(order)}
      </p>
      <dl className="bo-ticket__facts">
        <dt>{t('ticketPlaced')}</dt>
        <dd>{format.dateTime(order.createdAt, order.timeZone)}</dd>
        {due ? (
          <>
            <dt>{t('ticketDue')}</dt>
            <dd>{format.time(due, order.timeZone)}</dd>
          </>
        ) : null}
      </dl>
      <hr />
      <ul className="bo-ticket__lines">
        {order.lines.map((line, i) => (
          <li key={`${line.productId}-${i}`}>
            <span className="bo-ticket__qty">{line.count}×</span> {line.name}
            {line.options?.length ? <p className="bo-ticket__options">{optionsTextOf(line)}</p> : null}
            {line.addons.length ? (
              <ul className="bo-ticket__addons">
                {line.addons.map((addon, k) => (
                  <li key={`${addon.productId}-${k}`}>
                    + {addon.count > 1 ? `${addon.count}× ` : ''}
                    {addon.name}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {order.comment ? (
        <p className="bo-ticket__comment">
          {t('comment')}: {order.comment}
        </p>
      ) : null}
      <hr />
      <dl className="bo-ticket__facts">
        <dt>{t('ticketCustomer')}</dt>
        <dd>{order.customer.name}</dd>
        <dt>{t('ticketPhone')}</dt>
        <dd>{order.customer.phone}</dd>
        {order.address ? (
          <>
            <dt>{t('ticketAddress')}</dt>
            <dd>
              {order.address.text}
              {order.address.courierComment ? ` (${order.address.courierComment})` : ''}
            </dd>
          </>
        ) : null}
        <dt>{t('ticketPayment')}</dt>
        <dd>{t(payment.key, payment.amount !== undefined ? { amount: money(payment.amount) } : {})}</dd>
        <dt>{t('total')}</dt>
        <dd className="bo-ticket__total">{money(order.amount)}</dd>
      </dl>
    </section>,
    document.body,
  );
}
