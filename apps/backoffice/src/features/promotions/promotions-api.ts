import type {
  TAutomaticDiscountCreate,
  TAutomaticDiscountList,
  TAutomaticDiscountView,
  TAutomaticDiscountWrite,
  TBannerAdminList,
  TBannerCreate,
  TBannerView,
  TBannerWrite,
  TPromoCodeCreate,
  TPromoCodeList,
  TPromoCodeView,
  TPromoCodeWrite,
  TPromotionOptions,
  TPromotionPageCreate,
  TPromotionPageList,
  TPromotionPageView,
  TPromotionPageWrite,
  TRichTextPreviewResult,
  TSiteTextCreate,
  TSiteTextList,
  TSiteTextView,
  TSiteTextWrite,
} from '@food/contracts';
import { api, query } from '../../api/client';

/** /admin/v1 promotions and content pages (apps/api/src/modules/promotion-editor). */
export const promotionsApi = {
  options: (rn: number, lang: string) =>
    api.get<TPromotionOptions>(`/promotion-options${query({ retailNetworkId: rn, lang })}`),

  promoCodes: (rn: number) => api.get<TPromoCodeList>(`/promo-codes${query({ retailNetworkId: rn })}`),
  createPromoCode: (body: TPromoCodeCreate) => api.post<TPromoCodeView>('/promo-codes', body),
  updatePromoCode: (id: number, body: TPromoCodeWrite) => api.put<TPromoCodeView>(`/promo-codes/${id}`, body),
  deactivatePromoCode: (id: number) => api.del<TPromoCodeView>(`/promo-codes/${id}`),

  automatic: (rn: number) =>
    api.get<TAutomaticDiscountList>(`/automatic-discounts${query({ retailNetworkId: rn })}`),
  createAutomatic: (body: TAutomaticDiscountCreate) =>
    api.post<TAutomaticDiscountView>('/automatic-discounts', body),
  updateAutomatic: (id: number, body: TAutomaticDiscountWrite) =>
    api.put<TAutomaticDiscountView>(`/automatic-discounts/${id}`, body),
  deleteAutomatic: (id: number) => api.del(`/automatic-discounts/${id}`),

  banners: (rn: number) => api.get<TBannerAdminList>(`/banners${query({ retailNetworkId: rn })}`),
  createBanner: (body: TBannerCreate) => api.post<TBannerView>('/banners', body),
  updateBanner: (id: number, body: TBannerWrite) => api.put<TBannerView>(`/banners/${id}`, body),
  deleteBanner: (id: number) => api.del(`/banners/${id}`),

  pages: (rn: number) => api.get<TPromotionPageList>(`/promotions${query({ retailNetworkId: rn })}`),
  createPage: (body: TPromotionPageCreate) => api.post<TPromotionPageView>('/promotions', body),
  updatePage: (id: number, body: TPromotionPageWrite) =>
    api.put<TPromotionPageView>(`/promotions/${id}`, body),
  deletePage: (id: number) => api.del(`/promotions/${id}`),

  siteTexts: (rn: number) => api.get<TSiteTextList>(`/site-texts${query({ retailNetworkId: rn })}`),
  createSiteText: (body: TSiteTextCreate) => api.post<TSiteTextView>('/site-texts', body),
  updateSiteText: (id: number, body: TSiteTextWrite) => api.put<TSiteTextView>(`/site-texts/${id}`, body),
  deleteSiteText: (id: number) => api.del(`/site-texts/${id}`),

  preview: (body: string) => api.post<TRichTextPreviewResult>('/rich-text/preview', { body }),
};
