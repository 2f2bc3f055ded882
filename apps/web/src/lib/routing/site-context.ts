import 'server-only';
import { ZCity, ZInitResponse } from '@food/contracts';
import { z } from 'zod';
import { getBrandNetwork } from '../api/brand';
import { readTags } from '../api/cache-tags';
import { callApi } from '../api/http';
import { getRuntimeConfig } from '../runtime-config';
import type { BrandLanguages, Language } from './locale-path';

export interface SiteContext extends BrandLanguages {
  rn: number;
  defaultCitySlug: string;
  citySlugs: string[];
}

let cached: { value: SiteContext; expiresAt: number } | undefined;

/** A brand or city change (app/catalogue-changes): the next request reads the context again. */
export function forgetSiteContext(): void {
  if (cached) cached.expiresAt = 0;
}

/**
 * What the proxy needs on every request (languages, cities), kept in memory for a minute:
 * the proxy must not wait on the API for each page.
 */
export async function getSiteContext(): Promise<SiteContext> {
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  try {
    return await loadSiteContext();
  } catch (err) {
    // stale if error: while the API is down, keep routing with the last good answer so the
    // pages Next already has cached go on being served
    if (cached) {
      console.error('storefront: brand config refresh failed; using the last good one', err);
      cached.expiresAt = Date.now() + 10_000;
      return cached.value;
    }
    throw err;
  }
}

async function loadSiteContext(): Promise<SiteContext> {
  const rc = getRuntimeConfig();
  const { rn } = await getBrandNetwork();
  const [init, cities] = await Promise.all([
    callApi(`${rc.services.config}/v1/init?rn=${rn}&target=WEB`, ZInitResponse, {
      tags: readTags('init', { rn }),
    }),
    callApi(`${rc.services.catalog}/v1/cities/?rn=${rn}`, z.array(ZCity), {
      tags: readTags('cities', { rn }),
    }),
  ]);
  const languages = (rc.languagesOverride?.filter((l) => init.config.languages.includes(l)) ??
    init.config.languages) as Language[];
  const defaultLanguage =
    rc.defaultLanguageOverride && languages.includes(rc.defaultLanguageOverride)
      ? rc.defaultLanguageOverride
      : init.config.defaultLanguage;
  const value: SiteContext = {
    rn,
    languages,
    defaultLanguage,
    defaultCitySlug: rc.defaultCitySlugOverride ?? init.config.defaultCitySlug,
    citySlugs: cities.flatMap((c) => (c.slug ? [c.slug] : [])),
  };
  cached = { value, expiresAt: Date.now() + 60_000 };
  return value;
}
