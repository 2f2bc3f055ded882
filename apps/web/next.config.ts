import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const config: NextConfig = {
  transpilePackages: ['@food/contracts'],
  poweredByHeader: false,
  // brand, city and API addresses are read at run time (proxy.ts, src/lib/runtime-config.ts):
  // one build serves any brand
};

export default createNextIntlPlugin('./src/i18n/request.ts')(config);
