import { describe, expect, it } from 'vitest';
import { LINK_TTL_MS, hashLinkToken, isLinkTokenShape, linkState, linkUrl, newLinkToken } from './links.js';

const now = new Date('2026-11-26T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('one-time links', () => {
  it('stores only the hash of a 256-bit token', () => {
    const { token, tokenHash } = newLinkToken();
    expect(isLinkTokenShape(token)).toBe(true);
    expect(tokenHash).toBe(hashLinkToken(token));
    expect(tokenHash).not.toContain(token);
    expect(newLinkToken().token).not.toBe(token);
  });

  it('points at the back office page of the link', () => {
    expect(linkUrl('https://api.example.com/', 'abc')).toBe('https://api.example.com/admin/link/abc');
  });

  it('keeps invitations 72 hours and resets 24', () => {
    expect(LINK_TTL_MS.INVITE).toBe(72 * 3600_000);
    expect(LINK_TTL_MS.RESET).toBe(24 * 3600_000);
  });

  it('is open until it expires, and invalid once used, even after its expiry', () => {
    expect(linkState({ expiresAt: later(1000), usedAt: null }, now)).toBe('OPEN');
    expect(linkState({ expiresAt: now, usedAt: null }, now)).toBe('EXPIRED');
    expect(linkState({ expiresAt: later(1000), usedAt: now }, now)).toBe('USED_OR_UNKNOWN');
    expect(linkState({ expiresAt: later(-1000), usedAt: later(-5000) }, now)).toBe('USED_OR_UNKNOWN');
    expect(linkState(undefined, now)).toBe('USED_OR_UNKNOWN');
  });
});
