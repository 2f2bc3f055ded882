/**
 * The storefront's security headers, set by server.mjs on every answer.
 *
 * Pages get a Content-Security-Policy whose scripts must carry this answer's nonce
 * (script-nonce.mjs writes it into every `<script>` tag as the HTML streams): Next's own nonce
 * needs the policy on the request and renders every page per request, which would undo the page
 * cache. 'strict-dynamic' lets a nonced script add scripts: the scripts-after-paint loader, the
 * framework's chunk loader, reCAPTCHA and the chat widget. `'self' https: 'unsafe-inline'` only
 * matter to browsers older than CSP 3, which ignore 'strict-dynamic' (newer ones ignore them).
 *
 * Styles allow 'unsafe-inline': Next inlines the CSS in `<style>` tags and inserts more on client
 * navigation without a nonce, and React writes `style` attributes; the HTML that operators write
 * is sanitised on the server (features/content/sanitize.ts). Pictures may come from any https
 * host (operators' HTML links pictures of their CDN), the API's public address and the map tiles.
 * Forms post only to the storefront: payment pages are reached by a link, not a form.
 */

/** reCAPTCHA v3 (features/auth/recaptcha.ts): its script, its frame and the calls it makes. */
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** The chat widgets a brand may switch on (features/account/support-chat-rules.ts). */
const CHAT_HOSTS = ['https://*.jivosite.com', 'https://*.talk-me.ru'];
const CHAT_SOCKETS = ['wss://*.jivosite.com', 'wss://*.talk-me.ru'];

/** `https://{s}.tile.example.com/{z}/{x}/{y}.png` → `https://*.tile.example.com`, or null. */
export function sourceOfUrlTemplate(template) {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template ?? '');
  if (!match) return null;
  const host = match[2].replace(/\{[a-z]+\}/gi, '*');
  return /^[a-z0-9.*:[\]-]+$/i.test(host) ? `${match[1].toLowerCase()}://${host.toLowerCase()}` : null;
}

/**
 * The page policy around a nonce, from the storefront's environment: the API's public address
 * (PUBLIC_API_URL, as the API reads it) and the map tiles (MAP_TILE_URL, OpenStreetMap's by
 * default, as src/lib/runtime-config.ts reads it).
 */
export function pagePolicy(env = process.env) {
  const api = sourceOfUrlTemplate(env.PUBLIC_API_URL || `http://localhost:${env.API_PORT || 4000}`);
  const tiles = sourceOfUrlTemplate(env.MAP_TILE_URL || 'https://tile.openstreetmap.org/');
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  const after = [
    `style-src ${list("'self'", "'unsafe-inline'", CHAT_HOSTS)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', api, tiles)}`,
    `font-src ${list("'self'", 'data:', CHAT_HOSTS)}`,
    `connect-src ${list("'self'", RECAPTCHA, CHAT_HOSTS, CHAT_SOCKETS)}`,
    `frame-src ${list(RECAPTCHA, CHAT_HOSTS)}`,
    `media-src ${list("'self'", CHAT_HOSTS)}`,
    "object-src 'none'",
    // the storefront's service worker (/sw.js) and web app manifest: 'strict-dynamic' would
    // otherwise leave a worker only the nonce, which a registration cannot carry
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const before = "default-src 'self'; script-src 'nonce-";
  const scriptRest = "' 'strict-dynamic' 'self' https: 'unsafe-inline'; ";
  return (nonce) => before + nonce + scriptRest + after;
}

/**
 * The service worker's own policy (a worker's script answer sets it): it runs no other script,
 * fetches the storefront's pages and files, and the pictures the pages show (the API's, any
 * https host), which it keeps for the offline menu (src/features/pwa/service-worker.js).
 */
export function workerPolicy(env = process.env) {
  const api = sourceOfUrlTemplate(env.PUBLIC_API_URL || `http://localhost:${env.API_PORT || 4000}`);
  const sources = ["'self'", 'https:', api].filter(Boolean).join(' ');
  return `default-src 'self'; script-src 'self'; img-src ${sources} data: blob:; connect-src ${sources}; frame-ancestors 'none'`;
}

/** Answers that are not pages (scripts, styles, pictures, data): nothing may run or frame them. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** What every answer carries, besides its policy. */
export const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // for browsers without CSP's frame-ancestors
  'x-frame-options': 'DENY',
  // the storefront asks for none of these but the location, and that only on its own pages when
  // the customer taps 'nearest to me' (issue 17, item 31); the city still comes from the address
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()',
};

/** Only over TLS: a browser that saw it over plain HTTP would ignore it anyway. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Response headers that tell a visitor about the servers behind the storefront. */
export const isInternalHeader = (name) => name.startsWith('x-middleware-') || name === 'x-powered-by';
