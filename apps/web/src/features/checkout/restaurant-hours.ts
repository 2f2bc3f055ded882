/** A restaurant's hours for today on its own clock (its IANA time zone), a date's other hours included. */
import { toLocal } from '@food/domain/local-time';
import type { HoursException } from '@food/domain/outlet-day';
import type { OpeningHoursDay } from './delivery-time';

export function todaysHours(
  r: { timeZone: string; openingHours: readonly OpeningHoursDay[] },
  now: Date,
  exceptions: readonly HoursException[] = [],
): OpeningHoursDay | null {
  const { weekday, date } = toLocal(now, r.timeZone);
  const exception = exceptions.find((e) => e.date === date);
  if (exception)
    return exception.isClosed || !exception.opensAt || !exception.closesAt
      ? null
      : { day: weekday, opensAt: exception.opensAt, closesAt: exception.closesAt };
  return r.openingHours.find((h) => h.day === weekday) ?? null;
}
