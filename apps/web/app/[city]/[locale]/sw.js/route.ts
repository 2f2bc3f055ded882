import { serviceWorkerScript } from '@/features/pwa/service-worker-script';
import { workerPolicy } from '../../../../server/security-headers.mjs';

/**
 * The service worker at /sw.js of every city host (features/pwa/service-worker.js, with this
 * build's version and the offline page's words). Its own policy: a worker's script answer sets
 * the worker's CSP. `no-cache`: the browser asks again on every update check, so a new build's
 * worker is found at once.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

export async function GET() {
  return new Response(await serviceWorkerScript(), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': workerPolicy(),
    },
  });
}
