'use client';

import { useSyncExternalStore } from 'react';
import { decrement, increment, parseStoredCart, type CartLine } from './cart-rules';

/** The local cart: kept in localStorage on every change, restored at start, shared by every tab. */
const STORAGE_KEY = 'cart';
const EMPTY: CartLine[] = [];
let lines: CartLine[] | null = null;
const listeners = new Set<() => void>();

function read(): CartLine[] {
  if (lines === null)
    lines = typeof window === 'undefined' ? EMPTY : parseStoredCart(window.localStorage.getItem(STORAGE_KEY));
  return lines;
}

function write(next: CartLine[]) {
  lines = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // private mode or full storage: the cart still works for this page
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY) {
      lines = parseStoredCart(e.newValue);
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cartActions = {
  add: (line: Omit<CartLine, 'count'>) => write(increment(read(), line)),
  remove: (productId: number) => write(decrement(read(), productId)),
};

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
