import { describe, expect, it } from 'vitest';
import {
  EMAIL_COLLECT_ANSWERED_MAX_AGE_S,
  EMAIL_COLLECT_DELAY_MS,
  mayOpenEmailCollectNow,
  shouldOfferEmailCollect,
} from './email-collect-rule';

const fresh = { isEnabled: true, isHome: true, isAnswered: false, isBot: false };

describe('when the e-mail pop-up asks (issue 17, item 17)', () => {
  it('asks a visitor of the home page of a brand that collects e-mails', () => {
    expect(shouldOfferEmailCollect(fresh)).toBe(true);
  });

  it('never asks again once closed or subscribed', () => {
    expect(shouldOfferEmailCollect({ ...fresh, isAnswered: true })).toBe(false);
  });

  it('remembers the answer for a year, not the five minutes that brought it back', () => {
    expect(EMAIL_COLLECT_ANSWERED_MAX_AGE_S).toBe(365 * 24 * 3600);
    expect(EMAIL_COLLECT_ANSWERED_MAX_AGE_S).toBeGreaterThan(300);
  });

  it('asks on the home page only, with the flag on, and never crawlers', () => {
    expect(shouldOfferEmailCollect({ ...fresh, isHome: false })).toBe(false);
    expect(shouldOfferEmailCollect({ ...fresh, isEnabled: false })).toBe(false);
    expect(shouldOfferEmailCollect({ ...fresh, isBot: true })).toBe(false);
  });

  it('waits 15 s, and then for the page to be free: no other dialog, no typing', () => {
    expect(EMAIL_COLLECT_DELAY_MS).toBe(15_000);
    expect(mayOpenEmailCollectNow({ isDialogOpen: false, isTyping: false })).toBe(true);
    expect(mayOpenEmailCollectNow({ isDialogOpen: true, isTyping: false })).toBe(false);
    expect(mayOpenEmailCollectNow({ isDialogOpen: false, isTyping: true })).toBe(false);
  });
});
