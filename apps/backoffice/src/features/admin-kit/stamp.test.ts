import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endOfLocalDay, formatStamp, startOfLocalDay } from './stamp';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatStamp', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('leaves the year out within this year and writes it for earlier ones', () => {
    expect(plain(formatStamp('2026-03-01T09:05:00Z', 'Europe/Kyiv', 'en', now))).toBe('1 Mar, 11:05');
    expect(plain(formatStamp('2025-12-31T21:30:00Z', 'UTC', 'en', now))).toBe('31 Dec 2025, 21:30');
  });

  it('decides the year on the clock of the zone', () => {
    // 22:30 UTC on 31 Dec 2025 is already 1 Jan 2026 in Kyiv
    expect(plain(formatStamp('2025-12-31T22:30:00Z', 'Europe/Kyiv', 'en', now))).toBe('1 Jan, 00:30');
  });
});

describe('local day bounds', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Europe/Kyiv';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('turns a picked date into the instants its day starts and ends in the browser', () => {
    expect(startOfLocalDay('2026-07-01')).toBe('2026-06-30T21:00:00.000Z');
    expect(endOfLocalDay('2026-07-01')).toBe('2026-07-01T20:59:59.999Z');
    // winter time: UTC+2
    expect(startOfLocalDay('2026-01-15')).toBe('2026-01-14T22:00:00.000Z');
  });

  it('ignores what is not a calendar date', () => {
    expect(startOfLocalDay('')).toBeUndefined();
    expect(startOfLocalDay('2026-02-30')).toBeUndefined();
    expect(endOfLocalDay('26.11.2026')).toBeUndefined();
  });
});
