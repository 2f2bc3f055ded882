import { describe, expect, it } from 'vitest';
import { isCityPreview, soonestOpenOutlet } from './city-preview.js';

const TZ = 'Europe/Kyiv';
const week = (opensAt: string, closesAt: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opensAt, closesAt }));
// Wednesday 2026-11-18, Kyiv is UTC+2
const at = (localHhmm: string) => new Date(`2026-11-18T${localHhmm}:00+02:00`);

describe('a calculation before an address or a restaurant is known', () => {
  const delivery = { type: 0 as const, timeIndication: 'ASAP' as const, isPrivateHouse: false };

  it('is a delivery with no location, no outlet and no complete street and house', () => {
    expect(isCityPreview({ outletId: null, delivery })).toBe(true);
    expect(isCityPreview({ outletId: null, delivery: { ...delivery, street: 'Хрещатик', house: '0' } })).toBe(
      true,
    );
    expect(isCityPreview({ outletId: null, delivery: { ...delivery, street: '  ', house: '10' } })).toBe(
      true,
    );
  });

  it('is not one once a street and house are typed, a place is given, or it is a pickup', () => {
    expect(
      isCityPreview({ outletId: null, delivery: { ...delivery, street: 'Хрещатик', house: '10' } }),
    ).toBe(false);
    expect(
      isCityPreview({
        outletId: null,
        delivery: { ...delivery, location: { type: 'Point', coordinates: [30.52, 50.45] } },
      }),
    ).toBe(false);
    expect(isCityPreview({ outletId: 1001, delivery })).toBe(false);
    expect(isCityPreview({ outletId: null, delivery: { ...delivery, type: 1 } })).toBe(false);
  });
});

describe('the restaurant that times a preview', () => {
  const early = { id: 3, timeZone: TZ, openingHours: week('08:00', '20:00') };
  const late = { id: 1, timeZone: TZ, openingHours: week('10:00', '23:00') };
  const never = { id: 2, timeZone: TZ, openingHours: [] };

  it('is one open now, the lowest id first', () => {
    expect(soonestOpenOutlet([early, late, never], at('12:00'))?.id).toBe(1);
    expect(soonestOpenOutlet([early, late, never], at('21:00'))?.id).toBe(1);
  });

  it('is the next to open while all are closed, and none without hours', () => {
    expect(soonestOpenOutlet([late, early, never], at('06:00'))?.id).toBe(3);
    expect(soonestOpenOutlet([never], at('12:00'))).toBeNull();
    expect(soonestOpenOutlet([], at('12:00'))).toBeNull();
  });

  it('skips one paused or closed today for one that takes orders', () => {
    const noon = at('12:00');
    const paused = {
      ...late,
      day: {
        exceptions: [],
        pausedUntil: new Date(noon.getTime() + 3600_000),
        busyExtraMinutes: 0,
        busyUntil: null,
      },
    };
    expect(soonestOpenOutlet([paused, early], noon)?.id).toBe(3);
    const holiday = {
      ...early,
      day: {
        exceptions: [
          { date: noon.toISOString().slice(0, 10), isClosed: true, opensAt: null, closesAt: null },
        ],
        pausedUntil: null,
        busyExtraMinutes: 0,
        busyUntil: null,
      },
    };
    // both unavailable: the pause ends first
    expect(soonestOpenOutlet([paused, holiday], noon)?.id).toBe(1);
  });
});
