/**
 * The message popup and the snackbar (SPEC sections 2 and 4), as two tiny stores any client
 * component can call: `showMessage({ kind: 'error', key: 'checkout:order_creation_error' })`,
 * `showSnackbar({ text, kind: 'add-to-cart' })`. The shell renders both.
 */
type MessageKind = 'success' | 'error';

export interface Message {
  kind: MessageKind;
  /** plain text; `{phone}` becomes the support phone */
  text?: string;
  /** a translation key such as "checkout:order_creation_error", preferred over text when known */
  key?: string;
}

export type SnackbarKind = 'add-to-cart' | 'info';

export interface Snackbar {
  id: number;
  text: string;
  kind: SnackbarKind;
}

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const messageStore = createStore<Message | null>(null);
export const snackbarStore = createStore<Snackbar | null>(null);
let snackbarId = 0;

/** Opens the message popup; it stays open until the customer closes it (SPEC section 4). */
export const showMessage = (message: Message) => messageStore.set(message);
export const clearMessage = () => messageStore.set(null);

/** Shows a snackbar for 2000 ms, replacing the one on screen. */
export const showSnackbar = (snackbar: { text: string; kind?: SnackbarKind }) =>
  snackbarStore.set({ id: ++snackbarId, text: snackbar.text, kind: snackbar.kind ?? 'info' });
export const hideSnackbar = (id: number) => {
  if (snackbarStore.get()?.id === id) snackbarStore.set(null);
};
