'use client';

import { useSyncExternalStore } from 'react';
import { apiCall, onSessionLost } from '@/lib/api/browser-client';
import { USER_STORAGE_KEY, parseStoredUser, type StoredUser } from './stored-user';

/**
 * The signed-in customer, from localStorage 'user' (written by the sign-in issue with
 * `saveUser`). Server renders and anonymous visitors get null; every tab follows sign-in and
 * sign-out through the storage event.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

function read(): StoredUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedUser;
  const { user, clear } = parseStoredUser(raw);
  if (clear) {
    // SPEC section 4: an unparseable stored user is cleared
    window.localStorage.removeItem(USER_STORAGE_KEY);
    raw = null;
  }
  cachedRaw = raw;
  cachedUser = user;
  return user;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === USER_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const notify = () => listeners.forEach((l) => l());

export function useUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

export function saveUser(user: StoredUser) {
  loggedOutOnPath = null;
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

/**
 * Forgets the customer on this device (their favourites too), without asking the server: for
 * a session the API no longer accepts (a 401).
 */
function forgetUser() {
  window.localStorage.removeItem(USER_STORAGE_KEY);
  window.localStorage.removeItem(FAVORITES_KEY);
  notify();
  notifyFavorites();
}
// the browser client's 401 policy: a session the API no longer knows is forgotten here too
onSessionLost(forgetUser);

/**
 * The page this tab's customer logged out on, until a signed-in-only page there has seen it: that
 * page must not send them to sign-in, as the logout takes them home (`useLogOut`). A customer who
 * is signed out otherwise (an expired session, another tab) still goes to sign-in and back.
 */
let loggedOutOnPath: string | null = null;

/** Whether the customer just logged out on `pathname` (answered once). */
export function takeLogOutOn(pathname: string): boolean {
  const isHere = loggedOutOnPath === pathname;
  if (isHere) loggedOutOnPath = null;
  return isHere;
}

/**
 * Logs out (SPEC section 4): the server ends the session at once (its token stops working and
 * the httpOnly cookie is cleared), and this device forgets the customer. `keepalive` lets the
 * request finish while the page navigates away. Where the customer lands is `useLogOut`'s.
 */
export function logOut() {
  loggedOutOnPath = window.location.pathname;
  apiCall('/customer/v1/logout', { method: 'POST', keepalive: true, keepUserOn401: true }).catch(
    (err: unknown) => console.warn('logout: the server session could not be ended now', err),
  );
  forgetUser();
}

/**
 * Favourites count for the header icon: localStorage 'favorites' holds the favourite product
 * ids (JSON array), kept by the favourites issue.
 */
export const FAVORITES_KEY = 'favorites';

function readFavoritesCount(): number {
  try {
    const data: unknown = JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]');
    return Array.isArray(data) ? data.length : 0;
  } catch {
    return 0;
  }
}

const favoritesListeners = new Set<() => void>();

/** Same-tab changes of 'favorites' (the storage event only tells other tabs). */
export const notifyFavorites = () => favoritesListeners.forEach((l) => l());

export function subscribeFavorites(listener: () => void) {
  favoritesListeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === FAVORITES_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    favoritesListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFavoritesCount(): number {
  return useSyncExternalStore(subscribeFavorites, readFavoritesCount, () => 0);
}
