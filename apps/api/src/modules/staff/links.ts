/**
 * One-time links (issue 18 item 2): an invitation (72 h), a password reset (24 h), the first
 * owner's setup link (24 h, a new one at every start while no staff account exists). Only the
 * token's sha256 is stored; the link is shown once, to whoever made it, to hand on.
 */
import { createHash, randomBytes } from 'node:crypto';

export type LinkKind = 'INVITE' | 'RESET' | 'SETUP';

export const LINK_TTL_MS: Record<LinkKind, number> = {
  INVITE: 72 * 60 * 60 * 1000,
  RESET: 24 * 60 * 60 * 1000,
  SETUP: 24 * 60 * 60 * 1000,
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export const isLinkTokenShape = (token: string) => TOKEN_SHAPE.test(token);

/** The back-office page that opens the link (the SPA's /admin/link/:token). */
export function linkUrl(publicApiUrl: string, token: string): string {
  return `${publicApiUrl.replace(/\/$/, '')}/admin/link/${token}`;
}

export type LinkState = 'OPEN' | 'USED_OR_UNKNOWN' | 'EXPIRED';

/** A used link stays invalid after it would have expired too: LINK_INVALID wins over LINK_EXPIRED. */
export function linkState(row: { expiresAt: Date; usedAt: Date | null } | undefined, now: Date): LinkState {
  if (!row || row.usedAt) return 'USED_OR_UNKNOWN';
  return row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
}
