/**
 * No tap lost (issue 20 item 2). The page is painted from the server's HTML seconds before its
 * scripts have run on a slow phone, and a tap on "add" in that time used to do nothing. An inline
 * script in <head> (EARLY_TAP_SCRIPT) keeps every tap on an element marked `data-early-tap` until
 * the page is hydrated: it stops the click, dims the button and remembers what it meant;
 * `replayEarlyTaps` then clicks the same action again once React answers clicks, in order.
 *
 * Links need nothing: before hydration a link is a plain link and the browser follows it.
 * React's own event replay covers only a root that exists; before its scripts have run there is
 * none, so this bridges that gap and stops at hydration.
 */

/** The mark's value names the action and the cart line: `add 12`, `plus 12:5.9`, `minus 12`. */
export type EarlyTapAction = 'add' | 'plus' | 'minus';
export const earlyTapValue = (action: EarlyTapAction, lineKey: string) => `${action} ${lineKey}`;

declare global {
  interface Window {
    /** the actions tapped before hydration, oldest first (EARLY_TAP_SCRIPT) */
    __earlyTaps?: string[];
    /** takes the early-tap listener off */
    __earlyTapsOff?: () => void;
  }
}

/**
 * Listens at the document in the capture phase, ahead of React's own listener on the same
 * document, so even a tap in the instant between React's root and `replayEarlyTaps` is kept once,
 * not answered twice. A disabled or aria-disabled button is left alone (its tap means nothing).
 * A kept tap dims its button through a style rule of its own: an attribute on the button would
 * differ from the server's HTML that React hydrates.
 */
export const EARLY_TAP_SCRIPT = `(function(){var q=[],d=document,s;function on(e){var t=e.target&&e.target.closest&&e.target.closest('[data-early-tap]');if(!t||t.disabled||t.getAttribute('aria-disabled')==='true')return;e.preventDefault();e.stopImmediatePropagation();var v=t.getAttribute('data-early-tap');q.push(v);if(!s){s=d.createElement('style');s.id='early-taps';d.head.appendChild(s)}s.textContent+='[data-early-tap="'+CSS.escape(v)+'"]{opacity:.6;cursor:progress}'}d.addEventListener('click',on,true);window.__earlyTaps=q;window.__earlyTapsOff=function(){d.removeEventListener('click',on,true)}})()`;

const find = (value: string) =>
  document.querySelector<HTMLElement>(`[data-early-tap="${CSS.escape(value)}"]`);

/**
 * Called once the page answers clicks: takes the early listener off and clicks each kept action
 * again. An "add" whose line is in the cart by then (a second tap on the same button, or a cart
 * from an earlier visit) is a "plus" of that line, which is what the customer meant.
 *
 * The clicks go in a task of their own, not inside the effect that calls this: a product card's
 * add button sits in a `<Suspense>` boundary React hydrates after the page, and a click on one not
 * hydrated yet makes React hydrate it at once and answer, which it cannot do while it is still
 * committing (the tap would be dropped). Until then the early listener keeps taps as before.
 */
export function replayEarlyTaps() {
  setTimeout(replayNow, 0);
}

function replayNow() {
  const taps = window.__earlyTaps ?? [];
  window.__earlyTapsOff?.();
  window.__earlyTapsOff = undefined;
  window.__earlyTaps = [];
  document.getElementById('early-taps')?.remove();
  for (const value of taps) {
    const [action, line = ''] = value.split(' ');
    const target = find(value) ?? (action === 'add' ? find(earlyTapValue('plus', line)) : null);
    target?.click();
  }
}
