'use client';

import type { TUser } from '@food/contracts';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { rememberUser } from '../auth/session';
import { fetchUser } from './account-api';

/**
 * The signed-in customer as the customer API has them (profile, birth date, addresses), for
 * the account pages. Every change the API answers with a user goes through `setAccountUser`,
 * which also refreshes the chrome's stored copy (name, avatar, addresses).
 */
let current: TUser | null = null;
const listeners = new Set<() => void>();

export function setAccountUser(user: TUser) {
  current = user;
  rememberUser(user);
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The full customer, fetched fresh once per page visit; `failed` when the API could not answer. */
export function useAccountUser(userId: string) {
  const user = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    (signal?: AbortSignal) => {
      setFailed(false);
      fetchUser(userId, signal)
        .then(setAccountUser)
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          // SPEC section 8: a failed user fetch is only logged; the page offers a retry
          console.warn('account: user not loaded', err);
          setFailed(true);
        });
    },
    [userId],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { user: user?.id === userId ? user : null, failed, reload: () => load() };
}
