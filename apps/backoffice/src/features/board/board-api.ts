import type {
  TBoardOrder,
  TBoardOrdersPage,
  TBoardRefundRequest,
  TBoardStatusChange,
  TBoardStreamEvent,
} from '@food/contracts';
import { api, API_BASE, query } from '../../api/client';

export type StreamEvent = TBoardStreamEvent;

/** Active orders (and held ones) of the last 24 hours: the board's working set. */
export function listActiveOrders(outletId: number | null): Promise<TBoardOrdersPage> {
  return api.get(`/orders${query({ outletId, statusId: '0,1,2', size: 200 })}`);
}

/** The latest finished orders (completed or cancelled), for the Done column. */
export function listDoneOrders(outletId: number | null, size: number): Promise<TBoardOrdersPage> {
  return api.get(`/orders${query({ outletId, statusId: '3,4', size })}`);
}

export function getOrder(id: string): Promise<TBoardOrder> {
  return api.get(`/orders/${encodeURIComponent(id)}`);
}

export function moveOrder(id: string, change: TBoardStatusChange): Promise<TBoardOrder> {
  return api.post(`/orders/${encodeURIComponent(id)}/status`, change);
}

/** Gives back part or all of what a paid order holds, through the provider that took it. */
export function refundOrder(id: string, body: TBoardRefundRequest): Promise<TBoardOrder> {
  return api.post(`/orders/${encodeURIComponent(id)}/refunds`, body);
}

/** Asks the provider again for the order's refused refunds. */
export function retryRefund(id: string): Promise<TBoardOrder> {
  return api.post(`/orders/${encodeURIComponent(id)}/refund`);
}

/** The live stream's address (EventSource sends the session cookie by itself). */
export function streamUrl(outletId: number | null): string {
  return `${API_BASE}/orders/stream${query({ outletId })}`;
}
