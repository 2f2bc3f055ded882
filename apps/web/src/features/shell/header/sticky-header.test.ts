import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DEBOUNCE_MS, debounce, isHeaderHidden } from './sticky-header';

describe('sticky header', () => {
  it('stays while the page is within the first 100 px, even scrolling down', () => {
    expect(isHeaderHidden(0, 80, false)).toBe(false);
    expect(isHeaderHidden(50, 100, false)).toBe(false);
  });

  it('hides on scroll down once past 100 px', () => {
    expect(isHeaderHidden(90, 101, false)).toBe(true);
    expect(isHeaderHidden(400, 600, false)).toBe(true);
  });

  it('returns on any scroll up', () => {
    expect(isHeaderHidden(600, 590, true)).toBe(false);
  });

  it('returns at the top of the page', () => {
    expect(isHeaderHidden(600, 40, true)).toBe(false);
  });

  it('keeps its state when the position did not change', () => {
    expect(isHeaderHidden(500, 500, true)).toBe(true);
    expect(isHeaderHidden(500, 500, false)).toBe(false);
  });
});

describe('scroll debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('handles a burst of scroll events once, 50 ms after the last, with its arguments', () => {
    const handler = vi.fn();
    const onScroll = debounce(handler, SCROLL_DEBOUNCE_MS);
    onScroll(10);
    vi.advanceTimersByTime(30);
    onScroll(20);
    vi.advanceTimersByTime(49);
    expect(handler).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(20);
  });

  it('drops a pending call when cancelled', () => {
    const handler = vi.fn();
    const onScroll = debounce(handler, SCROLL_DEBOUNCE_MS);
    onScroll();
    onScroll.cancel();
    vi.advanceTimersByTime(100);
    expect(handler).not.toHaveBeenCalled();
  });
});
