/** Liveness of the storefront process for load balancers and the test runner (no API call). */
export const dynamic = 'force-static';

export function GET() {
  return new Response('ok', { headers: { 'content-type': 'text/plain' } });
}
