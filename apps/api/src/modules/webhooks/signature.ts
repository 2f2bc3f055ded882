/**
 * The webhook signature of ARCHITECTURE.md: `X-Signature: sha256=<lowercase hex HMAC-SHA256 of the
 * raw body, keyed by the secret string>`. A receiver computes the same over the bytes it got and
 * compares in constant time.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function signBody(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** What a receiver does (tests and the README's example use it). */
export function isValidSignature(body: string | Buffer, secret: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A webhook's secret: 32 random bytes, shown once at registration. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
