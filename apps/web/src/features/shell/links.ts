'use client';

import { useCallback } from 'react';
import { localizedPath } from '@/lib/routing/locale-path';
import { useSite } from './site-context';

// the paths live in a plain module so server code can read them (page-paths.ts)
export { PATHS, categoryPath } from './page-paths';

/** Turns a page path into its public address in the current language. */
export function useLocalizedHref() {
  const site = useSite();
  return useCallback((path: string) => localizedPath(site.locale, path, site), [site]);
}
