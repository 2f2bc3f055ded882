import {
  COOKIES_NOTICE_SEEN_COOKIE,
  COOKIES_NOTICE_SEEN_MAX_AGE_S,
  cookieNoticeDelayMs,
} from './notice-timings';

/** The notice's element id, which its inline script finds it by. */
export const COOKIE_NOTICE_ID = 'cookie-notice';
/** `<html data-cookie-notice="open">` while the notice shows: its CSS and the page's padding key on it. */
export const COOKIE_NOTICE_OPEN_ATTRIBUTE = 'data-cookie-notice';
/** The notice's height while it shows (0 otherwise), on the bars that rise over it (see below). */
const COOKIE_NOTICE_HEIGHT_VAR = '--cookie-notice-height';
/** The `<style>` in the head that carries the notice's height (see below). */
export const COOKIE_NOTICE_FIT_ID = 'cookie-notice-fit';
/** The page's wrapper: its bottom padding is the notice's height, so the page's end scrolls clear. */
const COOKIE_NOTICE_PAD_ATTRIBUTE = 'data-cookie-notice-pad';
/** The fixed bottom bars (cart bar, buy box, checkout action, latest order): they rise by its height. */
const COOKIE_NOTICE_RISE_ATTRIBUTE = 'data-cookie-notice-rise';

/**
 * The rules that keep the page clear of a notice `height` px tall ('' once it is gone). The height
 * goes only to the elements that use it, and `--cookie-notice-height` is registered as not
 * inherited (globals.css): set on the root, as it was, it restyled every element of the page
 * (~760 on home) in the first frame after the notice opened.
 */
export function cookieNoticeFitCss(height: number): string {
  if (!height) return '';
  return (
    `[${COOKIE_NOTICE_PAD_ATTRIBUTE}]{padding-bottom:${height}px}` +
    `:root,[${COOKIE_NOTICE_RISE_ATTRIBUTE}]{${COOKIE_NOTICE_HEIGHT_VAR}:${height}px}`
  );
}

/**
 * The inline script right after the server-rendered notice (SPEC sections 4 and 9, issue 17
 * item 29). It runs as the HTML is parsed, so the notice's delay (200 ms on the home page, 50 ms
 * elsewhere) counts from the page's arrival, not from the framework's scripts, which start only
 * after the largest picture has painted (server/scripts-after-paint.mjs) and used to add a few
 * hundred milliseconds. It also wires the button, so the notice works before hydration too.
 * The cookies are read when the delay is over, not while the page is parsed: a read of
 * `document.cookie` there is a synchronous trip to the browser's network service (CONTRIBUTING's
 * traps).
 *
 * While the notice shows, the page gets its height as bottom padding and as scroll padding, so
 * the end of the page and a focused field scroll clear of it (issue 17 item 19); the rules are the
 * text of one `<style>` in the head (`cookieNoticeFitCss`), which React's hydration skips over. The height comes
 * from a ResizeObserver, which the browser calls once it has laid the page out anyway: reading
 * `offsetHeight` right after opening forced a layout of the half-parsed page inside the timer
 * (~40-150 ms on a 4x slower phone). ES5: any browser that runs the page runs this.
 */
export function cookieNoticeScript(isHome: boolean): string {
  const seen = `${COOKIES_NOTICE_SEEN_COOKIE}=1; path=/; SameSite=Lax; max-age=${COOKIES_NOTICE_SEEN_MAX_AGE_S}`;
  return `(function(){try{var d=document,r=d.documentElement,n=d.getElementById(${JSON.stringify(COOKIE_NOTICE_ID)});
if(!n)return;
function seen(){return /(?:^|;\\s*)${COOKIES_NOTICE_SEEN_COOKIE}=/.test(d.cookie)}
function fit(h){var s=d.getElementById(${JSON.stringify(COOKIE_NOTICE_FIT_ID)});
if(!s){s=d.createElement('style');s.id=${JSON.stringify(COOKIE_NOTICE_FIT_ID)};d.head.appendChild(s)}
s.textContent=h?${fitCssEs5()}:'';r.style.scrollPaddingBottom=h?h+'px':''}
n.querySelector('button').addEventListener('click',function(){d.cookie=${JSON.stringify(seen)};
r.removeAttribute(${JSON.stringify(COOKIE_NOTICE_OPEN_ATTRIBUTE)});fit(0)});
setTimeout(function(){if(/[?&]show_cookies=0(?:&|$)/.test(location.search)){d.cookie=${JSON.stringify(seen)};return}
if(seen())return;r.setAttribute(${JSON.stringify(COOKIE_NOTICE_OPEN_ATTRIBUTE)},'open');
if(!window.ResizeObserver)return fit(n.offsetHeight);
new window.ResizeObserver(function(es){var b=es[0].borderBoxSize;
fit(r.getAttribute(${JSON.stringify(COOKIE_NOTICE_OPEN_ATTRIBUTE)})?Math.ceil(b&&b[0]?b[0].blockSize:n.offsetHeight):0)}).observe(n)},${cookieNoticeDelayMs(isHome)})}catch(e){}})()`.replace(
    /\n/g,
    '',
  );
}

/** `cookieNoticeFitCss` as an ES5 expression of the script's `h`. */
function fitCssEs5(): string {
  return cookieNoticeFitCss(1)
    .split('1px')
    .map((part) => JSON.stringify(part))
    .join("+h+'px'+");
}
