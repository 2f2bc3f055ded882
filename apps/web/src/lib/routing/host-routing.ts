/**
 * How a public URL reaches a page, decided by Next's router from next.config rewrites (no
 * middleware: running proxy.ts on every page request cut a cached page's throughput fivefold).
 *
 * - The brand and the city come from the host. server.mjs resolves them before Next sees the
 *   request (server/brand-hosts.mjs: `kyiv.pc-ua.localhost` is pc-ua's Kyiv, `kyiv.localhost`
 *   the BRAND's, a brand's own domain from the back office or BRAND_DOMAINS) and hands them on
 *   as the `x-storefront-brand` and `x-storefront-city` request headers, which it first drops
 *   from what the visitor sent.
 * - The language is the path prefix: none for uk, `/ru/...`, `/en/...`; `/ua/...` redirects.
 * - Crawlers (by user agent) get pages with light images, cached apart from people's.
 *
 * The page path becomes `/{city}~{brand}[~bot]/{locale}/{rest}` (city-segment.ts), so a page
 * depends on its path only and is rendered once per brand, city and language, then served from
 * cache. A host without a city (a brand's bare domain, an IP) goes to `/to-city/...`, which
 * sends the visitor to their stored city or the brand's default one.
 */

import { ACCOUNT_INDEX, PATHS } from '../../features/shell/page-paths';

/** Rewrite and redirect rules in the shape of next.config (kept free of Next's types). */
type HasCondition = { type: 'header'; key: string; value?: string };
export interface RouteRule {
  source: string;
  destination: string;
  has?: HasCondition[];
  missing?: HasCondition[];
}
export interface RedirectRule extends RouteRule {
  permanent: boolean;
}

/** Prefixed languages; uk is unprefixed. A city slug may not be one of these. */
const PREFIXED_LANGUAGES = ['ru', 'en'] as const;

/**
 * Crawlers' user agents, as one anchored regular expression: Next matches `has` header values
 * against `^(value)$`, case-sensitively, so both cases are spelled out.
 */
const BOT_USER_AGENT_PATTERN =
  '.*(?:[Bb]ot\\b|[Bb]ot/|[Cc]rawler|[Cc]rawling|[Ss]pider|[Ss]lurp|facebookexternalhit|[Ee]mbedly|WhatsApp|[Tt]elegram[Bb]ot).*';

const botUserAgent = new RegExp(`^(?:${BOT_USER_AGENT_PATTERN})$`);

/** Crawlers get the light images (SPEC section 5: bot user agents skip optimisation settings). */
export const isBotUserAgent = (ua: string | null | undefined) => !!ua && botUserAgent.test(ua);

/** Never rewritten: Next's files, the API, static folders and the storefront's own routes. */
const OWN_PATHS =
  '_next/|api/|locales/|server-error/|to-city|healthz|client-errors|catalogue-changes|favicon';
/** Not pages: those, and each city's sitemap and robots.txt (their own rule). */
const NOT_PAGES = `${OWN_PATHS}|sitemap\\.xml$|robots\\.txt$`;

/** The public site's host name without port ("example.com", "localhost"). */
export const siteDomainOf = (publicSiteUrl: string) => new URL(publicSiteUrl).hostname;

/** The request headers server.mjs sets from the host (server/brand-hosts.mjs). */
export const BRAND_HEADER = 'x-storefront-brand';
const CITY_HEADER = 'x-storefront-city';

/** The public origin of a city: `http://kyiv.localhost:3000` for `http://localhost:3000`. */
export function cityOrigin(siteOrigin: string, city: string): string {
  const url = new URL(siteOrigin);
  url.hostname = `${city}.${url.hostname}`;
  return url.origin;
}

/**
 * The rewrites that turn public URLs into page paths. Next applies every matching rule in
 * order, each to the previous one's result, so no rule's output may match a later rule: the
 * unprefixed rule comes first and skips prefixed paths, and people's rules are `missing` the
 * crawler condition.
 */
export function pageRewrites(): RouteRule[] {
  const city: HasCondition = { type: 'header', key: CITY_HEADER, value: '(?<city>[a-z][a-z0-9-]*)' };
  const brand: HasCondition = {
    type: 'header',
    key: BRAND_HEADER,
    value: '(?<brand>[a-z]{2,3}-[a-z]{2}(?:-[a-z]+)?)',
  };
  const bot: HasCondition = { type: 'header', key: 'user-agent', value: BOT_USER_AGENT_PATTERN };
  const prefixes = PREFIXED_LANGUAGES.join('|');
  const unprefixed = `/:rest((?!${NOT_PAGES}|(?:${prefixes})(?:/|$)).*)`;
  const rules: RouteRule[] = [];
  for (const isBot of [true, false]) {
    const segment = isBot ? ':city~:brand~bot' : ':city~:brand';
    const conditions = isBot ? { has: [city, brand, bot] } : { has: [city, brand], missing: [bot] };
    rules.push(
      { source: unprefixed, destination: `/${segment}/uk/:rest`, ...conditions },
      ...PREFIXED_LANGUAGES.map((lang) => ({
        source: `/${lang}/:rest*`,
        destination: `/${segment}/${lang}/:rest*`,
        ...conditions,
      })),
    );
  }
  rules.push({
    source: '/:file(sitemap\\.xml|robots\\.txt)',
    destination: '/:city~:brand/:file',
    has: [city, brand],
  });
  // a host without a city: to the visitor's stored city or the brand's default (app/to-city)
  rules.push({
    source: `/:rest((?!${OWN_PATHS}).*)`,
    destination: '/to-city/:rest',
    missing: [{ type: 'header', key: CITY_HEADER }],
  });
  return rules;
}

/** `/ua/...` is the old address of the unprefixed uk pages (ARCHITECTURE.md). */
export const languageRedirects = (): RedirectRule[] => [
  { source: '/ua', destination: '/', permanent: true },
  { source: '/ua/:rest*', destination: '/:rest*', permanent: true },
];

/**
 * `/account` (and `/ru/account`, `/en/account`) has no page of its own: it opens the account's
 * first page, the profile, in the same language (SPEC section 2 lists only the account's pages).
 * A rule rather than a page: nothing to render, and it holds on every host. Not permanent, as
 * the first page may change. A guest is then sent to sign-in by the page (`useRequiredUser`),
 * with `redirectTo` back to it.
 */
export const accountRedirects = (): RedirectRule[] => [
  { source: ACCOUNT_INDEX, destination: PATHS.profile, permanent: false },
  {
    source: `/:lang(${PREFIXED_LANGUAGES.join('|')})${ACCOUNT_INDEX}`,
    destination: `/:lang${PATHS.profile}`,
    permanent: false,
  },
];
