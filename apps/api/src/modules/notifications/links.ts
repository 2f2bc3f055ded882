/**
 * Storefront addresses put into messages (ARCHITECTURE.md "Storefront"): a city's pages are on
 * its subdomain (`kyiv.example.com`), Ukrainian pages are unprefixed, Russian under `/ru`,
 * English under `/en`.
 */
import type { MessageLanguage } from './language.js';

/** `https://example.com` and `kyiv` → `https://kyiv.example.com`; no city: the site itself. */
export function cityOrigin(siteUrl: string, citySlug: string | null): string {
  const url = new URL(siteUrl);
  if (citySlug) url.hostname = `${citySlug}.${url.hostname}`;
  return url.origin;
}

const languagePrefix = (language: MessageLanguage): string => (language === 'uk' ? '' : `/${language}`);

/**
 * The order's page: a customer's order in their account, a guest's on its confirmation page
 * (the order id in the link is what lets a guest see it, as on the page after checkout).
 */
export function orderPageUrl(o: {
  siteUrl: string;
  citySlug: string | null;
  language: MessageLanguage;
  orderId: string;
  isCustomerOrder: boolean;
}): string {
  const page = o.isCustomerOrder ? '/account/orders/' : '/order-confirmed/';
  return `${cityOrigin(o.siteUrl, o.citySlug)}${languagePrefix(o.language)}${page}${encodeURIComponent(o.orderId)}`;
}

/**
 * Where the double opt-in and unsubscribe links lead: the API's own pages, which take the signed
 * token (tokens.ts). The routes are the next step (README.md beside this file).
 */
export function subscriptionUrls(publicApiUrl: string, tokens: { confirm?: string; unsubscribe: string }) {
  const base = `${publicApiUrl.replace(/\/+$/, '')}/site/v1/emailSubscriptions`;
  return {
    confirmUrl: tokens.confirm ? `${base}/confirm?token=${encodeURIComponent(tokens.confirm)}` : null,
    unsubscribeUrl: `${base}/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe)}`,
  };
}
