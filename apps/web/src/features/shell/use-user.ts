'use client';

import { useSyncExternalStore } from 'react';
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
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

/**
 * Forgets the customer on this device. Ending the server session (POST /customer/v1/logout)
 * arrives with the sign-in issue, which owns the session cookie.
 */
export function logOut() {
  window.localStorage.removeItem(USER_STORAGE_KEY);
  notify();
}

/**
 * Favourites count for the header icon: localStorage 'favorites' holds the favourite product
 * ids (JSON array), kept by the favourites issue.
 */
const FAVORITES_KEY = 'favorites';

function readFavoritesCount(): number {
  try {
    const data: unknown = JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]');
    return Array.isArray(data) ? data.length : 0;
  } catch {
    return 0;
  }
}

function subscribeFavorites(listener: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === FAVORITES_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useFavoritesCount(): number {
  return useSyncExternalStore(subscribeFavorites, readFavoritesCount, () => 0);
}
