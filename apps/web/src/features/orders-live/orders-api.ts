/** Orders API calls (SPEC section 7) of the widget, the history and the order page. */
import type { TOrder, TPrediction } from '@food/contracts';
import { apiCall } from '@/lib/api/browser-client';

export const fetchLastActive = (userId: string, signal?: AbortSignal) =>
  apiCall<TOrder | null>(`/orders/v1/lastActive?userId=${userId}`, { signal });

export const fetchOrder = (orderId: string, signal?: AbortSignal) =>
  apiCall<TOrder>(`/orders/v1/get/${orderId}`, { signal });

/** SPEC section 7: `/v1/prediction/?language`, public (the confirmation page of a guest shows it too). */
export const fetchPrediction = (language: string, signal?: AbortSignal) =>
  apiCall<TPrediction>(`/orders/v1/prediction/?language=${encodeURIComponent(language)}`, { signal });
