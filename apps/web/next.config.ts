import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const config: NextConfig = {
  // several builds side by side (tests, bench, development) each use their own folder
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@food/contracts'],
  poweredByHeader: false,
  // brand, city and API addresses are read at run time (proxy.ts, src/lib/runtime-config.ts):
  // one build serves any brand
};

export default createNextIntlPlugin('./src/i18n/request.ts')(config);
