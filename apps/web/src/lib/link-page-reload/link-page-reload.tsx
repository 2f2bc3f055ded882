'use client';

import { useEffect } from 'react';
import {
  LINK_PAGE_RELOAD_DELAY_MS,
  pageDataPath,
  shouldReload,
  watchedLinkTarget,
} from './link-reload-rules';

/**
 * Mounted by the site layout when `LINK_PAGE_RELOAD` is on (link-reload-rules.ts): a followed link
 * whose page data is still on its way after 2 seconds is loaded as a whole page. It counts the
 * framework's page data requests in flight (they go through `window.fetch` with an `RSC` header)
 * and listens to clicks in the capture phase, before the framework's link takes them over.
 */
export function LinkPageReload() {
  useEffect(() => {
    const inFlight = new Map<string, number>();
    const count = (path: string, by: number) => inFlight.set(path, (inFlight.get(path) ?? 0) + by);
    const originalFetch = window.fetch;
    window.fetch = function trackedFetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = input instanceof Request ? input : null;
      const headers = new Headers(init?.headers ?? request?.headers);
      const url = request ? request.url : String(input);
      const path = pageDataPath(url, headers.has('rsc'), window.location.href);
      const answer = originalFetch.call(this, input, init);
      if (path) {
        count(path, 1);
        void answer.finally(() => count(path, -1)).catch(() => {});
      }
      return answer;
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (e: MouseEvent) => {
      const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = watchedLinkTarget(
        {
          href: anchor.href,
          target: anchor.target,
          hasDownload: anchor.hasAttribute('download'),
          button: e.button,
          withModifier: e.metaKey || e.ctrlKey || e.shiftKey || e.altKey,
        },
        window.location.href,
      );
      if (!target) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (shouldReload(inFlight.get(new URL(target).pathname) ?? 0)) window.location.assign(target);
      }, LINK_PAGE_RELOAD_DELAY_MS);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(timer);
      window.fetch = originalFetch;
    };
  }, []);
  return null;
}
