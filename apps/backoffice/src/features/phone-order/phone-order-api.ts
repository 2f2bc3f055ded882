import type {
  TAddressSuggestion,
  TCareSearchResult,
  TPhoneOrderCalculation,
  TPhoneOrderCustomer,
  TPhoneOrderCustomerCreate,
  TPhoneOrderDraft,
  TPhoneOrderLinkResent,
  TPhoneOrderMenu,
  TPhoneOrderPlaced,
} from '@food/contracts';
import { api, query } from '../../api/client';

export const findCallers = (retailNetworkId: number, q: string) =>
  api.get<TCareSearchResult>(`/phone-orders/customers${query({ retailNetworkId, q })}`);
export const getCaller = (id: string) =>
  api.get<TPhoneOrderCustomer>(`/phone-orders/customers/${encodeURIComponent(id)}`);
export const createCaller = (body: TPhoneOrderCustomerCreate) =>
  api.post<TPhoneOrderCustomer>('/phone-orders/customers', body);
export const suggestAddresses = (
  retailNetworkId: number,
  businessRegionId: number,
  q: string,
  lang: string,
) =>
  api.get<TAddressSuggestion[]>(
    `/phone-orders/addresses${query({ retailNetworkId, businessRegionId, query: q, lang })}`,
  );
export const getMenu = (
  retailNetworkId: number,
  where: { outletId: number } | { lat: number; lng: number },
  lang: string,
) => api.get<TPhoneOrderMenu>(`/phone-orders/menu${query({ retailNetworkId, ...where, lang })}`);
export const calculate = (draft: TPhoneOrderDraft) =>
  api.post<TPhoneOrderCalculation>('/phone-orders/calculate', draft);
export const placeOrder = (draft: TPhoneOrderDraft) => api.post<TPhoneOrderPlaced>('/phone-orders', draft);
export const resendPaymentLink = (orderId: string) =>
  api.post<TPhoneOrderLinkResent>(`/phone-orders/${encodeURIComponent(orderId)}/payment-link`);
