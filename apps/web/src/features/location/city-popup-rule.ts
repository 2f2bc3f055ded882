import type { CityOption } from './city-filter';

/**
 * "Your city …?" (SPEC sections 2 and 4): asked when geo by IP places the visitor in another
 * city of the brand than the page's, once per browser session. It names the detected city, and
 * "Yes" goes there (issue 17, item 18: a visitor in Lviv was asked "Your city — Kyiv?").
 */
export interface CityCheckState {
  /** the brand's DETECT_CITY_BY_IP flag */
  detectByIp: boolean;
  /** the customer answered (or the check ran and had nothing to ask) in this session */
  validated: boolean;
  /** the visitor arrived through a city choice (`ip_redirected=1`), now or earlier this session */
  ipRedirected: boolean;
  /** crawlers are never asked */
  isBot: boolean;
}

/** Whether to ask geo by IP at all. */
export const shouldCheckCity = (s: CityCheckState) =>
  s.detectByIp && !s.validated && !s.ipRedirected && !s.isBot;

export interface IpCity {
  businessRegionId: number | null;
}

/**
 * What the IP's city means for this page:
 * - `ask`: another city of the brand: show the popup;
 * - `same`: the page's own city: nothing to ask;
 * - `unknown`: an address in no known network (a VPN, a foreign visitor): nothing to ask;
 * - `failed`: geo by IP failed or answered nonsense: logged and skipped for the session.
 * Everything but `ask` marks the city validated for the session.
 */
export type CityPopupOutcome = 'ask' | 'same' | 'unknown' | 'failed';

export function cityPopupOutcome(detected: IpCity | null, currentCityId: number): CityPopupOutcome {
  if (detected === null) return 'failed';
  if (detected.businessRegionId === null) return 'unknown';
  return detected.businessRegionId === currentCityId ? 'same' : 'ask';
}

/** The city the popup asks about: the detected one, by the name the page's language gives it. */
export interface AskedCity {
  id: number;
  slug: string;
  name: string;
}

/**
 * The detected city among the brand's cities; null when the list does not hold it or it has no
 * slug to go to (then there is nothing to offer, and nothing is asked).
 */
export function askedCity(detected: IpCity, cities: readonly CityOption[]): AskedCity | null {
  const city = cities.find((c) => c.id === detected.businessRegionId);
  return city?.slug ? { id: city.id, slug: city.slug, name: city.label } : null;
}

/**
 * The answers: `yes` goes to the detected city; `no` opens the chooser; `stay` (closing it, or
 * following its delivery link) confirms the page's city (SPEC section 2: closing confirms the
 * current city).
 */
export type CityPopupAnswer = 'yes' | 'no' | 'stay';
