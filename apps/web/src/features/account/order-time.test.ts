import { describe, expect, it } from 'vitest';
import { formatClockTime, formatOrderTime, zoneOf } from './order-time';

describe("an order's time in its outlet's zone", () => {
  it('uses the IANA zone, or the offset when the zone is unknown', () => {
    expect(zoneOf('Europe/Kyiv', 2)).toBe('Europe/Kyiv');
    expect(zoneOf('Mars/Olympus', 4)).toBe('Etc/GMT-4');
    expect(zoneOf(null, -5)).toBe('Etc/GMT+5');
    expect(zoneOf(null, 0)).toBe('UTC');
  });

  it("shows the outlet's clock, not the browser's", () => {
    const at = '2026-11-22T12:05:00.000Z';
    expect(formatOrderTime(at, 'en', 'Europe/Kyiv')).toContain('14:05');
    expect(formatOrderTime(at, 'en', 'Asia/Dubai')).toContain('16:05');
    expect(formatOrderTime(at, 'uk', 'Europe/Kyiv')).toMatch(/22 листопада 2026.*14:05/);
  });
});

describe('the expected time of an order on its way', () => {
  it("is the outlet's clock time alone", () => {
    const at = '2026-11-22T12:55:00.000Z';
    expect(formatClockTime(at, 'uk', 'Europe/Kyiv')).toBe('14:55');
    expect(formatClockTime(at, 'en', 'Asia/Dubai')).toBe('16:55');
  });
});
