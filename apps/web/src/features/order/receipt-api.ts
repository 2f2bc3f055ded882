import { ZReceipt } from '@food/contracts';
import { apiRead } from '@/lib/api/api-read';

/**
 * GET /orders/v1/receipt/{orderId}?lang: the order as its customer is shown it (a guest's by its id,
 * a customer's with their session: 401 without it, 403 for another customer), named in the page's
 * language `lang`, parsed with its contract.
 */
export const fetchReceipt = (orderId: string, lang: string, signal?: AbortSignal) =>
  apiRead(`/orders/v1/receipt/${encodeURIComponent(orderId)}?lang=${encodeURIComponent(lang)}`, ZReceipt, {
    signal,
  });
