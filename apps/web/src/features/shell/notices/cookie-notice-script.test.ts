import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_NOTICE_FIT_ID,
  COOKIE_NOTICE_OPEN_ATTRIBUTE,
  cookieNoticeFitCss,
  cookieNoticeScript,
} from './cookie-notice-script';

/**
 * Just enough of a page for the inline script: the root, the head its `<style>` goes in, the
 * notice, its button, the cookies. The root's own style takes only the scroll padding: any custom
 * property set there would restyle the whole page (cookie-notice-script.ts).
 */
function fakePage(cookie = '', search = '', window: object = {}) {
  const attributes = new Map<string, string>();
  const clicks: Array<() => void> = [];
  const root = {
    setAttribute: (k: string, v: string) => attributes.set(k, v),
    getAttribute: (k: string) => attributes.get(k) ?? null,
    removeAttribute: (k: string) => attributes.delete(k),
    style: Object.seal({ scrollPaddingBottom: '' }),
  };
  const styles: { id: string; textContent: string }[] = [];
  let heightReads = 0;
  const notice = {
    get offsetHeight() {
      heightReads++;
      return 72;
    },
    querySelector: () => ({ addEventListener: (_: string, fn: () => void) => clicks.push(fn) }),
  };
  const document = {
    documentElement: root,
    cookie,
    getElementById: (id: string) =>
      id === COOKIE_NOTICE_FIT_ID ? (styles.find((s) => s.id === id) ?? null) : notice,
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (style: { id: string; textContent: string }) => styles.push(style) },
  };
  const run = (script: string) =>
    new Function('document', 'location', 'window', script)(document, { search }, window);
  return {
    run,
    document,
    isOpen: () => attributes.get(COOKIE_NOTICE_OPEN_ATTRIBUTE) === 'open',
    /** the notice's rules, '' when none: one `<style>` however often the height changes */
    rules: () => {
      expect(styles.length).toBeLessThanOrEqual(1);
      return styles[0]?.textContent ?? '';
    },
    scrollPadding: () => root.style.scrollPaddingBottom,
    click: () => clicks.forEach((fn) => fn()),
    heightReads: () => heightReads,
  };
}

describe('the rules that keep the page clear of the notice', () => {
  it('pad the page wrapper and raise the bars and the root by its height, and are empty without it', () => {
    expect(cookieNoticeFitCss(72)).toBe(
      '[data-cookie-notice-pad]{padding-bottom:72px}' +
        ':root,[data-cookie-notice-rise]{--cookie-notice-height:72px}',
    );
    expect(cookieNoticeFitCss(0)).toBe('');
  });
});

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
    expect(page.rules()).toBe(cookieNoticeFitCss(72));
    expect(page.scrollPadding()).toBe('72px');
    page.click();
    expect(page.isOpen()).toBe(false);
    expect(page.rules()).toBe('');
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
    expect(page.rules()).toBe(cookieNoticeFitCss(81));
    expect(page.scrollPadding()).toBe('81px');
    page.click();
    expect(page.rules()).toBe('');
    // hidden, it reports 0 and the room goes with it
    observed!([{ borderBoxSize: [{ blockSize: 0 }] }]);
    expect(page.rules()).toBe('');
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
