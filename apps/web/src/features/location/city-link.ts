import { MAX_LINE_COUNT } from '../cart/cart-rules';
import { lineKey, normalizeOptions } from '../cart/line-key';
import { parseStoredUser, type StoredUser } from '../shell/stored-user';
import { cityOrigin } from '../../lib/routing/host-routing';

/**
 * The city-subdomain link helper of SPEC section 7. Every city is its own origin
 * (`kyiv.example.com`), so localStorage (cart, signed-in user) and the cookie notice's cookie do
 * not follow the customer to another city: the link carries them in the query, and the page the
 * link opens reads them and takes them out of the address bar (city-link-receiver.tsx).
 */
export const MARKETING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'click_id',
  'wm_id',
  'adv_uid',
  'uid',
  'adm_uid',
  'tagtag_uid',
  'SAuid',
  'marketing_deduplication_source',
] as const;

/** Set by the city redirect (app/to-city): the visitor chose this city, do not ask "your city?". */
export const IP_REDIRECTED_PARAM = 'ip_redirected';
/** On the bare domain: the city the visitor chose (app/to-city stores it and redirects there). */
export const CITY_CHOICE_PARAM = 'city';
/** What the receiving page consumes and then removes from the address bar. */
const CARRIED_PARAMS = ['set_user', 'set_cart', 'show_cookies', IP_REDIRECTED_PARAM] as const;

/** At most this many cart lines travel in a link (a cart never gets near it; URLs stay short). */
const MAX_CARRIED_LINES = 100;

export interface CarriedLine {
  id: number;
  count: number;
  /** the line's chosen option ids (issue 19); absent: none. Not SPEC's: older readers skip it */
  options?: number[];
}

/** at most this many options per line, as the API takes (contracts' ZChosenOptions) */
const MAX_CARRIED_OPTIONS = 30;

/** The part of the stored user that travels: who it is and how to greet them, no contact data. */
type CarriedUser = Pick<StoredUser, 'id' | 'firstName' | 'lastName' | 'fullName'>;

export interface CityLinkState {
  cart?: ReadonlyArray<{ productId: number; count: number; options?: ReadonlyArray<{ id: number }> }>;
  user?: StoredUser | null;
  /** the customer has already dismissed the cookie notice */
  cookiesSeen?: boolean;
  /** marketing parameters of the visit; others are ignored */
  marketing?: Readonly<Record<string, string>>;
}

/** The query a link to another city carries (SPEC section 7). */
export function cityLinkParams(state: CityLinkState): URLSearchParams {
  const q = new URLSearchParams();
  if (state.user) {
    const { id, firstName, lastName, fullName } = state.user;
    q.set('set_user', JSON.stringify({ id, firstName, lastName, fullName } satisfies CarriedUser));
  }
  const lines = (state.cart ?? [])
    .filter((l) => l.count > 0)
    .slice(0, MAX_CARRIED_LINES)
    .map((l) =>
      l.options?.length
        ? { id: l.productId, count: l.count, options: l.options.map((o) => o.id) }
        : { id: l.productId, count: l.count },
    );
  // URLSearchParams percent-encodes the JSON
  if (lines.length) q.set('set_cart', JSON.stringify(lines));
  if (state.cookiesSeen) q.set('show_cookies', '0');
  for (const name of MARKETING_PARAMS) {
    const value = state.marketing?.[name];
    if (value) q.set(name, value);
  }
  return q;
}

const withQuery = (origin: string, path: string, q: URLSearchParams) => {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, origin);
  url.search = q.toString();
  return url.toString();
};

/** A link straight to a page of another city: `http://lviv.localhost:3000/menu/rolls?set_cart=…`. */
export function citySubdomainUrl(
  siteOrigin: string,
  city: string,
  path: string,
  state: CityLinkState,
): string {
  return withQuery(cityOrigin(siteOrigin, city), path, cityLinkParams(state));
}

/**
 * The city chooser's link: through the bare domain, which stores the choice in the `city`
 * cookie there (where a visitor without a city in the host is routed by it) and answers a 301
 * to the city's page with `ip_redirected=1` (app/to-city).
 */
export function cityChoiceUrl(siteOrigin: string, city: string, path: string, state: CityLinkState): string {
  const q = cityLinkParams(state);
  q.set(CITY_CHOICE_PARAM, city);
  return withQuery(siteOrigin, path, q);
}

/**
 * The site's own origin, seen from a city's page: the host without the city's label
 * (`http://kyiv.localhost:3000` → `http://localhost:3000`). A host that does not start with the
 * city (a preview address) is its own site origin.
 */
export function siteOriginFrom(location: { protocol: string; host: string }, city: string): string {
  const prefix = `${city.toLowerCase()}.`;
  const host = location.host.toLowerCase();
  const siteHost = city && host.startsWith(prefix) ? host.slice(prefix.length) : host;
  return `${location.protocol}//${siteHost}`;
}

/** The marketing parameters of a query. */
export function marketingOf(search: URLSearchParams): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of MARKETING_PARAMS) {
    const value = search.get(name);
    if (value) found[name] = value;
  }
  return found;
}

export interface CarriedState {
  /** null when the link carried no cart, or an unreadable one */
  cart: CarriedLine[] | null;
  user: StoredUser | null;
  hideCookies: boolean;
  ipRedirected: boolean;
  /** true when the address bar has something to take out */
  hasCarried: boolean;
  /** the query without the carried parameters ("" or "?…"), for history.replaceState */
  remainingSearch: string;
}

/** What a link from another city carried; anything unreadable is ignored (SPEC section 4). */
export function readCarried(search: string): CarriedState {
  const q = new URLSearchParams(search);
  const hasCarried = CARRIED_PARAMS.some((p) => q.has(p));
  const user = q.has('set_user') ? parseStoredUser(q.get('set_user')).user : null;
  const state: CarriedState = {
    cart: parseCarriedCart(q.get('set_cart')),
    user,
    hideCookies: q.get('show_cookies') === '0',
    ipRedirected: q.get(IP_REDIRECTED_PARAM) === '1',
    hasCarried,
    remainingSearch: '',
  };
  for (const p of CARRIED_PARAMS) q.delete(p);
  const rest = q.toString();
  state.remainingSearch = rest ? `?${rest}` : '';
  return state;
}

/**
 * `[{"id":1,"count":2}]`: whole positive ids, counts capped at the cart's limit, one line per
 * id; null when nothing sound is left.
 */
const isPositiveInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

export function parseCarriedCart(raw: string | null): CarriedLine[] | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(data)) return null;
  // one line per product and options, as the cart keeps them
  const byLine = new Map<string, CarriedLine>();
  for (const item of data.slice(0, MAX_CARRIED_LINES)) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, count, options } = item as { id?: unknown; count?: unknown; options?: unknown };
    if (!isPositiveInt(id) || !isPositiveInt(count)) continue;
    const optionIds = options === undefined ? [] : options;
    if (
      !Array.isArray(optionIds) ||
      optionIds.length > MAX_CARRIED_OPTIONS ||
      !optionIds.every(isPositiveInt) ||
      new Set(optionIds).size !== optionIds.length
    )
      continue;
    const sorted = normalizeOptions(optionIds);
    const key = lineKey(id, sorted);
    const total = Math.min((byLine.get(key)?.count ?? 0) + count, MAX_LINE_COUNT);
    byLine.set(key, sorted.length ? { id, count: total, options: sorted } : { id, count: total });
  }
  return byLine.size ? [...byLine.values()] : null;
}
