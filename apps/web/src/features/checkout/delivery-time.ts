/**
 * Delivery "on time" (SPEC sections 3 and 5): the customer picks a date and time on the outlet's
 * clock; it is sent in UTC, converted in the outlet's IANA time zone with the offset of the chosen
 * date (`@food/domain/local-time`, as the API reads opening hours), so a choice across a
 * daylight-saving change is not an hour off (issue 17, item 8). The choices offered are the
 * outlet's opening hours from the earliest moment it can have the order ready (now, or its next
 * opening, plus the zone's delivery time or the pickup lead), in 15-minute steps; a time the
 * clocks skip that night is not offered.
 */
import {
  addDays,
  firstInstantAtOrAfter,
  formatTime,
  fromLocal,
  toLocal,
  weekdayOf,
} from '@food/domain/local-time';

export interface OpeningHoursDay {
  /** 1 Monday … 7 Sunday */
  day: number;
  opensAt: string;
  closesAt: string;
}

const MINUTE = 60_000;

/**
 * "2027-03-28" + "12:00" in Europe/Kyiv → "2027-03-28T09:00:00.000Z" (summer time that day); null
 * when either is malformed or the clocks skip that time.
 */
export function localTimeToUtcIso(date: string, time: string, timeZone: string): string | null {
  return fromLocal(date, time, timeZone)?.toISOString() ?? null;
}

const toMinutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

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
  days?: number;
  stepMinutes?: number;
}

/** The dates and times an ON_TIME order may ask for, on the outlet's clock. */
export function timeSlots({
  now,
  timeZone,
  openingHours,
  leadMinutes,
  days = 3,
  stepMinutes = 15,
}: SlotInput): SlotDay[] {
  const today = toLocal(now, timeZone);
  const result: SlotDay[] = [];
  for (let k = 0; k < days; k++) {
    const date = addDays(today.date, k);
    const hours = openingHours.find((h) => h.day === weekdayOf(date));
    if (!hours) continue;
    const opens = toMinutes(hours.opensAt);
    const closesRaw = toMinutes(hours.closesAt);
    // a window past midnight is offered up to midnight; equal ends mean round the clock
    const closes = closesRaw <= opens ? 24 * 60 : closesRaw;
    if (k === 0 && today.minutes >= closes) continue;
    const isOpenNow = k === 0 && today.minutes >= opens;
    // the kitchen starts now if it is open, else at the opening (its instant on that date's clock)
    const startsAt = isOpenNow ? now : firstInstantAtOrAfter(date, formatTime(opens), timeZone);
    if (!startsAt) continue;
    const earliest = startsAt.getTime() + leadMinutes * MINUTE;
    const times: string[] = [];
    for (let m = Math.ceil(opens / stepMinutes) * stepMinutes; m < closes; m += stepMinutes) {
      const at = fromLocal(date, formatTime(m), timeZone);
      if (at && at.getTime() >= earliest) times.push(formatTime(m));
    }
    if (times.length) result.push({ date, times });
  }
  return result;
}

/** Is `date` (YYYY-MM-DD) today on the zone's clock? */
export const isTodayIn = (date: string, timeZone: string, now: Date) => toLocal(now, timeZone).date === date;
