'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import styles from './pwa.module.css';

const subscribe = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};

/** Once the page has loaded and the browser is idle: nothing of the first paint waits for it. */
function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const go = () => {
    if (cancelled) return;
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 5000 })
        : window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', go);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
}

/**
 * Registers /sw.js (features/pwa/service-worker.js) for the whole site, and shows a banner while
 * the browser is offline: the menu is the copy of the last visit, and ordering needs the network.
 */
export function PwaClient() {
  const t = useTranslations('notices.offline');
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    return whenIdleAfterLoad(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
        console.warn('pwa: the service worker was not registered', err);
      });
    });
  }, []);

  if (isOnline) return null;
  return (
    <div className={styles.offline} role="status" data-testid="offline-banner">
      {t('banner')}
    </div>
  );
}
