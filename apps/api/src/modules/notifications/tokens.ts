/**
 * Signed, expiring tokens for the links of the e-mail subscription (double opt-in confirmation
 * and unsubscribe): `base64url(claims).base64url(HMAC-SHA256)`. The claims say what the link
 * does, for which brand and address, and until when; nothing is stored to check one, so a link
 * works on every API instance and after a restart as long as EMAIL_TOKEN_SECRET is the same.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type EmailTokenPurpose = 'confirm-subscription' | 'unsubscribe';

interface EmailTokenClaims {
  purpose: EmailTokenPurpose;
  /** the brand's retail network */
  rn: number;
  /** lower-cased, as email_subscriptions keeps it */
  email: string;
  /** expiry, Unix seconds */
  exp: number;
}

/** A confirmation link lives a week; an unsubscribe link a year (it sits in mails people keep). */
const EMAIL_TOKEN_LIFETIME_S: Record<EmailTokenPurpose, number> = {
  'confirm-subscription': 7 * 86_400,
  unsubscribe: 365 * 86_400,
};

export type EmailTokenCheck =
  | { ok: true; claims: EmailTokenClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'wrong-purpose' | 'expired' };

// a version and a domain in what is signed, so the key can sign other things without confusion
const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`email-token.v1.${payload}`).digest();

export function signEmailToken(
  secret: string,
  c: { purpose: EmailTokenPurpose; rn: number; email: string },
  now: Date,
  lifetimeS = EMAIL_TOKEN_LIFETIME_S[c.purpose],
): string {
  const claims: EmailTokenClaims = {
    purpose: c.purpose,
    rn: c.rn,
    email: c.email.trim().toLowerCase(),
    exp: Math.floor(now.getTime() / 1000) + lifetimeS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

function parseClaims(payload: string): EmailTokenClaims | null {
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<EmailTokenClaims>;
    const ok =
      (c.purpose === 'confirm-subscription' || c.purpose === 'unsubscribe') &&
      Number.isInteger(c.rn) &&
      typeof c.email === 'string' &&
      Number.isInteger(c.exp);
    return ok ? (c as EmailTokenClaims) : null;
  } catch {
    return null;
  }
}

export function verifyEmailToken(
  secret: string,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): EmailTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [payload, signature] = parts as [string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.purpose !== purpose) return { ok: false, reason: 'wrong-purpose' };
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
