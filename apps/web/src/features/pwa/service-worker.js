/* global self, caches, clients */
/**
 * The storefront's service worker (issue 21 item 4), served at /sw.js by
 * app/[city]/[locale]/sw.js/route.ts, which fills in VERSION and TEXTS. Scope: the city's whole
 * site. What it keeps, per build (a new build's worker deletes the old caches):
 *
 * - the app shell: the build's hashed scripts and styles, the favicon and the app icons, cache
 *   first (their names change with their content);
 * - the last menu pages seen (the home page and category pages, every language), network first
 *   with the cached copy when the network fails, so the menu opens offline; at most MAX_PAGES;
 * - the pictures those pages showed, network first, at most MAX_IMAGES.
 *
 * Never kept: anything but GET (the cart's calculation, the checkout's order, every API write),
 * the API's answers (/api: prices, the cart, the customer), account, cart, checkout and order
 * pages. An offline visit to a page not kept gets a short page that says ordering needs the network.
 *
 * Push: a message from our API (an order's new status) is shown as a notification; a click focuses
 * a window on the order's page or opens one.
 */
const VERSION = '__VERSION__';
/** { uk: { title, text, toMenu }, ... }: the offline page's words per language */
const TEXTS = /* TEXTS */ {};
const SHELL = `shell-${VERSION}`;
const PAGES = `pages-${VERSION}`;
const IMAGES = `images-${VERSION}`;
const MAX_PAGES = 30;
const MAX_IMAGES = 300;
const LANGUAGE_PREFIX = /^\/(ru|en)(?=\/|$)/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const current = new Set([SHELL, PAGES, IMAGES]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !current.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** The path without its language prefix, and the language ('uk' unprefixed). */
function pageOf(url) {
  const match = LANGUAGE_PREFIX.exec(url.pathname);
  return {
    language: match ? match[1] : 'uk',
    path: match ? url.pathname.slice(match[0].length) || '/' : url.pathname,
  };
}

/** The home page and the category pages: the menu a customer may open offline. */
const isMenuPage = (url) => {
  const { path } = pageOf(url);
  return path === '/' || path.startsWith('/menu/');
};

const isShellFile = (url) =>
  url.pathname.startsWith('/_next/static/') ||
  url.pathname.startsWith('/app-icon/') ||
  url.pathname === '/favicon.svg';

/** A shared, complete answer of ours: nothing personal (pages are the same for every visitor). */
const isKeepable = (response) => {
  if (!response || response.status !== 200 || response.type === 'error') return false;
  const control = response.headers.get('cache-control') || '';
  return !/no-store|private/.test(control);
};

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  // oldest first: a re-visited page was deleted and put again, so it is at the end
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

async function networkFirst(event, cacheName, max, keyOf) {
  const { request } = event;
  const key = keyOf ? keyOf(request) : request;
  try {
    const response = await fetch(request);
    if (isKeepable(response) || (response.type === 'opaque' && cacheName === IMAGES)) {
      const copy = response.clone();
      event.waitUntil(
        caches
          .open(cacheName)
          .then((cache) => cache.delete(key).then(() => cache.put(key, copy)))
          .then(() => trim(cacheName, max)),
      );
    }
    return response;
  } catch (err) {
    const cached = await caches.match(key, { cacheName });
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request, { cacheName: SHELL });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isKeepable(response)) {
    const copy = response.clone();
    event.waitUntil(caches.open(SHELL).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The page for a visit the network cannot answer and no copy was kept of. */
function offlinePage(url) {
  const { language } = pageOf(url);
  const t = TEXTS[language] || TEXTS.uk || Object.values(TEXTS)[0];
  const home = language === 'uk' ? '/' : `/${language}`;
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 24px;color:#1b1b1f;background:#f6f5f2}main{max-width:480px;margin:0 auto}a{color:inherit;font-weight:600}</style></head><body><main id="main"><h1 data-testid="offline-page">${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><p><a href="${home}">${escapeHtml(t.toMenu)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // the cart's calculation, the order, every write: the network only, and its failure shows
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin) {
    if (url.pathname.startsWith('/api/')) return;
    if (isShellFile(url)) {
      event.respondWith(cacheFirst(event));
      return;
    }
    if (request.mode === 'navigate') {
      event.respondWith(
        isMenuPage(url)
          ? networkFirst(event, PAGES, MAX_PAGES, () => url.origin + url.pathname).catch(() =>
              offlinePage(url),
            )
          : fetch(request).catch(() => offlinePage(url)),
      );
    }
    return;
  }
  if (request.destination === 'image' && /^https?:$/.test(url.protocol)) {
    event.respondWith(networkFirst(event, IMAGES, MAX_IMAGES));
  }
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' ? message.title : '';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      // a newer status of the same order replaces the older notification, and says so
      renotify: typeof message.tag === 'string',
      icon: '/app-icon/192',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data && event.notification.data.url) || '/';
  const target = new URL(raw, self.location.origin);
  if (!/^https?:$/.test(target.protocol)) return;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target.href);
      if (open) return open.focus();
      return clients.openWindow(target.href);
    }),
  );
});
