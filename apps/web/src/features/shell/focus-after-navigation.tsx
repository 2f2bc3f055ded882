'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation whose link went away with the old page (the phone's cart bar,
 * a card), the browser leaves the focus nowhere and the next Tab starts from where that link
 * was: the end of the new page. The focus goes to the new page's main content instead, as a
 * full page load would start there after the skip link (issue 17 item 24). A focus that is still
 * on something (the header's cart link) stays where it is.
 */
export function FocusAfterNavigation() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
