/** Orders API calls of the history (SPEC section 7). */
import type { TOrder, TOrderStatistic, TOrdersList, TProduct } from '@food/contracts';
import { apiCall } from '@/lib/api/browser-client';
import { listRequest } from './order-filter';

export const fetchOrders = (userId: string, page: number, filter: string, signal?: AbortSignal) =>
  apiCall<TOrdersList>('/orders/v1/list', {
    method: 'POST',
    body: listRequest(userId, page, filter),
    signal,
  });

export const fetchStatistic = (userId: string, signal?: AbortSignal) =>
  apiCall<TOrderStatistic>(`/orders/v1/statistic/${userId}`, { signal });

export const fetchFeedbackAwaiting = (userId: string, signal?: AbortSignal) =>
  apiCall<TOrder[]>(`/orders/v1/feedbackAwaiting?userId=${userId}`, { signal });

/** `language`: the page's, so the review reaches the feedbacks page in the language it is written in */
export const addFeedback = (
  orderId: string,
  body: { userId: string; score: number; comment: string; language: string },
) => apiCall<{ isSuccess: true }>(`/orders/v1/addFeedback/${orderId}`, { method: 'POST', body });

/** Today's catalogue entries of these products in a city (those it does not sell are left out). */
export const fetchProductsByIds = (rn: number, br: number, lang: string, ids: number[]) =>
  apiCall<TProduct[]>(
    `/catalog/v1/products/?${new URLSearchParams({ rn: String(rn), br: String(br), target: 'WEB', lang })}`,
    {
      method: 'POST',
      body: { ids },
    },
  );
