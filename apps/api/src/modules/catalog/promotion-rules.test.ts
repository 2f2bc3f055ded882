import { describe, expect, it } from 'vitest';
import { isRunning, matchesRef, runningIn, type PromotionWindow } from './promotion-rules.js';

const at = (iso: string) => new Date(iso);
const promo = (patch: Partial<PromotionWindow> & { id: number }): PromotionWindow => ({
  businessRegionId: null,
  startsAt: at('2026-10-01T00:00:00Z'),
  endsAt: null,
  sortOrder: 0,
  ...patch,
});

describe('promotion window', () => {
  const p = { startsAt: at('2026-10-01T00:00:00Z'), endsAt: at('2026-11-01T00:00:00Z') };

  it('runs from its start, inclusive, to its end, exclusive', () => {
    expect(isRunning(p, at('2026-09-30T23:59:59.999Z'))).toBe(false);
    expect(isRunning(p, at('2026-10-01T00:00:00Z'))).toBe(true);
    expect(isRunning(p, at('2026-10-31T23:59:59.999Z'))).toBe(true);
    expect(isRunning(p, at('2026-11-01T00:00:00Z'))).toBe(false);
  });

  it('runs without an end until the operator ends it', () => {
    expect(isRunning({ ...p, endsAt: null }, at('2099-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('promotions of a city', () => {
  const now = at('2026-11-15T12:00:00Z');

  it('shows the network-wide ones and the city’s own, never another city’s', () => {
    const all = [
      promo({ id: 1 }),
      promo({ id: 2, businessRegionId: 101 }),
      promo({ id: 3, businessRegionId: 102 }),
    ];
    expect(runningIn(all, 101, now).map((x) => x.id)).toEqual([1, 2]);
    expect(runningIn(all, 102, now).map((x) => x.id)).toEqual([1, 3]);
  });

  it('leaves out the ended and the not yet started', () => {
    const all = [
      promo({ id: 1, endsAt: at('2026-11-15T12:00:00Z') }),
      promo({ id: 2, startsAt: at('2026-11-15T12:00:01Z') }),
      promo({ id: 3 }),
    ];
    expect(runningIn(all, 101, now).map((x) => x.id)).toEqual([3]);
  });

  it('orders by the operator’s order, then the newest start, then the id', () => {
    const all = [
      promo({ id: 5, sortOrder: 1 }),
      promo({ id: 4, sortOrder: 0, startsAt: at('2026-09-01T00:00:00Z') }),
      promo({ id: 3, sortOrder: 0, startsAt: at('2026-10-01T00:00:00Z') }),
      promo({ id: 2, sortOrder: 0, startsAt: at('2026-10-01T00:00:00Z') }),
    ];
    expect(runningIn(all, 101, now).map((x) => x.id)).toEqual([2, 3, 4, 5]);
  });
});

describe('promotion reference', () => {
  it('reads digits as the id and anything else as the slug', () => {
    const p = { id: 104, slug: 'baked-rolls' };
    expect(matchesRef(p, '104')).toBe(true);
    expect(matchesRef(p, 'baked-rolls')).toBe(true);
    expect(matchesRef(p, '105')).toBe(false);
    expect(matchesRef({ id: 7, slug: '2026' }, '2026')).toBe(false);
  });
});
