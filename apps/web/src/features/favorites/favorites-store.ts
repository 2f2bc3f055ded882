'use client';

import type { TFavoriteIds, TProduct } from '@food/contracts';
import { useSyncExternalStore } from 'react';
import { orEmpty } from '@/lib/stored-value';
import { ApiError, apiCall } from '@/lib/api/browser-client';
import { showMessage } from '../shell/notify';
import { FAVORITES_KEY, notifyFavorites, subscribeFavorites } from '../shell/use-user';
import { parseFavoriteIds, toggleId } from './favorite-ids';

/**
 * The signed-in customer's favourites on this device, mirrored from the customer API. A toggle
 * shows at once (optimistic) and takes the API's answer as the truth; SPEC section 4: on failure
 * the favourites reload.
 */
const EMPTY: number[] = [];
let cachedRaw: string | null | undefined;
let cachedIds: number[] = EMPTY;

function readIds(): number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(FAVORITES_KEY);
  } catch {
    // storage off: no favourites on this device
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = orEmpty(parseFavoriteIds(raw), EMPTY);
  }
  return cachedIds;
}

function setFavoriteIds(ids: readonly number[]) {
  try {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(ids));
  } catch {
    // storage full or off: the page still shows the answer it has
  }
  notifyFavorites();
}

export const useFavoriteIds = () => useSyncExternalStore(subscribeFavorites, readIds, () => EMPTY);

export interface FavoritesWhere {
  userId: string;
  rn: number;
  br: number;
  lang: string;
}

/** The customer's favourites sold in this city, in the catalogue's shape; the ids are stored. */
export async function loadFavorites(w: FavoritesWhere, signal?: AbortSignal): Promise<TProduct[]> {
  const q = new URLSearchParams({ rn: String(w.rn), br: String(w.br), target: 'WEB', lang: w.lang });
  const products = await apiCall<TProduct[]>(`/customer/v2/listFavorites/${w.userId}?${q}`, { signal });
  setFavoriteIds(products.map((p) => p.id));
  return products;
}

const pending = new Set<number>();

export async function toggleFavorite(w: FavoritesWhere, productId: number): Promise<void> {
  if (pending.has(productId)) return;
  const wasFavorite = readIds().includes(productId);
  setFavoriteIds(toggleId(readIds(), productId));
  pending.add(productId);
  try {
    const answer = await apiCall<TFavoriteIds>(
      `/customer/v1/${wasFavorite ? 'removeFavorites' : 'addFavorites'}/${w.userId}/${productId}`,
      { method: wasFavorite ? 'DELETE' : 'POST' },
    );
    setFavoriteIds(answer.productIds);
  } catch (err) {
    console.warn('favourites: toggle failed', err);
    if (err instanceof ApiError && err.status === 401) return; // signed out: nothing to reload
    // undo the optimistic change, then take the server's list
    if (readIds().includes(productId) !== wasFavorite) setFavoriteIds(toggleId(readIds(), productId));
    showMessage({ kind: 'error', key: 'favorites:toggleFailed' });
    await loadFavorites(w).catch((e: unknown) => console.warn('favourites: reload failed', e));
  } finally {
    pending.delete(productId);
  }
}
