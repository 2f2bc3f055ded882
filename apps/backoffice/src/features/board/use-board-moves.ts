import type { TBoardStatusChange } from '@food/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useFormat, useT } from '../../i18n';
import { useToast } from '../../ui';
import { getOrder, moveOrder, refundOrder, retryRefund } from './board-api';
import type { BoardOrder } from './board-rules';
import { boardMessages } from './messages';
import { statusKeyOf } from './order-labels';

/**
 * Status moves from the board: the card is busy while one runs, the toast says what was done,
 * and a refused move (409: a colleague's earlier move, an unpaid order) reads the order again and
 * leaves a notice on its card saying what happened.
 */
export function useBoardMoves(board: {
  upsert: (order: BoardOrder) => void;
  refreshOrder: (id: string) => Promise<void>;
}) {
  const t = useT(boardMessages);
  const format = useFormat();
  const errorText = useErrorText();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [notices, setNotices] = useState<ReadonlyMap<string, string>>(new Map());

  const setNotice = (id: string, text: string | null) =>
    setNotices((current) => {
      const next = new Map(current);
      if (text) next.set(id, text);
      else next.delete(id);
      return next;
    });
  const setBusyFor = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function explainRefusal(order: BoardOrder, error: unknown) {
    if (error instanceof ApiError && error.status === 404) {
      await board.refreshOrder(order.id);
      toast.show(t('gone', { number: order.localId }), 'danger');
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      let fresh: BoardOrder | null = null;
      try {
        fresh = await getOrder(order.id);
        board.upsert(fresh);
      } catch {
        await board.refreshOrder(order.id);
      }
      setNotice(
        order.id,
        error.code === 'ORDER_NOT_PAID'
          ? t('notPaid', { number: order.localId })
          : t('conflict', { number: order.localId, status: t(statusKeyOf(fresh ?? order)) }),
      );
      return;
    }
    toast.show(errorText(error), 'danger');
  }

  async function move(order: BoardOrder, change: TBoardStatusChange): Promise<void> {
    setBusyFor(order.id, true);
    setNotice(order.id, null);
    try {
      const updated = await moveOrder(order.id, change);
      board.upsert(updated);
      const number = order.localId;
      if (change.statusId === 1 && updated.expectedAt)
        toast.show(t('accepted', { number, time: format.time(updated.expectedAt, updated.timeZone) }));
      else if (change.statusId === 4) toast.show(t('cancelledToast', { number }));
      else toast.show(t('moved', { number, status: t(statusKeyOf(updated)) }));
    } catch (error) {
      await explainRefusal(order, error);
    } finally {
      setBusyFor(order.id, false);
    }
  }

  /**
   * A refund from the refund dialog: the card shows the new state; a refusal is thrown for the
   * dialog to show, after the card is read again (a refused refund stays on it, FAILED).
   */
  async function refund(order: BoardOrder, amount: number, reason: string): Promise<void> {
    setBusyFor(order.id, true);
    try {
      board.upsert(await refundOrder(order.id, { amount, reason }));
      toast.show(
        t('refundedToast', { number: order.localId, amount: format.money(amount, order.currencyCode) }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REFUND_FAILED') await board.refreshOrder(order.id);
      throw error;
    } finally {
      setBusyFor(order.id, false);
    }
  }

  /** "Try the refund again" on a card whose refund the provider refused. */
  async function retry(order: BoardOrder): Promise<void> {
    setBusyFor(order.id, true);
    try {
      board.upsert(await retryRefund(order.id));
      toast.show(t('refundRetried', { number: order.localId }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REFUND_FAILED') {
        await board.refreshOrder(order.id);
        toast.show(t('refundRefused', { message: error.message }), 'danger');
      } else await explainRefusal(order, error);
    } finally {
      setBusyFor(order.id, false);
    }
  }

  return { busy, notices, move, refund, retry };
}
