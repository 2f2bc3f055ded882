import 'server-only';
import { redirect } from 'next/navigation';
import { ZBrandsResponse, ZInitResponse, type TInitResponse, type TLanguage } from '@food/contracts';
import { cache } from 'react';
import { getRuntimeConfig } from '../runtime-config';
import { readTags } from './cache-tags';
import { ApiError, callApi } from './http';

/** The brand this storefront serves: its retail network id, from BRAND at run time. */
export const getBrandNetwork = cache(async (): Promise<{ rn: number; slug: string }> => {
  const rc = getRuntimeConfig();
  if (rc.retailNetworkIdOverride) return { rn: rc.retailNetworkIdOverride, slug: rc.brandSlug };
  const brands = await callApi(`${rc.services.config}/v1/brands`, ZBrandsResponse, { tags: ['brands'] });
  const brand = brands.find((b) => b.slug === rc.brandSlug);
  if (!brand) throw new ApiError(500, 'UNKNOWN_BRAND', `The API knows no brand ${rc.brandSlug}`);
  return { rn: brand.retailNetworkId, slug: brand.slug };
});

/** GET /config/v1/init for one city: the shell's brand config, categories, network and city. */
export const getInit = cache(async (citySlug: string | undefined): Promise<TInitResponse> => {
  const rc = getRuntimeConfig();
  const { rn } = await getBrandNetwork();
  const q = new URLSearchParams({ rn: String(rn), target: 'WEB', ...(citySlug ? { slug: citySlug } : {}) });
  return callApi(`${rc.services.config}/v1/init?${q}`, ZInitResponse, {
    tags: readTags('init', { rn, citySlug: citySlug ?? '' }),
  });
});

export interface BrandLocales {
  languages: TLanguage[];
  defaultLanguage: TLanguage;
}

/** Languages of the brand, narrowed by LANGUAGES / DEFAULT_LANGUAGE when the operator sets them. */
export function localesOf(init: TInitResponse): BrandLocales {
  const rc = getRuntimeConfig();
  const languages =
    rc.languagesOverride?.filter((l) => init.config.languages.includes(l)) ?? init.config.languages;
  const defaultLanguage =
    rc.defaultLanguageOverride && languages.includes(rc.defaultLanguageOverride)
      ? rc.defaultLanguageOverride
      : languages.includes(init.config.defaultLanguage)
        ? init.config.defaultLanguage
        : languages[0]!;
  return { languages: languages.length ? languages : [init.config.defaultLanguage], defaultLanguage };
}

/**
 * The init of the city a page path names. A host naming no city of this brand (a typo, a city
 * that closed) goes to the bare domain, which sends the visitor to their own or the default city.
 */
export async function getCityInit(citySlug: string): Promise<TInitResponse> {
  try {
    return await getInit(citySlug);
  } catch (err) {
    if (err instanceof ApiError && (err.isNotFound || err.code === 'VALIDATION_ERROR'))
      redirect(`${getRuntimeConfig().publicSiteUrl}/`);
    throw err;
  }
}
