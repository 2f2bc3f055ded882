/** A restaurant's hours for today on its own clock (its IANA time zone). */
import { toLocal } from '@food/domain/local-time';
import type { OpeningHoursDay } from './delivery-time';

export function todaysHours(
  r: { timeZone: string; openingHours: readonly OpeningHoursDay[] },
  now: Date,
): OpeningHoursDay | null {
  const { weekday } = toLocal(now, r.timeZone);
  return r.openingHours.find((h) => h.day === weekday) ?? null;
}
