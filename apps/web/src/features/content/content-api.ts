import 'server-only';
import {
  ZCityAreas,
  ZFeedbacksResponse,
  ZPromotion,
  ZPromotionSummary,
  ZSiteText,
  type TLanguage,
} from '@food/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { getBrandNetwork } from '@/lib/api/brand';
import { readTags } from '@/lib/api/cache-tags';
import { ApiError, callApi, TIMED_REVALIDATE_SECONDS } from '@/lib/api/http';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { FEEDBACK_DEFAULTS } from '../feedbacks/feedbacks-state';
import type { SiteTextKind } from './content-pages';

/**
 * Server-side reads of the content pages: the site API (SPEC section 7: texts, city areas,
 * feedbacks) and the promotions under /catalog. Like the catalogue, they depend on the brand,
 * city and language only (the page path), carry the catalogue's cache tags, and are wrapped in
 * React's cache so a page and its metadata share one request.
 */
const API_PATHS: Record<SiteTextKind, string> = {
  PUBLIC_OFFER: '/api/public-oferta',
  PRIVACY: '/api/privacy',
  REQUISITES: '/api/web-requisites',
  ABOUT: '/api/about',
};

/** A 404 of the service is "no such thing" (null); anything else is an outage and throws. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ApiError && err.isNotFound) return null;
    throw err;
  }
}

export const loadSiteText = cache(async (kind: SiteTextKind, br: number, language: TLanguage) => {
  const { rn } = await getBrandNetwork();
  const { site } = getRuntimeConfig().services;
  return orNull(
    callApi(`${site}${API_PATHS[kind]}`, ZSiteText, {
      method: 'POST',
      body: { retailNetworkId: rn, businessRegionId: br, language },
      tags: readTags('siteTexts', { rn, br, lang: language }),
    }),
  );
});

export const loadCityAreas = cache(async (br: number, slug: string) => {
  const { rn } = await getBrandNetwork();
  const { site } = getRuntimeConfig().services;
  return orNull(
    callApi(`${site}/api/city-areas`, ZCityAreas, {
      method: 'POST',
      body: { retailNetworkId: rn, slug },
      tags: readTags('cityAreas', { rn, br }),
    }),
  );
});

/** The first page of a city's feedbacks in the page language, with the SPEC section 9 defaults. */
export const loadFirstFeedbacks = cache(async (br: number, lang: TLanguage) => {
  const { rn } = await getBrandNetwork();
  const { site } = getRuntimeConfig().services;
  return callApi(`${site}/feedbacks`, ZFeedbacksResponse, {
    method: 'POST',
    body: { retailNetworkId: rn, businessRegionId: br, lang, ...FEEDBACK_DEFAULTS },
    tags: readTags('feedbacks', { rn, br, lang }),
    // new reviews come without a catalogue event
    revalidate: TIMED_REVALIDATE_SECONDS,
  });
});

const qs = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

export const loadPromotions = cache(async (br: number, lang: TLanguage) => {
  const { rn } = await getBrandNetwork();
  const { catalog } = getRuntimeConfig().services;
  return callApi(
    `${catalog}/v1/promotions/?${qs({ rn, br, target: 'WEB', lang })}`,
    z.array(ZPromotionSummary),
    { tags: readTags('promotions', { rn, br, lang }), revalidate: TIMED_REVALIDATE_SECONDS },
  );
});

/** One running promotion by slug or id; null when the city has no such promotion now. */
export const loadPromotion = cache(async (br: number, lang: TLanguage, ref: string) => {
  const { rn } = await getBrandNetwork();
  const { catalog } = getRuntimeConfig().services;
  // a reference the API would refuse (400) is no promotion either: the page's 404
  if (!/^(?:\d{1,10}|[a-z0-9][a-z0-9-]{0,119})$/.test(ref)) return null;
  return orNull(
    callApi(
      `${catalog}/v1/promotions/${encodeURIComponent(ref)}?${qs({ rn, br, target: 'WEB', lang })}`,
      ZPromotion,
      {
        tags: readTags('promotions', { rn, br, lang }),
        revalidate: TIMED_REVALIDATE_SECONDS,
      },
    ),
  );
});
