import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { TBoardStatusChange } from '@food/contracts';
import { commonMessages, useErrorText, useT } from '../../i18n';
import { canUse, usePlaces, useSession } from '../../session';
import { Button, EmptyState, Notice, Spinner } from '../../ui';
import { AcceptDialog } from './AcceptDialog';
import { useNow } from '../../lib/use-now';
import { useChime, useNotifications, useTitleCount } from './alerts';
import { BoardBar } from './BoardBar';
import {
  columnOf,
  COLUMNS,
  dishCount,
  sortColumn,
  DELIVERY_TYPE,
  type BoardOrder,
  type ColumnId,
  type NextAction,
} from './board-rules';
import { CancelDialog } from './CancelDialog';
import { RefundDialog } from './RefundDialog';
import { mayRefund } from './refund-rules';
import { KitchenTicket } from './KitchenTicket';
import { boardMessages } from './messages';
import { HeldCard } from './HeldCard';
import { OrderCard, useDueText } from './OrderCard';
import { useBoard } from './use-board';
import { useBoardMoves } from './use-board-moves';
import { useLinkedOrder } from './use-linked-order';
import './board.css';

const COLUMN_TITLE = {
  awaiting: 'colAwaiting',
  new: 'colNew',
  cooking: 'colCooking',
  onTheWay: 'colOnTheWay',
  done: 'colDone',
} as const;
const COLUMN_EMPTY = {
  new: 'emptyNew',
  cooking: 'emptyCooking',
  onTheWay: 'emptyOnTheWay',
  done: 'emptyDone',
} as const;

type Dialog = { kind: 'accept' | 'cancel' | 'refund'; orderId: string } | null;

/**
 * The live order board (issue 18 item 4): columns New / Cooking / On the way / Done, unpaid online
 * orders held apart, an outlet filter kept in the URL (?outlet=1001), new orders with a chime, a
 * browser notification and a count in the tab's title. On a narrow screen one column shows at a
 * time, chosen by the buttons above it.
 */
export function BoardPage() {
  const t = useT(boardMessages);
  const common = useT(commonMessages);
  const errorText = useErrorText();
  const places = usePlaces();
  const { member } = useSession();
  const [params] = useSearchParams();
  const outletParam = Number(params.get('outlet'));
  const outletId = places.outletById.has(outletParam) ? outletParam : null;
  const chime = useChime();
  const notifications = useNotifications();
  const dueText = useDueText();
  const now = useNow(15_000);
  const [announcement, setAnnouncement] = useState('');

  const onNewOrder = useCallback(
    (order: BoardOrder) => {
      chime.play();
      setAnnouncement(t('newOrdersAnnounce', { number: order.localId }));
      notifications.notify(
        t('notificationTitle', { number: order.localId }),
        t('notificationBody', {
          type: order.deliveryType === DELIVERY_TYPE.PICKUP ? t('pickup') : t('delivery'),
          items: dishCount(order),
          due: dueText(order),
        }),
        order.id,
      );
    },
    [chime, notifications, t, dueText],
  );

  const board = useBoard(outletId, onNewOrder);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy, notices, move: sendMove, refund, retry } = useBoardMoves(board);
  const [ticket, setTicket] = useState<BoardOrder | null>(null);
  const [shown, setShown] = useState<ColumnId>('new');
  const closeTicket = useCallback(() => setTicket(null), []);
  const linkedId = useLinkedOrder(params.get('order'), board.orders, shown, setShown);

  const columns = useMemo(() => {
    const grouped: Record<ColumnId, BoardOrder[]> = {
      awaiting: [],
      new: [],
      cooking: [],
      onTheWay: [],
      done: [],
    };
    for (const order of board.orders.values()) grouped[columnOf(order)].push(order);
    for (const id of Object.keys(grouped) as ColumnId[]) grouped[id] = sortColumn(id, grouped[id]);
    return grouped;
  }, [board.orders]);

  useTitleCount(
    columns.new.length ? t('titleWithCount', { count: columns.new.length }) : t('title'),
    common('appName'),
  );

  const move = async (order: BoardOrder, change: TBoardStatusChange) => {
    await sendMove(order, change);
    setDialog(null);
  };
  const onAction = (order: BoardOrder, action: NextAction) => {
    if (action.kind === 'accept') setDialog({ kind: 'accept', orderId: order.id });
    else void move(order, { statusId: action.statusId });
  };
  const onCancel = (order: BoardOrder) => setDialog({ kind: 'cancel', orderId: order.id });
  const onPrint = (order: BoardOrder) => setTicket(order);
  // outlet staff cancel; owners and brand managers may also give part of the money back
  const canRefund = mayRefund(member.role);
  const onRefund = canRefund
    ? (order: BoardOrder) => setDialog({ kind: 'refund', orderId: order.id })
    : undefined;
  const onRetryRefund = (order: BoardOrder) => void retry(order);
  // those who take phone orders may text an unpaid one's payment link again from its held card
  const mayResendLink = canUse(member.role, 'phoneOrder');

  const dialogOrder = dialog ? board.orders.get(dialog.orderId) : undefined;
  const showOutletNames = outletId === null && places.outlets.length > 1;

  const card = (order: BoardOrder) => (
    <OrderCard
      key={order.id}
      order={order}
      now={now}
      outletName={showOutletNames ? places.outletLabel(order.outletId) : null}
      linked={order.id === linkedId}
      busy={busy.has(order.id)}
      notice={notices.get(order.id) ?? null}
      onAction={onAction}
      onCancel={onCancel}
      onPrint={onPrint}
      onRefund={onRefund}
      onRetryRefund={onRetryRefund}
    />
  );

  return (
    <div className="bo-board">
      <BoardBar
        outletId={outletId}
        connection={board.connection}
        chime={chime}
        notifications={notifications}
      />
      <p className="bo-visually-hidden" aria-live="polite">
        {announcement}
      </p>

      {board.status === 'loading' ? <Spinner label={common('loading')} /> : null}
      {board.status === 'error' ? (
        <Notice
          tone="danger"
          title={t('loadFailed')}
          action={<Button onClick={() => void board.reload()}>{common('retry')}</Button>}
        >
          {errorText(board.error)}
        </Notice>
      ) : null}

      {board.status === 'ready' ? (
        <>
          {columns.awaiting.length ? (
            <section
              className="bo-board__awaiting"
              aria-labelledby="col-awaiting"
              data-testid="board-awaiting"
            >
              <h2 id="col-awaiting" className="bo-board__awaiting-title">
                {t('colAwaiting')} <span className="bo-board__count">{columns.awaiting.length}</span>
              </h2>
              <p className="bo-board__hint">{t('colAwaitingHint')}</p>
              <div className="bo-board__awaiting-cards">
                {columns.awaiting.map((order) => (
                  <HeldCard
                    key={order.id}
                    order={order}
                    now={now}
                    outletName={showOutletNames ? places.outletLabel(order.outletId) : null}
                    linked={order.id === linkedId}
                    busy={busy.has(order.id)}
                    notice={notices.get(order.id) ?? null}
                    mayResendLink={mayResendLink}
                    onCancel={onCancel}
                  />
                ))}
              </div>
            </section>
          ) : null}

          <div className="bo-board__switch" role="group" aria-label={t('columnsLabel')}>
            {COLUMNS.map((id) => (
              <button
                key={id}
                type="button"
                className="bo-board__switch-button"
                aria-pressed={shown === id}
                onClick={() => setShown(id)}
              >
                {t(COLUMN_TITLE[id])} <span className="bo-board__count">{columns[id].length}</span>
              </button>
            ))}
          </div>

          <div className="bo-board__columns">
            {COLUMNS.map((id) => (
              <section
                key={id}
                className="bo-board__column"
                data-column={id}
                data-shown={shown === id}
                aria-labelledby={`col-${id}`}
                data-testid={`board-column-${id}`}
              >
                <h2 id={`col-${id}`} className="bo-board__column-title">
                  {t(COLUMN_TITLE[id])} <span className="bo-board__count">{columns[id].length}</span>
                </h2>
                <div className="bo-board__cards">
                  {columns[id].length ? (
                    columns[id].map(card)
                  ) : (
                    <EmptyState title={t(COLUMN_EMPTY[id as keyof typeof COLUMN_EMPTY])} />
                  )}
                </div>
              </section>
            ))}
          </div>
        </>
      ) : null}

      {dialog?.kind === 'accept' && dialogOrder ? (
        <AcceptDialog
          order={dialogOrder}
          busy={busy.has(dialogOrder.id)}
          onClose={() => setDialog(null)}
          onSubmit={(prepMinutes) => void move(dialogOrder, { statusId: 1, prepMinutes })}
        />
      ) : null}
      {dialog?.kind === 'cancel' && dialogOrder ? (
        <CancelDialog
          order={dialogOrder}
          busy={busy.has(dialogOrder.id)}
          onClose={() => setDialog(null)}
          onSubmit={(reason) => void move(dialogOrder, { statusId: 4, reason })}
        />
      ) : null}
      {dialog?.kind === 'refund' && dialogOrder ? (
        <RefundDialog
          order={dialogOrder}
          onClose={() => setDialog(null)}
          onSubmit={async (amount, reason) => {
            await refund(dialogOrder, amount, reason);
            setDialog(null);
          }}
        />
      ) : null}
      {ticket ? (
        <KitchenTicket order={ticket} outletName={places.outletLabel(ticket.outletId)} onDone={closeTicket} />
      ) : null}
    </div>
  );
}
