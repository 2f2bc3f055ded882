/**
 * Stop-list times, on the outlet's clock whatever the browser's zone (pure, tested).
 */
import { addDays, firstInstantAtOrAfter, toLocal } from '@food/domain/local-time';

/**
 * "Until 18:00": the next time the outlet's clock shows 18:00 (today, or tomorrow when that
 * has passed). Null for a malformed time.
 */
export function untilClockTime(time: string, timeZone: string, now: Date): Date | null {
  const today = toLocal(now, timeZone).date;
  const at = firstInstantAtOrAfter(today, time, timeZone);
  if (!at) return null;
  if (at.getTime() > now.getTime()) return at;
  return firstInstantAtOrAfter(addDays(today, 1), time, timeZone);
}

/** Minutes left until `until` (never negative); null for "until further notice". */
export function minutesLeft(until: string | null, now: number): number | null {
  if (until === null) return null;
  return Math.max(0, Math.ceil((new Date(until).getTime() - now) / 60_000));
}

/** Whether the stop ends on another date of the outlet's calendar than today (the text says which). */
export function endsAnotherDay(until: string, timeZone: string, now: Date): boolean {
  return toLocal(new Date(until), timeZone).date !== toLocal(now, timeZone).date;
}
