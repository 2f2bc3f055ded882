/**
 * The mark of a link a server list draws as a plain `<a>` (product cards), opened through the
 * router by `card-links.tsx`. A plain module: a server component reading a value exported by a
 * 'use client' file gets a client reference, not the value.
 */
export const CARD_LINK_ATTRIBUTE = 'data-card-link';
