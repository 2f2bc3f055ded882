'use client';

import { readCookie, setBrowserCookie } from '@/features/shell/cookies';
import {
  CPA_COOKIE,
  CPA_COOKIE_MAX_AGE_S,
  affiliateFromQuery,
  parseAffiliate,
  serializeAffiliate,
  type Affiliate,
} from './affiliate';

/** Keeps the partner of the landing URL (if any) in the `cpa` cookie; called on every page. */
export function captureAffiliate(search: string) {
  const found = affiliateFromQuery(new URLSearchParams(search));
  if (found) setBrowserCookie(CPA_COOKIE, serializeAffiliate(found), { maxAgeS: CPA_COOKIE_MAX_AGE_S });
}

export function readAffiliate(): Affiliate | null {
  if (typeof document === 'undefined') return null;
  return parseAffiliate(readCookie(document.cookie, CPA_COOKIE));
}
