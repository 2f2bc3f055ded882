import { describe, expect, it } from 'vitest';
import { STANDARD_PREP_MINUTES, expectedAtOnAccept, travelMinutesOf } from './expected-time.js';

const now = new Date('2026-03-10T10:00:00Z');

describe('expected time on acceptance', () => {
  it('is now plus the preparation time for pickup', () => {
    expect(expectedAtOnAccept({ now, prepMinutes: 15, travelMinutes: 0, deliverAt: null })).toEqual(
      new Date('2026-03-10T10:15:00Z'),
    );
  });

  it("adds the zone's road for a delivery: the zone's time beyond the standard kitchen time", () => {
    expect(STANDARD_PREP_MINUTES).toBe(20);
    expect(travelMinutesOf(45)).toBe(25);
    expect(travelMinutesOf(70)).toBe(50);
    expect(travelMinutesOf(10)).toBe(0);
    expect(travelMinutesOf(null)).toBe(0);
    expect(expectedAtOnAccept({ now, prepMinutes: 30, travelMinutes: 25, deliverAt: null })).toEqual(
      new Date('2026-03-10T10:55:00Z'),
    );
  });

  it('never promises an ON_TIME order before the chosen time, but says so when it will be late', () => {
    const chosen = new Date('2026-03-10T13:00:00Z');
    expect(expectedAtOnAccept({ now, prepMinutes: 30, travelMinutes: 25, deliverAt: chosen })).toEqual(
      chosen,
    );
    const soon = new Date('2026-03-10T10:30:00Z');
    expect(expectedAtOnAccept({ now, prepMinutes: 30, travelMinutes: 25, deliverAt: soon })).toEqual(
      new Date('2026-03-10T10:55:00Z'),
    );
  });
});
