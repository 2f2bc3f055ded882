import type {
  TCareBlockChange,
  TCareBonusAdjustment,
  TCareCustomer,
  TCareSearchResult,
} from '@food/contracts';
import { api, query } from '../../api/client';

export const searchCustomers = (q: string) => api.get<TCareSearchResult>(`/care/customers${query({ q })}`);
export const getCustomer = (id: string) =>
  api.get<TCareCustomer>(`/care/customers/${encodeURIComponent(id)}`);
export const adjustBonuses = (id: string, body: TCareBonusAdjustment) =>
  api.post<TCareCustomer>(`/care/customers/${encodeURIComponent(id)}/bonus-adjustments`, body);
export const setBlocked = (id: string, body: TCareBlockChange) =>
  api.put<TCareCustomer>(`/care/customers/${encodeURIComponent(id)}/blocked`, body);
