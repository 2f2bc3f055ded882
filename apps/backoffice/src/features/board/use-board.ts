import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { columnOf, DONE_SHOWN, type BoardOrder } from './board-rules';
import { getOrder, listActiveOrders, listDoneOrders, streamUrl, type StreamEvent } from './board-api';

export type Connection = 'connecting' | 'live' | 'reconnecting';

/** A full refresh this often, besides the stream: a payment arriving moves a held order too. */
const REFRESH_MS = 30_000;
/** after the stream was refused (not a network blip): try again this much later */
const REOPEN_MS = 5_000;

interface BoardState {
  orders: Map<string, BoardOrder>;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
}

/**
 * The board's orders for one outlet (or every outlet in scope): loaded once, then kept current by
 * GET /orders/stream (each event names an order, which is fetched whole) and a refresh every 30 s.
 * `onNewOrder` is called once per order that becomes new and workable (not held) after the first
 * load: the chime, the notification, the announcement.
 */
export function useBoard(outletId: number | null, onNewOrder: (order: BoardOrder) => void) {
  const [state, setState] = useState<BoardState>({ orders: new Map(), status: 'loading', error: null });
  const [connection, setConnection] = useState<Connection>('connecting');
  const announced = useRef(new Set<string>());
  const onNewOrderRef = useRef(onNewOrder);
  useEffect(() => {
    onNewOrderRef.current = onNewOrder;
  });

  const announce = useCallback((orders: Iterable<BoardOrder>, silently: boolean) => {
    for (const order of orders) {
      if (columnOf(order) !== 'new' || announced.current.has(order.id)) continue;
      announced.current.add(order.id);
      if (!silently) onNewOrderRef.current(order);
    }
  }, []);

  const load = useCallback(
    async (silently: boolean) => {
      try {
        const [active, done] = await Promise.all([
          listActiveOrders(outletId),
          listDoneOrders(outletId, DONE_SHOWN),
        ]);
        const orders = new Map<string, BoardOrder>();
        for (const order of [...active.data, ...done.data]) orders.set(order.id, order);
        setState({ orders, status: 'ready', error: null });
        announce(orders.values(), silently);
      } catch (error) {
        setState((s) => (s.status === 'ready' ? s : { ...s, status: 'error', error }));
      }
    },
    [outletId, announce],
  );

  /** Puts the order as the server has it now (after an action, an event or a 409). */
  const upsert = useCallback(
    (order: BoardOrder) => {
      setState((s) => {
        const orders = new Map(s.orders);
        orders.set(order.id, order);
        return { ...s, orders };
      });
      announce([order], false);
    },
    [announce],
  );

  const refreshOrder = useCallback(
    async (id: string) => {
      try {
        upsert(await getOrder(id));
      } catch (error) {
        // gone from this member's view (another brand's, or deleted): drop the card
        if (error instanceof ApiError && (error.status === 404 || error.status === 403))
          setState((s) => {
            const orders = new Map(s.orders);
            orders.delete(id);
            return { ...s, orders };
          });
      }
    },
    [upsert],
  );

  useEffect(() => {
    announced.current = new Set();
    setState({ orders: new Map(), status: 'loading', error: null });
    void load(true);
    const timer = setInterval(() => void load(false), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  useEffect(() => {
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let hadError = false;
    let stopped = false;

    const open = () => {
      source = new EventSource(streamUrl(outletId));
      source.onopen = () => {
        setConnection('live');
        // events sent while disconnected are not replayed: read the board again
        if (hadError) void load(false);
        hadError = false;
      };
      source.onerror = () => {
        hadError = true;
        setConnection('reconnecting');
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          // refused (a 401 after the session ended, a 5xx): the browser gave up, so we retry
          source.close();
          reopenTimer = setTimeout(() => {
            void load(false);
            open();
          }, REOPEN_MS);
        }
      };
      source.addEventListener('order', (event) => {
        let data: StreamEvent;
        try {
          data = JSON.parse((event as MessageEvent<string>).data) as StreamEvent;
        } catch {
          return;
        }
        void refreshOrder(data.orderId);
      });
    };
    setConnection('connecting');
    open();
    return () => {
      stopped = true;
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [outletId, load, refreshOrder]);

  return {
    orders: state.orders,
    status: state.status,
    error: state.error,
    connection,
    upsert,
    refreshOrder,
    reload: () => load(true),
  };
}
