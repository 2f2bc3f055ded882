/**
 * "Your city …?" (SPEC sections 2 and 4): asked when geo by IP places the visitor in another
 * city of the brand than the page's, once per browser session.
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
