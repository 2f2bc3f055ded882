/**
 * The category row's arithmetic (SPEC sections 2 and 9): arrows move the list by 220 px, each
 * arrow is disabled at its end, and a short list (5 or fewer) that fits is centred.
 */
const CATEGORY_SCROLL_STEP = 220;
const CENTRED_MAX_COUNT = 5;

/** Sub-pixel layouts never land exactly on the end: a pixel of slack counts as there. */
const SLACK = 1;

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

export type ScrollDirection = 'prev' | 'next';

const maxScrollLeft = (box: ScrollBox) => Math.max(0, box.scrollWidth - box.clientWidth);

export const hasOverflow = (box: ScrollBox) => box.scrollWidth - box.clientWidth > SLACK;

/** Where the list goes after an arrow press: one step, never past either end. */
export function nextScrollLeft(
  box: ScrollBox,
  direction: ScrollDirection,
  step = CATEGORY_SCROLL_STEP,
): number {
  const target = box.scrollLeft + (direction === 'next' ? step : -step);
  return Math.min(maxScrollLeft(box), Math.max(0, target));
}

export interface ArrowState {
  prevDisabled: boolean;
  nextDisabled: boolean;
}

export function arrowState(box: ScrollBox): ArrowState {
  return {
    prevDisabled: box.scrollLeft <= SLACK,
    nextDisabled: box.scrollLeft >= maxScrollLeft(box) - SLACK,
  };
}

/** A short list that fits is centred; anything longer starts at the left edge and scrolls. */
export const isCentred = (count: number, box: ScrollBox) => count <= CENTRED_MAX_COUNT && !hasOverflow(box);
