'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useSite } from '../shell/site-context';
import type { Reporter } from './reporter';

/**
 * Real-user speed reports (issue 20 item 4). This part is in every page's first load and only
 * waits: the reporter and the web-vitals library are fetched once the browser is idle after
 * hydration, so they block nothing (web-vitals reads the paints and shifts that came before it
 * from the browser's buffer). Crawlers report nothing.
 */
export function Vitals() {
  const site = useSite();
  const pathname = usePathname();
  const [landingPath] = useState(pathname);
  const reporter = useRef<Reporter | null>(null);
  const hasLeftLanding = useRef(false);

  useEffect(() => {
    if (site.isBot) return;
    let isCancelled = false;
    const start = () =>
      void import('./reporter').then(({ startReporting }) => {
        if (isCancelled) return;
        reporter.current = startReporting({
          retailNetworkId: site.rn,
          businessRegionId: site.city.id,
          landingPath,
        });
        if (hasLeftLanding.current) reporter.current.leftLandingPage();
      });
    // Safari has no idle callback
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 5000 });
      return () => {
        isCancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(start, 1000);
    return () => {
      isCancelled = true;
      window.clearTimeout(id);
    };
  }, [site.isBot, site.rn, site.city.id, landingPath]);

  useEffect(() => {
    if (pathname === landingPath) return;
    hasLeftLanding.current = true;
    reporter.current?.leftLandingPage();
  }, [pathname, landingPath]);

  return null;
}
