import { LAZY_SRC, LAZY_SRCSET } from './lazy-image-attrs';

interface CatalogImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** above the fold: loaded at once (the first row, the first banner) */
  eager?: boolean;
  /** the page's largest picture: fetched first */
  priority?: boolean;
  /** crawlers get the address in the HTML at once */
  isBot?: boolean;
}

/**
 * A catalogue picture with width and height set (nothing moves when it arrives). Below the
 * fold its address waits in `data-lazy-src` until the page's one loader (lazy-images.tsx) sees it
 * within 200 px of the viewport (SPEC section 9), so a menu of 150 dishes downloads what the
 * customer is about to see. No hooks and no 'use client': it was an island per picture, 152 of
 * them on the home page to hydrate for one observer's work.
 */
export function CatalogImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  className,
  eager,
  priority,
  isBot,
}: CatalogImageProps) {
  const show = eager || isBot;
  // only the attributes that have a value: on a server page each undefined prop is a
  // `"name":"$undefined"` in the RSC payload, ~120 bytes a card, 150 cards on the home page
  const attrs: Record<string, string> = {};
  if (show) {
    attrs.src = src;
    if (srcSet) attrs.srcSet = srcSet;
  } else {
    attrs[LAZY_SRC] = src;
    if (srcSet) attrs[LAZY_SRCSET] = srcSet;
  }
  if (sizes) attrs.sizes = sizes;
  if (className) attrs.className = className;
  if (priority) attrs.fetchPriority = 'high';
  return (
    <img
      {...attrs}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
