'use client';

import { useEffect } from 'react';
import { LAZY_SRC, LAZY_SRCSET } from './lazy-image-attrs';

/** SPEC section 9: lists start loading what is within 200 px of the viewport. */
const PREFETCH_ROOT_MARGIN = '200px';

/** Gives a waiting picture its address (and keeps the attributes: React may set them again). */
function reveal(img: HTMLImageElement) {
  const srcSet = img.getAttribute(LAZY_SRCSET);
  if (srcSet && img.getAttribute('srcset') !== srcSet) img.setAttribute('srcset', srcSet);
  const src = img.getAttribute(LAZY_SRC);
  if (src && img.getAttribute('src') !== src) img.setAttribute('src', src);
}

/**
 * The one loader of the site's below-the-fold catalogue pictures (catalog-image.tsx), mounted
 * by the shell: one IntersectionObserver for every `img[data-lazy-src]` the page has or gets
 * later (a client list, the next page), and a picture whose address changes while shown (the
 * menu refreshed) follows it.
 */
export function LazyImages() {
  useEffect(() => {
    const waiting = `img[${LAZY_SRC}]`;
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const img = entry.target as HTMLImageElement;
          near.unobserve(img);
          reveal(img);
        }
      },
      { rootMargin: PREFETCH_ROOT_MARGIN },
    );
    const watch = (root: ParentNode) => {
      if (root instanceof HTMLImageElement && root.matches(waiting)) near.observe(root);
      root.querySelectorAll<HTMLImageElement>(waiting).forEach((img) => near.observe(img));
    };
    const changes = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') {
          record.addedNodes.forEach((node) => node instanceof Element && watch(node));
        } else if (record.target instanceof HTMLImageElement) {
          const img = record.target;
          // shown already: the new address at once; still waiting: it waits as it was
          if (img.hasAttribute('src')) reveal(img);
          else near.observe(img);
        }
      }
    });
    watch(document);
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [LAZY_SRC, LAZY_SRCSET],
    });
    return () => {
      near.disconnect();
      changes.disconnect();
    };
  }, []);
  return null;
}
