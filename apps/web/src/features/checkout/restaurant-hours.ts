/** A restaurant's hours for today on its own clock (the offset it reports from UTC). */
import type { OpeningHoursDay } from './delivery-time';

export function todaysHours(
  r: { timeZoneOffsetHours: number; openingHours: readonly OpeningHoursDay[] },
  now: Date,
): OpeningHoursDay | null {
  const local = new Date(now.getTime() + r.timeZoneOffsetHours * 3_600_000);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  return r.openingHours.find((h) => h.day === weekday) ?? null;
}
