import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_NOTICE_HEIGHT_VAR,
  COOKIE_NOTICE_OPEN_ATTRIBUTE,
  cookieNoticeScript,
} from './cookie-notice-script';

/** Just enough of a page for the inline script: the root, the notice, its button, the cookies. */
function fakePage(cookie = '', search = '', window: object = {}) {
  const attributes = new Map<string, string>();
  const vars = new Map<string, string>();
  const clicks: Array<() => void> = [];
  const root = {
    setAttribute: (k: string, v: string) => attributes.set(k, v),
    getAttribute: (k: string) => attributes.get(k) ?? null,
    removeAttribute: (k: string) => attributes.delete(k),
    style: { setProperty: (k: string, v: string) => vars.set(k, v), scrollPaddingBottom: '' },
  };
  let heightReads = 0;
  const notice = {
    get offsetHeight() {
      heightReads++;
      return 72;
    },
    querySelector: () => ({ addEventListener: (_: string, fn: () => void) => clicks.push(fn) }),
  };
  const document = { documentElement: root, cookie, getElementById: () => notice };
  const run = (script: string) =>
    new Function('document', 'location', 'window', script)(document, { search }, window);
  return {
    run,
    document,
    isOpen: () => attributes.get(COOKIE_NOTICE_OPEN_ATTRIBUTE) === 'open',
    height: () => vars.get(COOKIE_NOTICE_HEIGHT_VAR),
    scrollPadding: () => root.style.scrollPaddingBottom,
    click: () => clicks.forEach((fn) => fn()),
    heightReads: () => heightReads,
  };
}

describe('the cookie notice script (SPEC sections 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    [true, 200],
    [false, 50],
  ])('home %s: appears exactly %i ms after the page arrives, not waiting for its scripts', (isHome, ms) => {
    const page = fakePage();
    page.run(cookieNoticeScript(isHome));
    vi.advanceTimersByTime(ms - 1);
    expect(page.isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(page.isOpen()).toBe(true);
  });

  it('keeps its height clear at the end of the page and for focused fields while it shows', () => {
    const page = fakePage();
    page.run(cookieNoticeScript(false));
    vi.advanceTimersByTime(50);
    expect(page.height()).toBe('72px');
    expect(page.scrollPadding()).toBe('72px');
    page.click();
    expect(page.isOpen()).toBe(false);
    expect(page.height()).toBe('0px');
    expect(page.scrollPadding()).toBe('');
    expect(page.document.cookie).toBe('cookies_notice_seen=1; path=/; SameSite=Lax; max-age=864000');
  });

  it('takes its height from a ResizeObserver, never forcing a layout of the page as it opens', () => {
    type Sizes = { borderBoxSize: { blockSize: number }[] }[];
    let observed: ((entries: Sizes) => void) | undefined;
    class FakeResizeObserver {
      constructor(callback: (entries: Sizes) => void) {
        observed = callback;
      }
      observe() {}
    }
    const page = fakePage('', '', { ResizeObserver: FakeResizeObserver });
    page.run(cookieNoticeScript(false));
    vi.advanceTimersByTime(50);
    expect(page.isOpen()).toBe(true);
    expect(page.heightReads()).toBe(0);
    // the browser reports the laid-out notice: 80.4 px rounds up, so nothing hides under it
    observed!([{ borderBoxSize: [{ blockSize: 80.4 }] }]);
    expect(page.height()).toBe('81px');
    expect(page.scrollPadding()).toBe('81px');
    page.click();
    expect(page.height()).toBe('0px');
    // hidden, it reports 0 and the room goes with it
    observed!([{ borderBoxSize: [{ blockSize: 0 }] }]);
    expect(page.height()).toBe('0px');
    expect(page.heightReads()).toBe(0);
  });

  it('stays hidden once seen', () => {
    const page = fakePage('a=1; cookies_notice_seen=1');
    page.run(cookieNoticeScript(true));
    vi.advanceTimersByTime(10_000);
    expect(page.isOpen()).toBe(false);
  });

  it('takes show_cookies=0 from another city of the brand as seen (SPEC section 7)', () => {
    const page = fakePage('', '?utm_source=x&show_cookies=0');
    page.run(cookieNoticeScript(false));
    vi.advanceTimersByTime(10_000);
    expect(page.isOpen()).toBe(false);
    expect(page.document.cookie).toContain('cookies_notice_seen=1');
  });

  it('is dismissed before its delay when the button is pressed early', () => {
    const page = fakePage();
    page.run(cookieNoticeScript(true));
    page.document.cookie = 'cookies_notice_seen=1';
    vi.advanceTimersByTime(200);
    expect(page.isOpen()).toBe(false);
  });
});
