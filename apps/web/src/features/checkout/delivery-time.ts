/**
 * Delivery "on time" (SPEC sections 3 and 5): the customer picks a date and time on the outlet's
 * clock; it is sent in UTC, converted in the outlet's IANA time zone with the offset of the chosen
 * date (`@food/domain/local-time`, as the API reads opening hours), so a choice across a
 * daylight-saving change is not an hour off (issue 17, item 8). The choices offered are the
 * outlet's opening hours from the earliest moment it can have the order ready (now, or its next
 * opening, plus the zone's delivery time or the pickup lead), in 15-minute steps; a time the
 * clocks skip that night is not offered. A closed date, a pause and busy minutes (issue 18) are
 * counted as the API counts them.
 */
import { fromLocal, toLocal } from '@food/domain/local-time';
import { onTimeSlots, type OutletDayRules } from '@food/domain/outlet-day';

/** minutes a pickup order needs (the API's PICKUP_LEAD_MINUTES) */
export const PICKUP_LEAD_MINUTES = 20;

export interface OpeningHoursDay {
  /** 1 Monday … 7 Sunday */
  day: number;
  opensAt: string;
  closesAt: string;
}

/**
 * "2027-03-28" + "12:00" in Europe/Kyiv → "2027-03-28T09:00:00.000Z" (summer time that day); null
 * when either is malformed or the clocks skip that time.
 */
export function localTimeToUtcIso(date: string, time: string, timeZone: string): string | null {
  return fromLocal(date, time, timeZone)?.toISOString() ?? null;
}

export interface SlotDay {
  /** YYYY-MM-DD on the outlet's clock */
  date: string;
  /** HH:MM choices */
  times: string[];
}

export interface SlotInput {
  now: Date;
  /** the outlet's IANA time zone */
  timeZone: string;
  openingHours: readonly OpeningHoursDay[];
  /** minutes the outlet needs before the order is delivered or ready */
  leadMinutes: number;
  /** its day beyond the weekly hours, read live (restaurant-days.ts): exceptions, a pause, busy */
  day?: Pick<OutletDayRules, 'exceptions' | 'pausedUntil' | 'busyExtraMinutes' | 'busyUntil'> | null;
  days?: number;
  stepMinutes?: number;
}

/**
 * The dates and times an ON_TIME order may ask for, on the outlet's clock: the API's own rule
 * (`@food/domain/outlet-day`), so closed dates, a pause and busy minutes count alike on both sides.
 */
export function timeSlots({
  now,
  timeZone,
  openingHours,
  leadMinutes,
  day,
  days,
  stepMinutes,
}: SlotInput): SlotDay[] {
  return onTimeSlots(
    {
      timeZone,
      openingHours,
      exceptions: day?.exceptions ?? [],
      pausedUntil: day?.pausedUntil ?? null,
      busyExtraMinutes: day?.busyExtraMinutes ?? 0,
      busyUntil: day?.busyUntil ?? null,
    },
    { now, leadMinutes, days, stepMinutes },
  );
}

/** Is `date` (YYYY-MM-DD) today on the zone's clock? */
export const isTodayIn = (date: string, timeZone: string, now: Date) => toLocal(now, timeZone).date === date;
