/**
 * "Link page reload" of the public runtime config (SPEC sections 3 and 9, `LINK_PAGE_RELOAD`,
 * off by default): when it is on, a link followed inside the site whose page has not arrived
 * within 2 seconds is loaded as a whole page instead. The spec names the setting and its delay,
 * not its purpose; this is the one a chain needs: a client-side navigation can stall (a deploy
 * that removed the old build's files, a hung data request) and the customer is left on the old
 * page with nothing happening. A full load always works.
 */

export const LINK_PAGE_RELOAD_DELAY_MS = 2000;

export interface LinkClick {
  /** the anchor's resolved href, its target and download attributes */
  href: string;
  target: string;
  hasDownload: boolean;
  button: number;
  withModifier: boolean;
}

/**
 * The address a click will navigate to inside the site, or null for a click the browser handles
 * itself (new tab, download, another site, a link to this very page or to an anchor on it).
 */
export function watchedLinkTarget(click: LinkClick, current: string): string | null {
  if (click.button !== 0 || click.withModifier || click.hasDownload) return null;
  if (click.target !== '' && click.target !== '_self') return null;
  let to: URL;
  let from: URL;
  try {
    to = new URL(click.href, current);
    from = new URL(current);
  } catch {
    return null;
  }
  if (to.origin !== from.origin) return null;
  if (to.pathname === from.pathname && to.search === from.search) return null;
  return to.href;
}

/**
 * The page path an in-app navigation's data request is for (the framework sends its page data
 * requests with an `RSC` header), or null for any other request.
 */
export function pageDataPath(requestUrl: string, hasRscHeader: boolean, base: string): string | null {
  if (!hasRscHeader) return null;
  try {
    const url = new URL(requestUrl, base);
    return url.origin === new URL(base).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * At the delay: the page has not come while its data is still on its way. The address bar alone
 * cannot tell: a route with a loading state shows the new address at once, and a link the page
 * handles itself (a dialog) never changes it.
 */
export const shouldReload = (pendingForTarget: number) => pendingForTarget > 0;
