import type { TDeviceClass, TVitalMetric, TVitalsBody } from '@food/contracts';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pageTypeOf } from './page-type';

const ENDPOINT = '/api/site/v1/vitals';

export interface VitalsPage {
  retailNetworkId: number;
  businessRegionId: number;
  /** the public path the visitor landed on: every metric of web-vitals belongs to that load */
  landingPath: string;
}

export interface Reporter {
  /** the visitor moved to another page inside the app (a client-side navigation) */
  leftLandingPage(): void;
}

/** By the viewport, as the layouts switch: phones below 768 px, tablets with touch below 1280. */
function deviceClass(): TDeviceClass {
  const width = window.innerWidth;
  if (width < 768) return 'mobile';
  return width < 1280 && window.matchMedia('(pointer: coarse)').matches ? 'tablet' : 'desktop';
}

function send(body: TVitalsBody): void {
  const json = JSON.stringify(body);
  try {
    // a beacon outlives the page; same-origin, so its JSON type needs no preflight
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // a browser that refuses the beacon gets the fetch below
  }
  void fetch(ENDPOINT, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/**
 * Reports this page load's LCP, INP, CLS, FCP and TTFB, each once: web-vitals hands each metric
 * over when it is final (LCP at the first input or when the tab is hidden, INP and CLS when the
 * tab is hidden), and what has arrived goes out in one request when the tab is hidden or the page
 * is left. Once the visitor has moved on inside the app, the landing page is over: each late
 * metric goes out as it arrives. A soft navigation is not a new page load for web-vitals, so
 * what the next pages add to CLS and INP counts for the landing page, as in the Chrome UX Report.
 */
export function startReporting({ landingPath, ...place }: VitalsPage): Reporter {
  const page = { ...place, pageType: pageTypeOf(landingPath) };
  const device = deviceClass();
  const queue = new Map<TVitalMetric, number>();
  let isLandingOver = false;
  const flush = () => {
    if (queue.size === 0) return;
    const metrics = [...queue].map(([name, value]) => ({ name, value }));
    queue.clear();
    send({ ...page, device, metrics });
  };
  const add = (metric: Metric) => {
    queue.set(metric.name, metric.value);
    if (isLandingOver) flush();
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onFCP(add);
  onTTFB(add);
  // registered after web-vitals' own listeners, so the metrics they finish are in the queue
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  document.documentElement.dataset.vitals = 'on';
  return {
    leftLandingPage() {
      isLandingOver = true;
      flush();
    },
  };
}
