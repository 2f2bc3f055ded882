import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { accountRedirects, languageRedirects, pageRewrites } from './src/lib/routing/host-routing';

const config: NextConfig = {
  // several builds side by side (tests, bench, development) each use their own folder
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@food/contracts', '@food/domain'],
  poweredByHeader: false,
  // a profiling build (CONTRIBUTING: profiling the storefront's main thread) maps its scripts
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // server.mjs compresses, with Brotli as well as gzip
  compress: false,
  // Next hashes the whole HTML of every response to make its ETag, on every request, even for a
  // page served from cache: 16% of the menu page's server CPU (a 200 KB page). Pages carry
  // Cache-Control with s-maxage; no client of ours revalidates them by ETag.
  generateEtags: false,
  // A page older than this is rendered again before it is served, never handed out stale. A
  // catalogue change reaches the pages through the API's change stream (src/lib/catalogue-live/:
  // their tags expire at once), so this is only the safety net for a lost event: pages say
  // `revalidate = 300` and catalogue fetches 300 s (prices and running promotions 60 s, as a
  // promotion's time window ends without an event: src/lib/api/http.ts), and a page past that is
  // served stale at most once more while a visitor's request renders it again in the background.
  expireTime: 600,
  experimental: {
    // CSS inlined in the HTML does not block the first paint: on a phone the menu page's LCP was
    // 1.8-2.1 s inlined against 4.4-4.6 s with the stylesheets linked (A/B, same minutes)
    inlineCss: true,
    // Turbopack's default ('loose') merged unrelated routes' CSS into every page (113 KB on the
    // menu page, account and checkout styles included). The graph chunker keeps a route to its
    // own CSS, but by default it overships styles to save requests (requestCost 100 KB), which
    // put the lazily loaded drawers' and other pages' styles in every page: 46.7 KB on the menu
    // page; 32 KB with requestCost 0 (and the filter panel's own module). Inlined CSS makes no
    // requests to save, and it also rides in the RSC payload, so every byte counts twice.
    cssChunking: { type: 'graph', requestCost: 0 },
  },
  // the brand, its cities and languages and the API addresses are read at run time
  // (src/lib/runtime-config.ts): one build serves any brand
  turbopack: {
    resolveAlias: {
      // messages are compiled when they are read (src/i18n/precompile.ts), so next-intl formats
      // them without the ICU parser, as its own `messages.precompile` option sets up
      'use-intl/format-message': 'use-intl/format-message/format-only',
    },
  },
  redirects: async () => [...languageRedirects(), ...accountRedirects()],
  // the brand and city come from the host, told apart by server.mjs at run time (host-routing.ts)
  rewrites: async () => ({ beforeFiles: pageRewrites(), afterFiles: [], fallback: [] }),
};

export default createNextIntlPlugin('./src/i18n/request.ts')(config);
