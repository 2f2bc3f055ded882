'use client';

import type { TNearestOutletInfo } from '@food/contracts';
import { useSyncExternalStore } from 'react';
import { findNearestOutlet, type Where } from './address-lookup';
import { parseStoredLocation, roundLocation, type UserLocation } from './user-location-rules';

/**
 * SPEC section 3's core state user_location and nearest_outlet_info (issue 17, item 31). The
 * browser's position is asked for only when the customer taps 'nearest to me' (never on arrival:
 * a permission prompt nobody asked for is refused, and then can never be asked again), rounded to
 * about 100 m, and kept for the browser session so the next tap does not ask again.
 */
const STORAGE_KEY = 'user_location';
const POSITION_TIMEOUT_MS = 10_000;
/** a position up to 5 minutes old is still where the customer is */
const POSITION_MAX_AGE_MS = 5 * 60_000;

export type LocateProblem = 'denied' | 'unavailable' | 'unsupported' | 'failed';

export type NearestOutletState =
  | { status: 'idle' | 'locating' }
  | { status: 'found'; info: TNearestOutletInfo }
  | { status: 'none' }
  | { status: 'problem'; problem: LocateProblem };

interface State {
  userLocation: UserLocation | null;
  /** per city asked about: `${rn}:${br}` */
  nearest: Record<string, NearestOutletState>;
}

let state: State = { userLocation: null, nearest: {} };
let isRestored = false;
const listeners = new Set<() => void>();
const SERVER_STATE: State = { userLocation: null, nearest: {} };

function read(): State {
  if (!isRestored) {
    isRestored = true;
    try {
      state = { ...state, userLocation: parseStoredLocation(window.sessionStorage.getItem(STORAGE_KEY)) };
    } catch {
      // storage unavailable: asked again next time
    }
  }
  return state;
}

function update(patch: Partial<State>) {
  state = { ...read(), ...patch };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useUserLocationState(): State {
  return useSyncExternalStore(subscribe, read, () => SERVER_STATE);
}

class LocateError extends Error {
  constructor(readonly problem: LocateProblem) {
    super(problem);
  }
}

/** Why the location could not be had ('failed': something else went wrong, already logged). */
export const locateProblemOf = (err: unknown): LocateProblem =>
  err instanceof LocateError ? err.problem : 'failed';

/** The customer's position (asked of the browser unless known this session), rounded. */
export function requestUserLocation(): Promise<UserLocation> {
  const known = read().userLocation;
  if (known) return Promise.resolve(known);
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.reject(new LocateError('unsupported'));
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const located = roundLocation(position.coords);
        try {
          window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(located));
        } catch {
          // kept for this page only
        }
        update({ userLocation: located });
        resolve(located);
      },
      (err) => reject(new LocateError(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

const keyOf = (w: Where) => `${w.rn}:${w.br}`;

export function nearestOutletState(s: State, w: Where): NearestOutletState {
  return s.nearest[keyOf(w)] ?? { status: 'idle' };
}

/** Finds the pickup restaurant nearest to the customer, in any city of the brand. */
export async function locateNearestOutlet(w: Where): Promise<NearestOutletState> {
  const key = keyOf(w);
  const set = (value: NearestOutletState) => {
    update({ nearest: { ...read().nearest, [key]: value } });
    return value;
  };
  set({ status: 'locating' });
  try {
    const where = await requestUserLocation();
    const { nearest } = await findNearestOutlet(w, where);
    return set(nearest ? { status: 'found', info: nearest } : { status: 'none' });
  } catch (err) {
    if (!(err instanceof LocateError)) console.warn('nearest restaurant not found', err);
    return set({ status: 'problem', problem: locateProblemOf(err) });
  }
}
