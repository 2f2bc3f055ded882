import { describe, expect, it } from 'vitest';
import { noticeOfCalculation, noticeOfState } from './outlet-day-notice';

const calc = (outletDay: Record<string, unknown>, deliveryTime = 45) => ({
  outletDay: {
    reason: 'OPEN' as const,
    isClosedToday: false,
    reopensAt: null,
    busyMinutes: 0,
    asapRefusal: null,
    ...outletDay,
  } as never,
  delivery: { deliveryTime },
});

describe("what checkout says of the restaurant's day", () => {
  it('says when a paused restaurant takes orders again', () => {
    expect(
      noticeOfCalculation(
        calc({ reason: 'PAUSED', asapRefusal: 'OUTLET_PAUSED', reopensAt: '2026-12-03T12:30:00Z' }),
      ),
    ).toEqual({ kind: 'paused', until: '2026-12-03T12:30:00Z' });
  });

  it('says closed today, or closed until its next opening', () => {
    expect(
      noticeOfCalculation(
        calc({
          reason: 'CLOSED',
          isClosedToday: true,
          asapRefusal: 'OUTLET_CLOSED',
          reopensAt: '2026-12-04T08:00:00Z',
        }),
      ),
    ).toEqual({ kind: 'closedToday' });
    expect(
      noticeOfCalculation(
        calc({ reason: 'CLOSED', asapRefusal: 'OUTLET_CLOSED', reopensAt: '2026-12-05T08:00:00Z' }),
      ),
    ).toEqual({ kind: 'closedUntil', until: '2026-12-05T08:00:00Z' });
  });

  it('says a longer wait with the whole estimate, and nothing on an ordinary day', () => {
    expect(noticeOfCalculation(calc({ busyMinutes: 30 }, 75))).toEqual({ kind: 'busy', minutes: 75 });
    expect(noticeOfCalculation(calc({}))).toBeNull();
    // closed for the night: the ASAP hint already says when it will be ready
    expect(noticeOfCalculation(calc({ reason: 'CLOSED', reopensAt: '2026-12-04T08:00:00Z' }))).toBeNull();
  });

  it('marks restaurants in the pickup list', () => {
    const state = {
      open: true,
      reason: 'OPEN' as const,
      isClosedToday: false,
      nextOpensAt: null,
      closesAt: null,
      busyMinutes: 0,
    };
    expect(noticeOfState(state, 20)).toBeNull();
    expect(noticeOfState({ ...state, busyMinutes: 25 }, 20)).toEqual({ kind: 'busy', minutes: 45 });
    expect(
      noticeOfState({ ...state, open: false, reason: 'PAUSED', nextOpensAt: '2026-12-03T12:30:00Z' }, 20),
    ).toEqual({
      kind: 'paused',
      until: '2026-12-03T12:30:00Z',
    });
    expect(noticeOfState({ ...state, open: false, reason: 'CLOSED', isClosedToday: true }, 20)).toEqual({
      kind: 'closedToday',
    });
  });
});
