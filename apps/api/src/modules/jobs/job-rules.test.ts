import { describe, expect, it } from 'vitest';
import { afterFailure, errorText, retryDelayMs, type Backoff } from './job-rules.js';

const backoff: Backoff = { baseMs: 1000, maxMs: 60_000 };
const now = new Date('2026-12-01T12:00:00Z');
const inMs = (d: Date) => d.getTime() - now.getTime();

describe('retry back-off', () => {
  it('doubles from the base, half of each wait fixed and half random', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, backoff, 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, backoff, 0.999_999))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(3, backoff, 0.5)).toBe(3000);
  });

  it('never waits longer than the cap, however many attempts', () => {
    expect(retryDelayMs(7, backoff, 0.999_999)).toBe(60_000);
    expect(retryDelayMs(500, backoff, 0.999_999)).toBe(60_000);
    expect(retryDelayMs(500, backoff, 0)).toBe(30_000);
  });

  it('spreads jobs that failed together: different draws, different times', () => {
    const waits = new Set([0, 0.25, 0.5, 0.75].map((r) => retryDelayMs(4, backoff, r)));
    expect(waits.size).toBe(4);
  });
});

describe('what a failed run becomes', () => {
  it('is tried again after the back-off while attempts are left', () => {
    const out = afterFailure({ attempts: 2, maxAttempts: 5, isPermanent: false }, backoff, now, 0);
    expect(out.state).toBe('PENDING');
    expect(inMs((out as { runAt: Date }).runAt)).toBe(1000);
  });

  it('is DEAD after its last attempt, or at once when the failure is permanent', () => {
    expect(afterFailure({ attempts: 5, maxAttempts: 5, isPermanent: false }, backoff, now, 0)).toEqual({
      state: 'DEAD',
      attempts: 5,
    });
    expect(afterFailure({ attempts: 1, maxAttempts: 5, isPermanent: true }, backoff, now, 0).state).toBe(
      'DEAD',
    );
  });

  it('a recurring job is never DEAD: after its last try it waits for its next run, attempts reset', () => {
    const out = afterFailure(
      { attempts: 3, maxAttempts: 3, isPermanent: false, repeatEveryMs: 600_000 },
      backoff,
      now,
      0,
    );
    expect(out).toEqual({ state: 'PENDING', runAt: new Date(now.getTime() + 600_000), attempts: 0 });
    // before its last try it retries like any other job
    const early = afterFailure(
      { attempts: 1, maxAttempts: 3, isPermanent: false, repeatEveryMs: 600_000 },
      backoff,
      now,
      0,
    );
    expect(early).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(inMs((early as { runAt: Date }).runAt)).toBe(500);
  });
});

describe('error text', () => {
  it('keeps the name and message, bounded', () => {
    expect(errorText(new TypeError('bad'))).toBe('TypeError: bad');
    expect(errorText('x'.repeat(5000), 100)).toHaveLength(100);
  });
});
