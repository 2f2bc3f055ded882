'use client';

/**
 * The city's restaurants' days, read live (issue 18 item 6): the cart and checkout pages are
 * static per city (their restaurant list is cached), so a pause, busy minutes or a holiday set a
 * minute ago come from the API's uncached `GET /catalog/v1/restaurants/day/`, asked when the page
 * opens, when the tab comes back into view, and every POLL_MS meanwhile. The ON_TIME slots
 * (delivery-time.ts) and what the pickup list says follow it.
 */
import type { TRestaurantDay } from '@food/contracts';
import type { OutletDayRules } from '@food/domain/outlet-day';
import { useEffect, useSyncExternalStore } from 'react';
import { apiCall } from '@/lib/api/browser-client';

const POLL_MS = 30_000;

export interface RestaurantDay {
  outletId: number;
  /** the rules' view beyond the weekly hours (the weekly hours too: they may have changed) */
  rules: OutletDayRules;
  state: TRestaurantDay['state'];
}

let days: ReadonlyMap<number, RestaurantDay> | null = null;
let key: string | null = null;
let askedAt = 0;
/** several fields read the days: one request serves them all */
const SHARED_MS = 2_000;
const listeners = new Set<() => void>();

const date = (iso: string | null) => (iso ? new Date(iso) : null);

function toRestaurantDay(d: TRestaurantDay): RestaurantDay {
  return {
    outletId: d.outletId,
    rules: {
      timeZone: d.timeZone,
      openingHours: d.openingHours,
      exceptions: d.exceptions,
      pausedUntil: date(d.pausedUntil),
      busyExtraMinutes: d.busyExtraMinutes,
      busyUntil: date(d.busyUntil),
    },
    state: d.state,
  };
}

async function load(rn: number, br: number) {
  const asked = `${rn}:${br}`;
  if (key === asked && Date.now() - askedAt < SHARED_MS) return;
  askedAt = Date.now();
  try {
    const body = await apiCall<TRestaurantDay[]>(`/catalog/v1/restaurants/day/?rn=${rn}&br=${br}`);
    if (!Array.isArray(body) || key !== asked) return;
    days = new Map(body.map((d) => [d.outletId, toRestaurantDay(d)]));
    listeners.forEach((l) => l());
  } catch {
    // the static hours stand
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Live days by outlet id; null until the first answer (the page's weekly hours meanwhile). */
export function useRestaurantDays(rn: number, br: number): ReadonlyMap<number, RestaurantDay> | null {
  const value = useSyncExternalStore(
    subscribe,
    () => days,
    () => null,
  );
  useEffect(() => {
    const asked = `${rn}:${br}`;
    if (key !== asked) {
      days = null;
      askedAt = 0;
    }
    key = asked;
    void load(rn, br);
    const onVisible = () => document.visibilityState === 'visible' && void load(rn, br);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(rn, br), POLL_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [rn, br]);
  return value;
}
