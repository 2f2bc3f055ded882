/**
 * The HTTP rate limits of the API (issue 16): which routes form which group, and how many
 * requests each group allows per client address, per signed-in account and per phone number.
 * Pure data and functions; `register.ts` applies them.
 *
 * The numbers are sized for the largest honest client there is: a mobile carrier's NAT, where
 * thousands of customers share one public address. Menu pages come from the storefront's cache,
 * so what a browsing crowd sends the API is its client-side calls (cart prices, search, the
 * live order, pictures); a flood from one machine runs at thousands of requests a second.
 */

/** What a limit counts by: the client address (IPv6 per /64), the session's customer, the body's phone. */
export type LimitKey = 'address' | 'account' | 'phone';

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * How instances on PostgreSQL share a count: every hit written at once (exact), or counted in
 * memory and written every 200 ms (batched-store.ts), for groups whose requests are so cheap
 * that a write per request would cost more than the request.
 */
export type Sharing = 'everyHit' | 'batched';

export interface GroupPolicy {
  limits: Partial<Record<LimitKey, LimitRule>>;
  /** everyHit when absent */
  sharing?: Sharing;
  /** count only answers with this status (failed operator tokens), not every request */
  countsOnlyStatus?: number;
}

export const RATE_LIMIT_GROUPS = {
  /**
   * Every route without a group of its own: cached catalogue reads, config, site texts, the
   * profile. 300 requests a second from one address is 5,000 customers behind one NAT each
   * calling the API every 17 s; a scraper or flooder is held to a tenth of what a PGlite API
   * answers. A 10 s window stops a flood within seconds instead of letting a minute's worth
   * through at once.
   */
  default: { limits: { address: { max: 3000, windowSeconds: 10 } }, sharing: 'batched' },
  /**
   * Sign-in code sends: the database quotas of modules/auth decide who gets a text; this only
   * keeps one address from hammering the quota check (100 in 10 minutes is ten sign-ins a minute
   * from one NAT, each with a resend).
   */
  codeSend: { limits: { address: { max: 100, windowSeconds: 600 } } },
  /**
   * Code checks (guessing six digits): per address, and per phone across addresses. Five wrong
   * tries already kill a code (modules/auth), so this caps load, not guesses: a customer types
   * one code at most five times, and 30 checks per phone in 10 minutes never stops its owner. A
   * stranger spending them holds the phone's checks for the rest of those 10 minutes at most.
   */
  codeCheck: {
    limits: { address: { max: 100, windowSeconds: 600 }, phone: { max: 30, windowSeconds: 600 } },
  },
  /**
   * The operator API: only failed bearer tokens are counted (token guessing). The operator's own
   * systems send thousands of good ones an hour and are never slowed.
   */
  operator: { limits: { address: { max: 10, windowSeconds: 600 } }, countsOnlyStatus: 401 },
  /**
   * Search runs database work per request (no shared cache). The storefront debounces typing by
   * 600 ms: a customer sends at most ~2 a second, ~10 per search. 20 a second per address is a
   * hundred customers searching at once behind one NAT; 1 a second per account.
   */
  search: {
    limits: { address: { max: 1200, windowSeconds: 60 }, account: { max: 60, windowSeconds: 60 } },
  },
  /**
   * Address suggestions and geocoding call paid providers (answers are cached 10 minutes). A
   * checkout's address takes 10–20 calls; 600 per 10 minutes per address is ~40 checkouts, 100
   * per account five addresses typed over.
   */
  addresses: {
    limits: { address: { max: 600, windowSeconds: 600 }, account: { max: 100, windowSeconds: 600 } },
  },
  /**
   * Generated pictures, resized by sharp when not cached. Answers are immutable, so a browser
   * asks once; a menu page shows ~60. 150 a second per address, apart from the default budget so
   * pictures and catalogue reads do not starve each other.
   */
  images: { limits: { address: { max: 1500, windowSeconds: 10 } }, sharing: 'batched' },
  /**
   * Order creation and payment (creating an order writes rows and draws an order number; a
   * payment attempt calls the provider). A dinner rush behind one NAT is tens of orders in 10
   * minutes; a customer places one, retries, pays again: 30 per account covers every honest case.
   */
  orders: {
    limits: { address: { max: 300, windowSeconds: 600 }, account: { max: 30, windowSeconds: 600 } },
  },
  /**
   * E-mail subscriptions (the pop-up): each writes a row, and a flood would fill a brand's list
   * with strangers' addresses. A customer subscribes once; 60 per 10 minutes is sixty households
   * behind one NAT subscribing in the same minutes, 5 per account a few typos corrected.
   */
  subscriptions: {
    limits: { address: { max: 60, windowSeconds: 600 }, account: { max: 5, windowSeconds: 600 } },
  },
  /**
   * Real-user speed reports (modules/vitals): a page load sends one or two, each a row per metric.
   * 20 a second per address is hundreds of customers browsing behind one NAT; a flood that
   * would skew the p75 or fill the table is held to it.
   */
  vitals: { limits: { address: { max: 1200, windowSeconds: 60 } }, sharing: 'batched' },
  /** Avatar uploads: up to 5 MB decoded and re-encoded by sharp each. */
  uploads: {
    limits: { address: { max: 60, windowSeconds: 600 }, account: { max: 10, windowSeconds: 600 } },
  },
} satisfies Record<string, GroupPolicy>;

export type GroupName = keyof typeof RATE_LIMIT_GROUPS;
export const GROUP_NAMES = Object.keys(RATE_LIMIT_GROUPS) as GroupName[];

interface RouteRule {
  /** only this method; any when absent */
  method?: string;
  path: string | RegExp;
  /** null: not limited at all */
  group: GroupName | null;
}

/** First match wins; a route matching none is in `default`. Paths as declared, with their prefix. */
export const ROUTE_GROUPS: RouteRule[] = [
  // probes of the load balancer and the orchestrator
  { path: '/healthz', group: null },
  { path: '/readyz', group: null },
  { method: 'POST', path: /^\/customer\/(mobile\/)?v1\/ValidateCode$/, group: 'codeCheck' },
  { method: 'POST', path: /^\/customer\/(mobile\/)?v1\/SendCode$/, group: 'codeSend' },
  { path: /^\/ops\//, group: 'operator' },
  { path: /^\/search\//, group: 'search' },
  { path: /^\/geo\/v1\/addresses\//, group: 'addresses' },
  { path: /^\/catalog\/v1\/images\//, group: 'images' },
  { method: 'POST', path: '/order-service/api/http-order-create', group: 'orders' },
  { method: 'POST', path: '/payment/v1/pay', group: 'orders' },
  { method: 'POST', path: '/payment/v1/test/checkout/:paymentId', group: 'orders' },
  // opening a Stripe attempt's address makes or reads its Checkout Session at Stripe
  { method: 'GET', path: '/payment/v1/stripe/checkout/:paymentId', group: 'orders' },
  { method: 'PUT', path: '/customer/v1/updateAvatar/:userId', group: 'uploads' },
  { method: 'POST', path: '/site/v1/emailSubscriptions', group: 'subscriptions' },
  { method: 'POST', path: '/site/v1/vitals', group: 'vitals' },
];

/**
 * Routes that make their group's exact hits inside their own first statement on PostgreSQL
 * (joined-hits.ts; `"METHOD path"` as declared): order creation, one round trip less an order.
 */
export const JOINED_ROUTES: ReadonlySet<string> = new Set(['POST /order-service/api/http-order-create']);

/** The group of a route (method and declared path), `default` when no rule names it. */
export function groupOfRoute(method: string, path: string | undefined): GroupName | null {
  if (path === undefined) return 'default'; // no such route: scanners count too
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  for (const rule of ROUTE_GROUPS) {
    if (rule.method && rule.method !== method) continue;
    if (typeof rule.path === 'string' ? rule.path === bare : rule.path.test(bare)) return rule.group;
  }
  return 'default';
}

export type ResolvedPolicy = Record<GroupName, GroupPolicy>;

/**
 * `RATE_LIMITS` overrides single limits: `group.key=max/windowSeconds`, comma-separated, e.g.
 * `search.address=2400/60,codeCheck.phone=10/600`. Returns the overrides or the problems.
 */
export function parseRateLimitOverrides(
  text: string | undefined,
): { overrides: Array<{ group: GroupName; key: LimitKey; rule: LimitRule }> } | { problems: string[] } {
  const overrides: Array<{ group: GroupName; key: LimitKey; rule: LimitRule }> = [];
  const problems: string[] = [];
  for (const part of (text ?? '').split(',').map((p) => p.trim())) {
    if (!part) continue;
    const m = /^(\w+)\.(address|account|phone)=(\d{1,9})\/(\d{1,7})$/.exec(part);
    const group = m?.[1] as GroupName | undefined;
    if (!m || !group || !(group in RATE_LIMIT_GROUPS)) {
      problems.push(`"${part}" is not group.key=max/windowSeconds with a group of ${GROUP_NAMES.join(', ')}`);
      continue;
    }
    const key = m[2] as LimitKey;
    if (!(key in RATE_LIMIT_GROUPS[group].limits)) {
      problems.push(`"${part}": ${group} has no ${key} limit`);
      continue;
    }
    const rule = { max: Number(m[3]), windowSeconds: Number(m[4]) };
    if (rule.max < 1 || rule.windowSeconds < 1) {
      problems.push(`"${part}": max and window must be at least 1`);
      continue;
    }
    overrides.push({ group, key, rule });
  }
  return problems.length ? { problems } : { overrides };
}

/**
 * The limits in force: the table's maxima times `scale` (at least 1), then the overrides as
 * given. A bad override was refused when the configuration was read.
 */
export function resolvePolicy(scale: number, overridesText?: string): ResolvedPolicy {
  const parsed = parseRateLimitOverrides(overridesText);
  if ('problems' in parsed) throw new Error(`RATE_LIMITS: ${parsed.problems.join('; ')}`);
  const resolved = {} as ResolvedPolicy;
  for (const name of GROUP_NAMES) {
    const group: GroupPolicy = RATE_LIMIT_GROUPS[name];
    const limits: GroupPolicy['limits'] = {};
    for (const [key, rule] of Object.entries(group.limits) as Array<[LimitKey, LimitRule]>) {
      limits[key] = { max: Math.max(1, Math.round(rule.max * scale)), windowSeconds: rule.windowSeconds };
    }
    resolved[name] = { ...group, limits };
  }
  for (const { group, key, rule } of parsed.overrides) resolved[group].limits[key] = rule;
  return resolved;
}

/**
 * The phone a code check is for, as a counting key: spellings of one number (national,
 * international, with 00, spaces or dashes) share their last nine digits. Two numbers sharing
 * them only share a limit. Null when there are too few digits to be a phone.
 */
export function phoneKey(recipient: unknown): string | null {
  if (typeof recipient !== 'string') return null;
  const digits = recipient.replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-9) : null;
}
