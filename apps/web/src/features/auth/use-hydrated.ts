'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False during the server render and hydration, true after: per-visitor state (the stored user)
 * is only known then, so redirects wait for it instead of acting on the server's "anonymous".
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
