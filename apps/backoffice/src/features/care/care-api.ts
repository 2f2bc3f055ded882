import type {
  TCareBlockChange,
  TCareBonusAdjustment,
  TCareCustomer,
  TCareErase,
  TCareEraseResult,
  TCareExport,
  TCareExportRequest,
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
export const exportCustomer = (id: string, body: TCareExportRequest) =>
  api.post<TCareExport>(`/care/customers/${encodeURIComponent(id)}/export`, body);
export const eraseCustomer = (id: string, body: TCareErase) =>
  api.post<TCareEraseResult>(`/care/customers/${encodeURIComponent(id)}/erase`, body);
