/** The menu editor's calls to /admin/v1 (packages/contracts/src/admin-menu.ts). */
import type {
  TAdminCategory,
  TAdminProductList,
  TCategoryWrite,
  TDraftSaved,
  TMenu,
  TProductEditor,
  TProductVersion,
  TProductWrite,
} from '@food/contracts';
import { api, query } from '../../api/client';

export const menuApi = {
  menu: (retailNetworkId: number, lang: string) => api.get<TMenu>(`/menu${query({ retailNetworkId, lang })}`),
  products: (q: { retailNetworkId: number; categoryId?: number; q?: string; page: number; lang: string }) =>
    api.get<TAdminProductList>(`/products${query({ ...q, size: 50 })}`),
  product: (id: number) => api.get<TProductEditor>(`/products/${id}`),
  create: (retailNetworkId: number, write: TProductWrite) =>
    api.post<TProductEditor>('/products', { retailNetworkId, ...write }),
  publish: (id: number, write: TProductWrite) => api.put<TProductEditor>(`/products/${id}`, write),
  archive: (id: number) => api.del<TProductEditor>(`/products/${id}`),
  saveDraft: (id: number, write: TProductWrite) => api.put<TDraftSaved>(`/products/${id}/draft`, write),
  discardDraft: (id: number) => api.del(`/products/${id}/draft`),
  publishDraft: (id: number) => api.post<TProductEditor>(`/products/${id}/draft/publish`),
  versions: (id: number) => api.get<TProductVersion[]>(`/products/${id}/versions`),
  restore: (id: number, version: number) =>
    api.post<TProductEditor>(`/products/${id}/versions/${version}/restore`),
  createCategory: (retailNetworkId: number, write: TCategoryWrite) =>
    api.post<TAdminCategory>('/categories', { retailNetworkId, ...write }),
  updateCategory: (id: number, write: TCategoryWrite) => api.put<TAdminCategory>(`/categories/${id}`, write),
  deleteCategory: (id: number) => api.del(`/categories/${id}`),
  orderCategories: (retailNetworkId: number, ids: number[]) =>
    api.put<TAdminCategory[]>('/menu/category-order', { retailNetworkId, ids }),
};
