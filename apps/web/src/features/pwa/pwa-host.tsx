'use client';

import dynamic from 'next/dynamic';

/**
 * The storefront's service worker and offline banner (issue 21 item 4), loaded after the page:
 * a menu page's first load carries none of it (its scripts come as their own chunk, after
 * hydration), and the worker is registered once the load event has passed and the browser idles.
 */
export const PwaHost = dynamic(() => import('./pwa-client').then((m) => m.PwaClient), {
  ssr: false,
  loading: () => null,
});
