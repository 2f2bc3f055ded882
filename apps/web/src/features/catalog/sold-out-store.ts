'use client';

/**
 * What the visitor cannot order now, read live (issue 18 item 5). Menu pages are cached (until a
 * catalogue change invalidates them, lib/catalogue-live/; a stop does not) and a page already open in the
 * browser, or kept by the router, is older still: it cannot know a stop set a moment ago;
 * this store asks the API's uncached `GET /catalog/v1/soldOut/` for the outlet that serves the
 * visitor (visitor-outlet.ts) and every add button reads it (add-to-cart.tsx), overriding the
 * page's own `isOnStop` once it has answered. It asks again:
 * - whenever a page with add buttons mounts (the customer's natural navigation);
 * - when the tab comes back into view, and every POLL_MS while it is in view;
 * - on a tap of "add" with an answer older than FRESH_MS, so a dish stopped while the page sat
 *   open turns to "sold out" at the first try (the cart's calculation refuses it anyway).
 * One request at a time; a failure keeps the last answer (or the page's own state).
 */
import { ApiError, apiCall } from '@/lib/api/browser-client';
import { readCookie } from '@/features/shell/cookies';
import { useEffect, useSyncExternalStore } from 'react';
import { soldOutQuery, visitorOutlet } from './visitor-outlet';

const FRESH_MS = 5_000;
/** a page's add buttons mount together: one request serves them all */
const MOUNT_MS = 250;
const POLL_MS = 30_000;
const FORM_KEY = 'checkout_form';
const OUTLET_COOKIE = 'outlet_id';

interface Answer {
  query: string;
  ids: ReadonlySet<number>;
  at: number;
}

let answer: Answer | null = null;
let inFlight: { query: string; done: Promise<void> } | null = null;
let where: { rn: number; br: number } | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function currentQuery(rn: number, br: number): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(FORM_KEY);
  } catch {
    // storage off: the city
  }
  return soldOutQuery(rn, br, visitorOutlet(stored, readCookie(document.cookie, OUTLET_COOKIE)));
}

async function load(query: string, fallback: string | null): Promise<void> {
  try {
    const body = await apiCall<{ productIds?: unknown } | null>(`/catalog/v1/soldOut/?${query}`);
    if (!Array.isArray(body?.productIds)) return;
    answer = { query, ids: new Set(body.productIds.filter(Number.isInteger) as number[]), at: Date.now() };
    listeners.forEach((l) => l());
  } catch (err) {
    // a remembered restaurant of another city: the city's answer instead
    if (err instanceof ApiError && err.status === 404 && fallback) return load(fallback, null);
    // offline or the API away: the last answer stands
  }
}

/** Asks again when the last answer is older than `maxAgeMs` (or for another outlet). */
export function refreshSoldOut(maxAgeMs = FRESH_MS): Promise<void> {
  if (!where || typeof window === 'undefined') return Promise.resolve();
  const query = currentQuery(where.rn, where.br);
  if (answer && answer.query === query && Date.now() - answer.at < maxAgeMs) return Promise.resolve();
  if (inFlight?.query === query) return inFlight.done;
  const city = soldOutQuery(where.rn, where.br, { kind: 'city' });
  const done = load(query, query === city ? null : city).finally(() => {
    if (inFlight?.done === done) inFlight = null;
  });
  inFlight = { query, done };
  return done;
}

let mountAsked = false;

/**
 * A page's add buttons mount together (152 on the home page): the first schedules one refresh for
 * them all. Each working out the visitor's outlet (storage, cookie, query) cost ~50 ms of the
 * page's start on a phone.
 */
function askOnMount() {
  if (mountAsked) return;
  mountAsked = true;
  setTimeout(() => {
    mountAsked = false;
    void refreshSoldOut(MOUNT_MS);
  });
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void refreshSoldOut();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisible);
    timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshSoldOut(POLL_MS - 1000);
    }, POLL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('visibilitychange', onVisible);
      if (timer) clearInterval(timer);
      timer = null;
    }
  };
}

/** Is the product on stop by the latest answer (false before any)? */
export const isSoldOutNow = (productId: number): boolean => answer?.ids.has(productId) ?? false;

/**
 * Whether one product is on stop for this visitor: by the live answer once it came, by the page's
 * own state (`onPage`) before. Each add button reads its own product, so an answer re-renders only
 * the buttons whose state it changes: the first one, arriving as the page starts, leaves the 150
 * other buttons of a menu alone (a store update renders at once, in one task). Mounting asks for a
 * fresh answer.
 */
export function useIsSoldOut(rn: number, br: number, productId: number, onPage: boolean): boolean {
  const isSoldOut = useSyncExternalStore(
    subscribe,
    () => (answer ? answer.ids.has(productId) : onPage),
    () => onPage,
  );
  useEffect(() => {
    if (where?.rn !== rn || where?.br !== br) answer = null;
    where = { rn, br };
    askOnMount();
  }, [rn, br]);
  return isSoldOut;
}
