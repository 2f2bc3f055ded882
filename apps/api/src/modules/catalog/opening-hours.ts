/**
 * Outlet-local time rules. Every check takes the outlet's IANA time zone explicitly, read with the
 * storefront's own conversions (`@food/domain/local-time`), so both sides agree across a
 * daylight-saving change; a window whose end is not after its start runs past midnight
 * (10:00–01:00 closes at 1 a.m. next day).
 */
import { offsetMinutes, toLocal } from '@food/domain/local-time';
import type { OpeningHours } from '../../db/schema.js';

/** Minutes since local midnight and ISO weekday (1 Monday … 7 Sunday) in `timeZone`. */
export function localClock(timeZone: string, at: Date): { weekday: number; minutes: number } {
  const { weekday, minutes } = toLocal(at, timeZone);
  return { weekday, minutes };
}

/** The zone's offset from UTC at `at`, in hours (3 for Kyiv in summer, 2 in winter). */
export const timeZoneOffsetHours = (timeZone: string, at: Date): number => offsetMinutes(timeZone, at) / 60;

/** "HH:MM" or "HH:MM:SS" to minutes since midnight. */
function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Is `minutes` inside [from, to)? A window with to <= from wraps past midnight. */
export function isWithinDailyWindow(from: string, to: string, minutes: number): boolean {
  const start = toMinutes(from);
  const end = toMinutes(to);
  if (start === end) return true;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Open now? Checks today's hours and the tail of yesterday's when they ran past midnight. */
export function isOpenAt(hours: OpeningHours[], timeZone: string, at: Date): boolean {
  const { weekday, minutes } = localClock(timeZone, at);
  const today = hours.find((h) => h.day === weekday);
  if (today) {
    const start = toMinutes(today.opensAt);
    const end = toMinutes(today.closesAt);
    if (start < end ? minutes >= start && minutes < end : minutes >= start) return true;
  }
  const yesterday = hours.find((h) => h.day === (weekday === 1 ? 7 : weekday - 1));
  if (yesterday) {
    const start = toMinutes(yesterday.opensAt);
    const end = toMinutes(yesterday.closesAt);
    if (end <= start && minutes < end) return true;
  }
  return false;
}
