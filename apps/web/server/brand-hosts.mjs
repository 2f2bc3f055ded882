/**
 * Which brand and city a request's host names (issue 22: one storefront process serves every
 * brand by host name, ARCHITECTURE.md "Storefront"). Plain JavaScript: server.mjs runs it on
 * every request before Next sees it, and the pages use `brandOrigin` for their links.
 *
 * - A brand's own domains (the back office's brand editor, `GET /config/v1/brands` `domains`,
 *   and the storefront's `BRAND_DOMAINS` setting): `sushimoon.example` is the brand,
 *   `kyiv.sushimoon.example` its city.
 * - Under the site's domain (PUBLIC_SITE_URL's host, `localhost` in the demo): the bare domain is
 *   the `BRAND` brand, `kyiv.localhost` its city; `pc-ua.localhost` is the brand pc-ua and
 *   `kyiv.pc-ua.localhost` its city.
 * - Any other host (an IP address, a load balancer's health check, a name no brand has) is the
 *   bare site of `BRAND`, as it was before brands were told apart by host; a host under the
 *   site's domain that names two labels whose second is no brand is unknown (null: 404).
 */

const BRAND_SLUG = /^[a-z]{2,3}-[a-z]{2}(?:-[a-z]+)?$/;
const LABEL = /^[a-z][a-z0-9-]*$/;
const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host name without its port, lower case ("kyiv.localhost:3000" → "kyiv.localhost"). */
function hostName(host) {
  const h = String(host ?? '')
    .trim()
    .toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/, '').replace(/\.$/, '');
}

/** A host name a brand may be given (lower case, no port, no scheme). */
const isDomainName = (name) => typeof name === 'string' && DOMAIN.test(name);

/**
 * `BRAND_DOMAINS`: `sushimoon.example=sm-ua,pizzacorner.example=pc-ua` (a brand may be named
 * more than once; its first domain is its public address). Throws on a malformed entry.
 */
export function parseBrandDomains(setting) {
  const map = new Map();
  for (const entry of String(setting ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [domain = '', brand = '', ...rest] = entry.split('=').map((p) => p.trim().toLowerCase());
    if (rest.length || !isDomainName(domain) || !BRAND_SLUG.test(brand))
      throw new Error(`BRAND_DOMAINS: "${entry}" is not domain=brand-slug (e.g. sushimoon.example=sm-ua)`);
    if (map.has(domain)) throw new Error(`BRAND_DOMAINS: ${domain} is named twice`);
    map.set(domain, brand);
  }
  return map;
}

/**
 * The sites a storefront serves: the configured domains first, then the brands' own (from the
 * API), the first claim of a domain winning.
 * @param {{ siteDomain: string, defaultBrand: string, configured: Map<string, string>,
 *   brands: Array<{ slug: string, domains: string[] }> }} input
 */
export function createSites({ siteDomain, defaultBrand, configured, brands }) {
  const domains = new Map(configured);
  for (const b of brands) for (const d of b.domains) if (!domains.has(d)) domains.set(d, b.slug);
  return {
    siteDomain: hostName(siteDomain),
    defaultBrand,
    domains,
    slugs: new Set([defaultBrand, ...brands.map((b) => b.slug), ...configured.values()]),
    brandsKnown: brands.length > 0,
  };
}

/**
 * The brand and city of a host: `{ brand, city }` (city null on a site's bare host), or null
 * when the host names a brand nobody has.
 */
export function resolveHost(host, sites) {
  const name = hostName(host);
  const own = sites.domains.get(name);
  if (own) return { brand: own, city: null };
  const dot = name.indexOf('.');
  if (dot > 0) {
    const parent = sites.domains.get(name.slice(dot + 1));
    const label = name.slice(0, dot);
    if (parent && LABEL.test(label)) return { brand: parent, city: label };
  }
  const site = sites.siteDomain;
  if (name === site || !name.endsWith(`.${site}`)) return { brand: sites.defaultBrand, city: null };
  const labels = name.slice(0, -site.length - 1).split('.');
  if (!labels.every((l) => LABEL.test(l))) return null;
  const isBrand = (label) => BRAND_SLUG.test(label) && (sites.slugs.has(label) || !sites.brandsKnown);
  if (labels.length === 1) {
    const [label] = labels;
    return isBrand(label) ? { brand: label, city: null } : { brand: sites.defaultBrand, city: label };
  }
  if (labels.length === 2 && isBrand(labels[1])) return { brand: labels[1], city: labels[0] };
  return null;
}

/**
 * A brand's public origin, for links that leave the page (canonical, sitemap, a city's
 * address): its first domain, else `<slug>.<site domain>`, else (BRAND) the site itself.
 */
export function brandOrigin(brand, sites, publicSiteUrl) {
  const url = new URL(publicSiteUrl);
  const domain = [...sites.domains].find(([, slug]) => slug === brand)?.[0];
  if (domain) {
    // a real domain is served on the default port of its scheme
    url.hostname = domain;
    url.port = '';
  } else if (brand !== sites.defaultBrand) url.hostname = `${brand}.${url.hostname}`;
  return url.origin;
}
