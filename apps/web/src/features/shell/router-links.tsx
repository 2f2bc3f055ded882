'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ROUTER_LINK_ATTRIBUTE } from './router-link';

const routerLinkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${ROUTER_LINK_ATTRIBUTE}]`) : null;

/**
 * Client-side navigation for the site's plain links (`RouterLink`: product cards, category tiles,
 * the header's and footer's links), for the whole page at once, instead of a `next/link` each
 * (issue 20 item 1): the home page's 152 card `Link`s were 152 client components to hydrate,
 * ~150 ms of a 4x slower phone's main thread, and each visible `Link` prefetched its page while
 * the page was still starting. One listener at the document does what each of them did: a plain
 * left click opens the page through the router (a new tab, a download or a modified click stay
 * the browser's), and the page is prefetched when the customer shows intent (pointer over it, a
 * finger down, the focus on it). Before this has run, the link is a link: the browser follows it.
 */
export function RouterLinks() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const href = routerLinkOf(event.target)?.getAttribute('href');
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const open = (event: MouseEvent) => {
      const link = routerLinkOf(event.target);
      const href = link?.getAttribute('href');
      if (!link || !href || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.target || link.hasAttribute('download')) return;
      event.preventDefault();
      router.push(href);
    };
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of intents) document.addEventListener(type, prefetch, { passive: true });
    document.addEventListener('click', open);
    return () => {
      for (const type of intents) document.removeEventListener(type, prefetch);
      document.removeEventListener('click', open);
    };
  }, [router]);
  return null;
}
