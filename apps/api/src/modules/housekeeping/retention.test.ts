import { describe, expect, it } from 'vitest';
import { cutoffsAt } from './retention.js';

describe('clean-up retention', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const cut = cutoffsAt(now);

  it('keeps sign-in codes 25 hours after sending, longer than the daily cap reads back', () => {
    expect(cut.signInCodesSentBefore.toISOString()).toBe('2026-11-30T11:00:00.000Z');
  });

  it('deletes sessions once expired, and revoked ones a day after revocation', () => {
    expect(cut.sessionsExpiredBefore).toEqual(now);
    expect(cut.sessionsRevokedBefore.toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('deletes idempotency keys after their 24 hours and rate-limit rows a minute after their window', () => {
    expect(cut.idempotencyKeysCreatedBefore.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(cut.rateLimitsResetBefore.toISOString()).toBe('2026-12-01T11:59:00.000Z');
  });

  it('keeps finished jobs 3 days and DEAD ones 30 days, for an owner to act on', () => {
    expect(cut.jobsDoneBefore.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(cut.jobsDeadBefore.toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });

  it('keeps a message’s "sent" mark past the longest-kept job that may read it (a DEAD one, retried)', () => {
    expect(cut.notificationMarksSentBefore.toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(cut.notificationMarksSentBefore.getTime()).toBeLessThan(cut.jobsDeadBefore.getTime());
    expect(cut.notificationMarksSentBefore.getTime()).toBeLessThan(cut.jobsDoneBefore.getTime());
  });
});
