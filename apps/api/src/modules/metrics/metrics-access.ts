import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read /metrics: a scraper on the same machine (the socket's own address, never a
 * forwarded one), or anyone showing `Authorization: Bearer <METRICS_TOKEN>` when it is set.
 * Everyone else gets a 404, as if there were nothing there.
 */
export function mayReadMetrics(
  socketAddress: string | undefined,
  authorization: string | undefined,
  token: string | undefined,
): boolean {
  if (token && authorization?.startsWith('Bearer ')) {
    return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
  }
  return socketAddress === '127.0.0.1' || socketAddress === '::1' || socketAddress === '::ffff:127.0.0.1';
}
