import 'server-only';
import { z } from 'zod';
import { parseBrandDomains } from '../../server/brand-hosts.mjs';

const ZLanguageList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(['uk', 'ru', 'en'])).min(1));

/**
 * Public runtime config of SPEC section 3, from the environment at run time (no rebuild to
 * change the brand). Languages and the default city come from the brand config when not set.
 */
const ZEnv = z.object({
  BRAND: z
    .string()
    .regex(/^[a-z]{2,3}-[a-z]{2}(-[a-z]+)?$/, 'BRAND is a brand slug such as sm-ua')
    .default('sm-ua'),
  /** real domains of brands: `sushimoon.example=sm-ua,pizzacorner.example=pc-ua` (server/brand-hosts.mjs) */
  BRAND_DOMAINS: z.string().optional(),
  RETAIL_NETWORK_ID: z.coerce.number().int().positive().optional(),
  BRAND_SHORT_NAME: z.string().optional(),
  LANGUAGES: ZLanguageList.optional(),
  DEFAULT_LANGUAGE: z.enum(['uk', 'ru', 'en']).optional(),
  DEFAULT_CITY_SLUG: z.string().optional(),
  API_PORT: z.coerce.number().int().default(4000),
  /** where server rendering reaches the API */
  API_INTERNAL_URL: z.url().optional(),
  /** per-service base addresses, so the storefront can point at other backends of the same contract */
  CONFIG_SERVICE_URL: z.url().optional(),
  CATALOG_SERVICE_URL: z.url().optional(),
  SITE_SERVICE_URL: z.url().optional(),
  /** the storefront's public origin, for canonical links and the sitemap */
  PUBLIC_SITE_URL: z.url().optional(),
  PORT: z.coerce.number().int().default(3000),
  ERROR_LOGGER: z.enum(['0', '1']).default('0'),
  MAPS_SERVER_KEY: z.string().default(''),
  LINK_PAGE_RELOAD: z.enum(['0', '1']).default('0'),
  /** map tiles of the restaurants and delivery pages ({z}/{x}/{y}); OpenStreetMap's by default */
  MAP_TILE_URL: z
    .string()
    .refine(
      (u) => /^https?:\/\//.test(u) && ['{z}', '{x}', '{y}'].every((p) => u.includes(p)),
      'MAP_TILE_URL is an http(s) address with {z}, {x} and {y}',
    )
    .optional(),
  /** the tile provider's required credit, as HTML */
  MAP_TILE_ATTRIBUTION: z.string().optional(),
});

export interface RuntimeConfig {
  /** the brand of the site's bare domain and of hosts no brand claims */
  brandSlug: string;
  /** domain → brand slug, from BRAND_DOMAINS */
  brandDomains: Map<string, string>;
  retailNetworkIdOverride?: number;
  brandShortName?: string;
  languagesOverride?: ('uk' | 'ru' | 'en')[];
  defaultLanguageOverride?: 'uk' | 'ru' | 'en';
  defaultCitySlugOverride?: string;
  services: { config: string; catalog: string; site: string; api: string };
  publicSiteUrl: string;
  errorLogger: boolean;
  mapsServerKey: string;
  linkPageReload: boolean;
  map: { tileUrl: string; tileAttribution: string };
}

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

let cached: RuntimeConfig | undefined;

export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(
      `Invalid storefront configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  const e = parsed.data;
  let brandDomains: Map<string, string>;
  try {
    brandDomains = parseBrandDomains(e.BRAND_DOMAINS);
  } catch (err) {
    throw new Error(`Invalid storefront configuration:\n  - ${(err as Error).message}`, { cause: err });
  }
  const api = (e.API_INTERNAL_URL ?? `http://127.0.0.1:${e.API_PORT}`).replace(/\/$/, '');
  cached = {
    brandSlug: e.BRAND,
    brandDomains,
    retailNetworkIdOverride: e.RETAIL_NETWORK_ID,
    brandShortName: e.BRAND_SHORT_NAME,
    languagesOverride: e.LANGUAGES,
    defaultLanguageOverride: e.DEFAULT_LANGUAGE,
    defaultCitySlugOverride: e.DEFAULT_CITY_SLUG,
    services: {
      api,
      config: (e.CONFIG_SERVICE_URL ?? `${api}/config`).replace(/\/$/, ''),
      catalog: (e.CATALOG_SERVICE_URL ?? `${api}/catalog`).replace(/\/$/, ''),
      site: (e.SITE_SERVICE_URL ?? `${api}/site`).replace(/\/$/, ''),
    },
    publicSiteUrl: (e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    errorLogger: e.ERROR_LOGGER === '1',
    mapsServerKey: e.MAPS_SERVER_KEY,
    linkPageReload: e.LINK_PAGE_RELOAD === '1',
    map: {
      tileUrl: e.MAP_TILE_URL ?? OSM_TILES,
      // OpenStreetMap's credit goes with its tiles; another provider brings its own
      tileAttribution: e.MAP_TILE_ATTRIBUTION ?? (e.MAP_TILE_URL ? '' : OSM_ATTRIBUTION),
    },
  };
  return cached;
}
