'use client';

import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(listener: () => void) {
  const timer = setInterval(listener, 15_000);
  return () => clearInterval(timer);
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);

/**
 * The current time to the minute, in the browser only: the page is rendered once and cached, so
 * "open now" is worked out where the visitor is, after hydration (null before).
 */
export function useNow(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, () => null);
  return minute === null ? null : new Date(minute * MINUTE_MS);
}
