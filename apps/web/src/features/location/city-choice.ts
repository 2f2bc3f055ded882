import { CITY_CHOICE_PARAM, IP_REDIRECTED_PARAM } from './city-link';

/** The city the visitor last chose, on the site's domain (app/to-city routes the bare host by it). */
export const CITY_COOKIE = 'city';
/** A choice is remembered for a year. */
export const CITY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Where a cookie for the whole site goes: `example.com` covers the bare domain and every city.
 * Browsers refuse a Domain of `localhost` or an IP address, so there the cookie stays on the
 * host that set it (the bare host, where it is read).
 */
export function cityCookieDomain(siteDomain: string): string | undefined {
  const host = siteDomain.toLowerCase();
  const isIp = /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.includes(':');
  return !isIp && host.includes('.') ? host : undefined;
}

export interface CityRedirectInput {
  /** `?city=` on the bare host: the city chooser's choice */
  requested: string | null;
  /** the `city` cookie */
  stored: string | null | undefined;
  /** the brand's cities that have a slug */
  citySlugs: readonly string[];
  defaultCity: string;
  /** the request's query, "" or "?…" */
  search: string;
}

export interface CityRedirect {
  city: string;
  /** 301 for a choice (SPEC section 4); 307 otherwise, as the answer depends on the cookie */
  status: 301 | 307;
  /** the query to land with, "" or "?…" */
  search: string;
  /** true when the choice is to be stored in the city cookie */
  storeCity: boolean;
}

/**
 * The bare host's answer (cities issue, item 2). A chosen city with a slug of this brand is
 * stored and reached by a 301 carrying `ip_redirected=1`; a host without a choice goes to the
 * stored city, else the brand's default one. An unknown slug in the query or the cookie is
 * ignored (never an error).
 */
export function cityRedirect(input: CityRedirectInput): CityRedirect {
  const q = new URLSearchParams(input.search);
  q.delete(CITY_CHOICE_PARAM);
  const known = (slug: string | null | undefined): slug is string =>
    !!slug && input.citySlugs.includes(slug.toLowerCase());
  const query = () => (q.size ? `?${q}` : '');
  if (known(input.requested)) {
    q.set(IP_REDIRECTED_PARAM, '1');
    return { city: input.requested.toLowerCase(), status: 301, search: query(), storeCity: true };
  }
  const city = known(input.stored) ? input.stored.toLowerCase() : input.defaultCity;
  return { city, status: 307, search: query(), storeCity: false };
}
