/**
 * Sticky header (SPEC sections 4 and 9): it hides (translates up) while the page scrolls down
 * past 100 px and comes back as soon as the page scrolls up; scroll events are debounced 50 ms.
 */
const HIDE_HEADER_AFTER_PX = 100;
export const SCROLL_DEBOUNCE_MS = 50;

export function isHeaderHidden(previousTop: number, top: number, wasHidden: boolean): boolean {
  if (top <= HIDE_HEADER_AFTER_PX) return false;
  if (top > previousTop) return true;
  if (top < previousTop) return false;
  return wasHidden;
}

/** Runs `fn` once the calls have paused for `ms`; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
