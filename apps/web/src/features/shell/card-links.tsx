'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CARD_LINK_ATTRIBUTE } from './card-link-mark';

const cardLinkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${CARD_LINK_ATTRIBUTE}]`) : null;

/**
 * Client-side navigation for the product cards' links, for the whole page at once. A card's
 * link is a plain `<a>` in the server's HTML instead of a `next/link` (issue 20 item 1): the home
 * page's 152 `Link`s were 152 client components to hydrate, ~150 ms of a 4x slower phone's main
 * thread. One listener at the document does what each of them did: a plain left click opens the
 * page through the router (a new tab, a download or a modified click stay the browser's), and
 * the page is prefetched when the customer shows intent (pointer over it, a finger down, the
 * focus on it) instead of for every card that scrolls by on a slow network. Before this has run,
 * the link is a link: the browser follows it.
 */
export function CardLinks() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const href = cardLinkOf(event.target)?.getAttribute('href');
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const open = (event: MouseEvent) => {
      const link = cardLinkOf(event.target);
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
