'use client';

import { useSyncExternalStore } from 'react';

/**
 * One city chooser for the whole page (mounted by the shell), opened from the header's city
 * button, the side drawer's city row, the "your city?" popup and the address-incorrect modal.
 * The opener is remembered so the focus goes back to it when the chooser closes.
 */
interface ChooserState {
  open: boolean;
  opener: HTMLElement | null;
}

let state: ChooserState = { open: false, opener: null };
const listeners = new Set<() => void>();
const emit = (next: ChooserState) => {
  state = next;
  listeners.forEach((l) => l());
};

export const openCityChooser = (opener?: HTMLElement | null) =>
  emit({ open: true, opener: opener ?? (document.activeElement as HTMLElement | null) });
export const closeCityChooser = () => emit({ ...state, open: false });
export const cityChooserOpener = () => state.opener;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export const useCityChooserOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );
