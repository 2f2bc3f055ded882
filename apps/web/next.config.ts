import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { languageRedirects, pageRewrites, siteDomainOf } from './src/lib/routing/host-routing';

// the only value fixed at build time: which domain's subdomains are cities (host-routing.ts)
const siteDomain = siteDomainOf(
  process.env.PUBLIC_SITE_URL || `http://localhost:${process.env.PORT || 3000}`,
);

const config: NextConfig = {
  // several builds side by side (tests, bench, development) each use their own folder
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@food/contracts'],
  poweredByHeader: false,
  // the storefront's CSS is small (~12 KB): inline in the HTML it no longer blocks the first paint
  experimental: { inlineCss: true },
  // the brand, its cities and languages and the API addresses are read at run time
  // (src/lib/runtime-config.ts): one build serves any brand
  redirects: async () => languageRedirects(),
  rewrites: async () => ({ beforeFiles: pageRewrites(siteDomain), afterFiles: [], fallback: [] }),
};

export default createNextIntlPlugin('./src/i18n/request.ts')(config);
