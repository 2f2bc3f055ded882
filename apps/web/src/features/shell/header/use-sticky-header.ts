'use client';

import { useEffect, useState } from 'react';
import { SCROLL_DEBOUNCE_MS, debounce, isHeaderHidden } from './sticky-header';

/** Whether the header is tucked away (SPEC section 4's sticky header rule). */
export function useStickyHeaderHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previousTop = window.scrollY;
    const onScroll = debounce(() => {
      const top = window.scrollY;
      setHidden((wasHidden) => isHeaderHidden(previousTop, top, wasHidden));
      previousTop = top;
    }, SCROLL_DEBOUNCE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);
  return [hidden, setHidden];
}
