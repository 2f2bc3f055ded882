'use client';

import { useEffect, useState, type RefObject } from 'react';

/** SPEC section 9: lists start loading what is within 200 px of the viewport. */
const PREFETCH_ROOT_MARGIN = '200px';

let observer: IntersectionObserver | null = null;
const callbacks = new Map<Element, () => void>();

/** One observer for every image of the page, not one per card. */
function watch(el: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  callbacks.set(el, onNear);
  observer.observe(el);
  return () => {
    callbacks.delete(el);
    observer?.unobserve(el);
  };
}

/** True once the element has come within the prefetch margin of the viewport (stays true). */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || isNear || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    return watch(el, () => setNear(true));
  }, [enabled, isNear, ref]);
  return isNear;
}
