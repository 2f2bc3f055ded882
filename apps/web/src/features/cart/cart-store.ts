'use client';

import { useSyncExternalStore } from 'react';
import { parseStoredAddons, setAddonChoice, type AddonChoices } from './addon-choices';
import { orEmpty } from '@/lib/stored-value';
import {
  applyCalculatedLines,
  decrement,
  increment,
  parseStoredCart,
  removeLine,
  removeProducts,
  renameLines,
  setCount,
  type CalculatedLine,
  type CartLine,
} from './cart-rules';
import { keyOfLine, type LineRef } from './line-key';

/**
 * The local cart: kept in localStorage on every change, restored at start, shared by every tab
 * (SPEC section 4). Two keys: the lines ('cart') and the addons the customer changed
 * ('cart_addons'). Unreadable stored data is discarded.
 */
function persisted<T>(key: string, parse: (raw: string | null) => T, empty: T) {
  let value: T | null = null;
  const listeners = new Set<() => void>();
  /** told of this tab's own writes only (a store reacting writes in its own tab) */
  const writeListeners = new Set<(next: T) => void>();
  const read = (): T => {
    if (value === null) value = typeof window === 'undefined' ? empty : orEmpty(parse(safeGet(key)), empty);
    return value;
  };
  const write = (next: T) => {
    if (next === value) return;
    value = next;
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // private mode or full storage: the cart still works for this page
    }
    listeners.forEach((l) => l());
    writeListeners.forEach((l) => l(next));
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key || e.key === null) {
        value = orEmpty(parse(e.key === null ? safeGet(key) : e.newValue), empty);
        listener();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  const onWrite = (listener: (next: T) => void) => {
    writeListeners.add(listener);
    return () => void writeListeners.delete(listener);
  };
  return { read, write, subscribe, onWrite };
}

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const EMPTY_LINES: CartLine[] = [];
const EMPTY_ADDONS: AddonChoices = {};
const lines = persisted('cart', parseStoredCart, EMPTY_LINES);
const addons = persisted('cart_addons', parseStoredAddons, EMPTY_ADDONS);
const clearedListeners = new Set<() => void>();

export const cartActions = {
  /** '+': adds the line or increments it */
  add: (line: Omit<CartLine, 'count'>) => lines.write(increment(lines.read(), line)),
  /**
   * '-': decrements, removing the line at zero. A line is named by its key (line-key.ts), or by
   * a product id for the product's line without options.
   */
  remove: (line: LineRef) => lines.write(decrement(lines.read(), line)),
  setCount: (line: LineRef, count: number) => lines.write(setCount(lines.read(), line, count)),
  /** removes one line whatever its count */
  removeLine: (line: LineRef) => lines.write(removeLine(lines.read(), line)),
  removeProducts: (productIds: readonly number[]) => lines.write(removeProducts(lines.read(), productIds)),
  applyCalculation: (priced: readonly CalculatedLine[]) =>
    lines.write(applyCalculatedLines(lines.read(), priced)),
  setAddon: (addonId: number, count: number, countMax: number) =>
    addons.write(setAddonChoice(addons.read(), addonId, count, countMax)),
  /**
   * SPEC section 4, remove ALL: empties the cart and the customer's addon choices; listeners
   * (the calculation) clear the calculated cart and recalculate.
   */
  removeAll: () => {
    lines.write(EMPTY_LINES);
    addons.write(EMPTY_ADDONS);
    clearedListeners.forEach((l) => l());
  },
  onCleared: (listener: () => void) => {
    clearedListeners.add(listener);
    return () => void clearedListeners.delete(listener);
  },
  /** every change of the lines made in this tab */
  onChanged: (listener: (lines: readonly CartLine[]) => void) => lines.onWrite(listener),
  /** the names of the lines in the page's language (issue 17, item 14) */
  rename: (names: ReadonlyMap<number, string>) => lines.write(renameLines(lines.read(), names)),
  read: () => lines.read(),
};

export function useCart(): CartLine[] {
  return useSyncExternalStore(lines.subscribe, lines.read, () => EMPTY_LINES);
}

/**
 * How many of one line (line-key.ts) the cart holds. A list's add buttons each read their own
 * count, so a change re-renders the one card whose count changed, not all 152 of a menu.
 */
export function useLineCount(key: string): number {
  const countOf = () => lines.read().find((l) => keyOfLine(l) === key)?.count ?? 0;
  return useSyncExternalStore(lines.subscribe, countOf, () => 0);
}

export function useAddonChoices(): AddonChoices {
  return useSyncExternalStore(addons.subscribe, addons.read, () => EMPTY_ADDONS);
}

export const readAddonChoices = () => addons.read();
