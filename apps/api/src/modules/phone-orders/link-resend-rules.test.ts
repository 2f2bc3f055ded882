import { describe, expect, it } from 'vitest';
import { decideLinkResend, LINK_RESEND_WAIT_SECONDS, LINK_TEXTS_PER_ORDER } from './link-resend-rules.js';

describe('texting a phone order’s payment link again', () => {
  it('is allowed a minute after the last text, saying how many are left', () => {
    expect(decideLinkResend({ count: 1, secondsSinceLatest: 60 })).toEqual({ ok: true, textsLeft: 3 });
    expect(decideLinkResend({ count: 0, secondsSinceLatest: null })).toEqual({
      ok: true,
      textsLeft: LINK_TEXTS_PER_ORDER - 1,
    });
  });

  it('asks to wait out the minute, in whole seconds and never 0', () => {
    expect(decideLinkResend({ count: 1, secondsSinceLatest: 0.4 })).toEqual({
      ok: false,
      reason: 'RESEND_TOO_SOON',
      retryAfterSeconds: LINK_RESEND_WAIT_SECONDS,
    });
    expect(decideLinkResend({ count: 2, secondsSinceLatest: 45.2 })).toMatchObject({ retryAfterSeconds: 15 });
    expect(decideLinkResend({ count: 2, secondsSinceLatest: 59.99 })).toMatchObject({ retryAfterSeconds: 1 });
  });

  it('stops after the fifth text of the order, however long ago', () => {
    expect(decideLinkResend({ count: 4, secondsSinceLatest: 3600 })).toEqual({ ok: true, textsLeft: 0 });
    expect(decideLinkResend({ count: 5, secondsSinceLatest: 3600 })).toEqual({
      ok: false,
      reason: 'SEND_LIMIT_REACHED',
    });
  });
});
