import { createHash } from 'node:crypto';

/**
 * The app's own paths (apps/backoffice/src/app/AppRoutes.tsx): each answers index.html, anything
 * else under /admin is not ours. A page added to the app adds its path here.
 */
export const APP_PATHS = [
  '/admin',
  '/admin/sign-in',
  '/admin/link/:token',
  '/admin/stop-list',
  '/admin/day',
  '/admin/staff',
  '/admin/audit',
  '/admin/speed',
  '/admin/reports',
  '/admin/care',
  '/admin/phone-order',
  '/admin/reviews',
  '/admin/jobs',
  '/admin/machine',
  '/admin/settings',
  '/admin/account',
  '/admin/zones',
  '/admin/brand',
  '/admin/brand/cities',
  '/admin/brand/outlets',
  '/admin/promotions',
  '/admin/promotions/:section',
  '/admin/content',
  '/admin/menu',
  '/admin/menu/products/:id',
  '/admin/menu/categories/:id',
  '/admin/menu-import',
] as const;

/**
 * The app's page: its own scripts and styles only (Vite writes no inline script or style; React
 * sets style properties through the CSSOM, which CSP does not govern), data from its own API,
 * nothing framed, no plugins, forms nowhere but here.
 */
export function backofficePolicy(tileUrl: string = DEFAULT_MAP_TILES): string {
  // the zone editor's map tiles (MAP_TILE_URL) are the one outside source: pictures only
  const tiles = tileSource(tileUrl);
  return (
    `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:${tiles ? ` ${tiles}` : ''}; font-src 'self'; ` +
    "connect-src 'self'; media-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
    "frame-ancestors 'none'"
  );
}

/** OpenStreetMap's tiles, as the storefront's map (apps/web runtime-config.ts) */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The CSP source of a tile URL template: `https://{s}.tiles.example/…` → `https://*.tiles.example`. */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const host = match[2]!.replace(/\{[a-z]+\}/gi, '*');
  return /^[a-z0-9.*:[\]-]+$/i.test(host) ? `${match[1]!.toLowerCase()}://${host.toLowerCase()}` : null;
}

export const BACKOFFICE_POLICY = backofficePolicy();

/** the 503 page has one inline style, allowed by its hash */
const NOT_BUILT_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}';

export const NOT_BUILT_POLICY = `default-src 'none'; style-src 'sha256-${sha256Base64(NOT_BUILT_STYLE)}'; frame-ancestors 'none'`;

export function notBuiltPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Back office not built</title><style>${NOT_BUILT_STYLE}</style></head>
<body>
<h1>The back office is not built yet</h1>
<p>The API serves the back office from <code>apps/backoffice/dist</code>, which does not exist.
<code>npm start</code> builds it while the API starts: reload in a few seconds. To build it yourself, run
<code>npm run build -w @food/backoffice</code> in the repository, then reload this page.</p>
</body>
</html>
`;
}

function sha256Base64(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}
