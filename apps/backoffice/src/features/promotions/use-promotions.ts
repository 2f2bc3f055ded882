import type { TPromotionOptions } from '@food/contracts';
import { useCallback } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useLanguage, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { useResource, useUrlParams } from '../admin-kit';
import { promotionsMessages } from './messages';
import { promotionsApi } from './promotions-api';

/** The brand being edited: `?rn=` when it is one of the member's, else their first. */
export function usePromoBrand(): [number | null, (rn: number) => void] {
  const places = usePlaces();
  const [params, update] = useUrlParams();
  const asked = Number(params.get('rn'));
  const rn = places.brands.some((b) => b.retailNetworkId === asked)
    ? asked
    : (places.brands[0]?.retailNetworkId ?? null);
  return [rn, (next) => update({ rn: String(next) })];
}

/** The brand's languages, cities, categories and dishes (the editors' pickers). */
export function usePromotionOptions(rn: number | null) {
  const { language } = useLanguage();
  return useResource<TPromotionOptions | null>(`promo-options:${rn}:${language}`, () =>
    rn === null ? Promise.resolve(null) : promotionsApi.options(rn, language),
  );
}

/** The editors' own words for the refusals they expect; the rest as every screen says them. */
export function usePromoErrorText(): (error: unknown) => string {
  const t = useT(promotionsMessages);
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return errorText(error);
      if (error.code === 'DUPLICATE_PROMO_CODE') return t('errDuplicateCode');
      if (error.code === 'DUPLICATE_SLUG') return t('errDuplicateSlug');
      // the server's own sentence names the field and the rule (422s and 409s of this editor)
      if (error.status >= 400 && error.status < 500 && ![401, 403].includes(error.status))
        return error.message;
      return errorText(error);
    },
    [t, errorText],
  );
}

/** Names of the cities a record is limited to, or "All cities". */
export function cityNames(ids: readonly number[] | null, options: TPromotionOptions, all: string): string {
  if (!ids || ids.length === 0) return all;
  return ids.map((id) => options.cities.find((c) => c.id === id)?.name ?? `#${id}`).join(', ');
}
