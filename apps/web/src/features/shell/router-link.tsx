import type { ComponentProps } from 'react';

/**
 * The mark of a link opened through the router by the page's one listener (`router-links.tsx`)
 * instead of a `next/link`. A plain module, no 'use client': a server component reading a value
 * exported by a 'use client' file gets a client reference, not the value.
 */
export const ROUTER_LINK_ATTRIBUTE = 'data-router-link';

/**
 * A link inside the site, drawn as a plain `<a>` that server and client components alike can
 * render: no component to hydrate, no prefetch for every link that scrolls into view (the
 * header's, the footer's and 152 cards' would be fetched on every page), only on intent.
 */
export function RouterLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} {...{ [ROUTER_LINK_ATTRIBUTE]: true }} />;
}
