import { describe, expect, it } from 'vitest';
import { arrowState, hasOverflow, isCentred, nextScrollLeft } from './category-scroller';

const box = (scrollLeft: number, scrollWidth = 1000, clientWidth = 600) => ({
  scrollLeft,
  scrollWidth,
  clientWidth,
});

describe('category scroller', () => {
  it('moves 220 px per arrow press', () => {
    expect(nextScrollLeft(box(0), 'next')).toBe(220);
    expect(nextScrollLeft(box(300), 'prev')).toBe(80);
  });

  it('never scrolls past either end', () => {
    // the list is 1000 wide in a 600 window: the furthest position is 400
    expect(nextScrollLeft(box(300), 'next')).toBe(400);
    expect(nextScrollLeft(box(100), 'prev')).toBe(0);
    expect(nextScrollLeft(box(0), 'prev')).toBe(0);
    expect(nextScrollLeft(box(0, 500, 600), 'next')).toBe(0);
  });

  it('disables the back arrow at the start and the forward arrow at the end', () => {
    expect(arrowState(box(0))).toEqual({ prevDisabled: true, nextDisabled: false });
    expect(arrowState(box(200))).toEqual({ prevDisabled: false, nextDisabled: false });
    expect(arrowState(box(400))).toEqual({ prevDisabled: false, nextDisabled: true });
  });

  it('treats sub-pixel positions at the ends as the ends', () => {
    expect(arrowState(box(0.6)).prevDisabled).toBe(true);
    expect(arrowState(box(399.4)).nextDisabled).toBe(true);
  });

  it('disables both arrows when nothing overflows', () => {
    expect(arrowState(box(0, 600, 600))).toEqual({ prevDisabled: true, nextDisabled: true });
    expect(hasOverflow(box(0, 600, 600))).toBe(false);
    expect(hasOverflow(box(0, 700, 600))).toBe(true);
  });

  it('centres five or fewer categories that fit, never more or overflowing ones', () => {
    expect(isCentred(5, box(0, 500, 600))).toBe(true);
    expect(isCentred(3, box(0, 300, 600))).toBe(true);
    expect(isCentred(6, box(0, 500, 600))).toBe(false);
    expect(isCentred(4, box(0, 800, 600))).toBe(false);
  });
});
