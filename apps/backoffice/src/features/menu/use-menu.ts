import type { TMenu } from '@food/contracts';
import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useLanguage, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { useResource, useUrlParams } from '../admin-kit';
import { menuApi } from './menu-api';
import { menuMessages } from './messages';

/** The brand being edited: `?rn=` when it is one of the member's, else their first. */
export function useMenuBrand(): [number | null, (rn: number) => void] {
  const places = usePlaces();
  const [params, update] = useUrlParams();
  const asked = Number(params.get('rn'));
  const rn = places.brands.some((b) => b.retailNetworkId === asked)
    ? asked
    : (places.brands[0]?.retailNetworkId ?? null);
  return [rn, (next) => update({ rn: String(next) })];
}

/** The brand's menu frame: languages, cities, outlets, categories, attributes, addons. */
export function useMenu(rn: number | null) {
  const { language } = useLanguage();
  return useResource<TMenu | null>(`menu:${rn}:${language}`, () =>
    rn === null ? Promise.resolve(null) : menuApi.menu(rn, language),
  );
}

/** The editor's own words for the refusals it expects; the rest as every screen says them. */
export function useMenuErrorText(): (error: unknown) => string {
  const t = useT(menuMessages);
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return errorText(error);
      switch (error.code) {
        case 'PRICE_NOT_POSITIVE':
          return `${t('errPrice')} (${error.message})`;
        case 'DUPLICATE_ARTICLE':
          return t('errDuplicateArticle');
        case 'DUPLICATE_SLUG':
          return t('errDuplicateSlug');
        case 'CATEGORY_LOOP':
          return t('errCategoryLoop');
        case 'CATEGORY_NOT_EMPTY':
          return t('errCategoryNotEmpty');
        case 'DEFAULT_LANGUAGE_REQUIRED':
          return t('errDefaultLanguage');
        case 'INVALID_OPTION_GROUPS':
          return t('errOptions', { message: error.message });
        default:
          return error.status >= 400 && error.status < 500 && error.status !== 403
            ? error.message
            : errorText(error);
      }
    },
    [t, errorText],
  );
}

/** `/path?rn=…`: links inside the editor keep the brand. */
export const withBrand = (path: string, rn: number | null) => (rn === null ? path : `${path}?rn=${rn}`);
