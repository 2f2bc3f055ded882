import 'server-only';
import { ZCity, ZInitResponse } from '@food/contracts';
import { z } from 'zod';
import { getBrandNetwork, localesOf } from '../api/brand';
import { readTags } from '../api/cache-tags';
import { callApi } from '../api/http';
import { getRuntimeConfig } from '../runtime-config';
import type { BrandLanguages, Language } from './locale-path';

export interface SiteContext extends BrandLanguages {
  rn: number;
  defaultCitySlug: string;
  citySlugs: string[];
}

/** per brand: one process serves every brand (server/brand-hosts.mjs) */
const cache = new Map<string, { value: SiteContext; expiresAt: number }>();

/** A brand or city change (app/catalogue-changes): the next request reads the context again. */
export function forgetSiteContext(): void {
  for (const entry of cache.values()) entry.expiresAt = 0;
}

/**
 * What the proxy needs on every request (languages, cities), kept in memory for a minute:
 * the proxy must not wait on the API for each page.
 */
export async function getSiteContext(brand: string): Promise<SiteContext> {
  const cached = cache.get(brand);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  try {
    return await loadSiteContext(brand);
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

async function loadSiteContext(brand: string): Promise<SiteContext> {
  const rc = getRuntimeConfig();
  const { rn } = await getBrandNetwork(brand);
  const [init, cities] = await Promise.all([
    callApi(`${rc.services.config}/v1/init?rn=${rn}&brand=${brand}&target=WEB`, ZInitResponse, {
      tags: readTags('init', { rn }),
    }),
    callApi(`${rc.services.catalog}/v1/cities/?rn=${rn}`, z.array(ZCity), {
      tags: readTags('cities', { rn }),
    }),
  ]);
  const { languages, defaultLanguage } = localesOf(init);
  const value: SiteContext = {
    rn,
    languages: languages as Language[],
    defaultLanguage: defaultLanguage as Language,
    defaultCitySlug:
      (init.config.brandSlug === rc.brandSlug && rc.defaultCitySlugOverride) || init.config.defaultCitySlug,
    citySlugs: cities.flatMap((c) => (c.slug ? [c.slug] : [])),
  };
  cache.set(brand, { value, expiresAt: Date.now() + 60_000 });
  return value;
}
