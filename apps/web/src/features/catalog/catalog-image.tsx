'use client';

import { useRef } from 'react';
import { useNearViewport } from './near-viewport';

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
 * fold it gets its address only when it comes within 200 px of the viewport (SPEC section 9),
 * so a menu of 150 dishes downloads what the customer is about to see.
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
  const ref = useRef<HTMLImageElement>(null);
  const isNear = useNearViewport(ref, !eager && !isBot);
  const show = eager || isBot || isNear;
  return (
    <img
      ref={ref}
      src={show ? src : undefined}
      srcSet={show ? srcSet : undefined}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
