import 'server-only';
import { redirect } from 'next/navigation';
import { ZBrandsResponse, ZInitResponse, type TInitResponse, type TLanguage } from '@food/contracts';
import { cache } from 'react';
import { brandOrigin, createSites, type Sites } from '../../../server/brand-hosts.mjs';
import { siteDomainOf } from '../routing/host-routing';
import { pageBrand } from '../routing/page-brand';
import { getRuntimeConfig } from '../runtime-config';
import { readTags } from './cache-tags';
import { ApiError, callApi } from './http';

/** Every brand the API knows, with its domains (server/brand-hosts.mjs). */
const getBrands = cache(() =>
  callApi(`${getRuntimeConfig().services.config}/v1/brands`, ZBrandsResponse, { tags: ['brands'] }),
);

/**
 * The brand of the page being rendered (the host's, lib/routing/page-brand.ts), or the one
 * named: its retail network id. RETAIL_NETWORK_ID pins the network of the BRAND brand.
 */
export const getBrandNetwork = cache(async (named?: string): Promise<{ rn: number; slug: string }> => {
  const rc = getRuntimeConfig();
  const slug = named ?? (await pageBrand());
  if (rc.retailNetworkIdOverride && slug === rc.brandSlug) return { rn: rc.retailNetworkIdOverride, slug };
  const brand = (await getBrands()).find((b) => b.slug === slug);
  if (!brand) throw new ApiError(500, 'UNKNOWN_BRAND', `The API knows no brand ${slug}`);
  return { rn: brand.retailNetworkId, slug: brand.slug };
});

/** the sites as last read: pages' links are written synchronously once init has been read */
let knownSites: Sites | undefined;

/** The sites this storefront serves (server/brand-hosts.mjs), for the brands' public origins. */
export const readSites = cache(async (): Promise<Sites> => {
  const rc = getRuntimeConfig();
  knownSites = createSites({
    siteDomain: siteDomainOf(rc.publicSiteUrl),
    defaultBrand: rc.brandSlug,
    configured: rc.brandDomains,
    brands: await getBrands(),
  });
  return knownSites;
});

/**
 * The public origin of a brand (`http://pc-ua.localhost:3000`, its own first domain when it has
 * one), from the sites as `getInit` last read them.
 */
export function brandSiteUrl(slug: string): string {
  const rc = getRuntimeConfig();
  const sites =
    knownSites ??
    createSites({
      siteDomain: siteDomainOf(rc.publicSiteUrl),
      defaultBrand: rc.brandSlug,
      configured: rc.brandDomains,
      brands: [],
    });
  return brandOrigin(slug, sites, rc.publicSiteUrl);
}

/** GET /config/v1/init for one city of the page's brand: the shell's config, categories, network and city. */
export const getInit = cache(async (citySlug: string | undefined, named?: string): Promise<TInitResponse> => {
  const rc = getRuntimeConfig();
  const [{ rn, slug }] = await Promise.all([getBrandNetwork(named), readSites()]);
  const q = new URLSearchParams({
    rn: String(rn),
    target: 'WEB',
    brand: slug,
    ...(citySlug ? { slug: citySlug } : {}),
  });
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
  const all = getRuntimeConfig();
  // LANGUAGES and DEFAULT_LANGUAGE narrow the BRAND brand only
  const rc =
    init.config.brandSlug === all.brandSlug
      ? all
      : { languagesOverride: undefined, defaultLanguageOverride: undefined };
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
      redirect(`${brandSiteUrl(await pageBrand())}/`);
    throw err;
  }
}
