/**
 * An outlet's opening hours as the restaurants page shows them (SPEC section 2), always in the
 * outlet's own IANA time zone, never the visitor's. The rule matches the API's
 * (apps/api/src/modules/catalog/opening-hours.ts): a window whose end is not after its start
 * runs past midnight (10:00–01:00 closes at 1 a.m. the next day).
 */
import { addDays, toLocal } from '@food/domain/local-time';

export interface OpeningHours {
  /** 1 Monday … 7 Sunday */
  day: number;
  opensAt: string;
  closesAt: string;
}

/** ISO weekday and minutes since midnight at `at` in `timeZone`. */
export function outletClock(timeZone: string, at: Date): { weekday: number; minutes: number } {
  const { weekday, minutes } = toLocal(at, timeZone);
  return { weekday, minutes };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** "10:00:00" → "10:00". */
const shortTime = (hhmm: string) => hhmm.slice(0, 5);

const previousDay = (day: number) => (day === 1 ? 7 : day - 1);
const nextDay = (day: number, by = 1) => ((day - 1 + by) % 7) + 1;

export type OutletStatus =
  | { isOpen: true; closesAt: string }
  | {
      isOpen: false;
      /** the next opening: today later, tomorrow, or on a later weekday; null when never */
      opens: { when: 'today' | 'tomorrow'; at: string } | { when: 'weekday'; day: number; at: string } | null;
    };

/** Open now, and until when; or when it opens next. */
export function outletStatus(hours: readonly OpeningHours[], timeZone: string, at: Date): OutletStatus {
  const { weekday, minutes } = outletClock(timeZone, at);
  const on = (day: number) => hours.find((h) => h.day === day);
  const today = on(weekday);
  if (today) {
    const start = toMinutes(today.opensAt);
    const end = toMinutes(today.closesAt);
    const allDay = start === end;
    if (allDay || (start < end ? minutes >= start && minutes < end : minutes >= start))
      return { isOpen: true, closesAt: shortTime(today.closesAt) };
  }
  const yesterday = on(previousDay(weekday));
  if (yesterday && toMinutes(yesterday.closesAt) <= toMinutes(yesterday.opensAt)) {
    if (minutes < toMinutes(yesterday.closesAt))
      return { isOpen: true, closesAt: shortTime(yesterday.closesAt) };
  }
  if (today && minutes < toMinutes(today.opensAt))
    return { isOpen: false, opens: { when: 'today', at: shortTime(today.opensAt) } };
  for (let by = 1; by <= 7; by++) {
    const h = on(nextDay(weekday, by));
    if (!h) continue;
    const at = shortTime(h.opensAt);
    return {
      isOpen: false,
      opens: by === 1 ? { when: 'tomorrow', at } : { when: 'weekday', day: nextDay(weekday, by), at },
    };
  }
  return { isOpen: false, opens: null };
}

export interface HoursGroup {
  fromDay: number;
  toDay: number;
  /** null on days the outlet is closed */
  hours: { opensAt: string; closesAt: string } | null;
}

/** The week as runs of days with the same hours: Mon–Thu 10:00–23:00, Fri–Sat 10:00–01:00, Sun … */
export function groupWeek(hours: readonly OpeningHours[]): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (let day = 1; day <= 7; day++) {
    const h = hours.find((x) => x.day === day);
    const value = h ? { opensAt: shortTime(h.opensAt), closesAt: shortTime(h.closesAt) } : null;
    const last = groups.at(-1);
    if (last && last.toDay === day - 1 && sameHours(last.hours, value)) last.toDay = day;
    else groups.push({ fromDay: day, toDay: day, hours: value });
  }
  return groups;
}

const sameHours = (a: HoursGroup['hours'], b: HoursGroup['hours']) =>
  a === b || (a !== null && b !== null && a.opensAt === b.opensAt && a.closesAt === b.closesAt);

/** A weekday's name in `locale` (1 Monday … 7 Sunday); short ones capitalised, as a table shows them. */
export function weekdayName(day: number, locale: string, width: 'short' | 'long' = 'short'): string {
  // 1 January 2024 was a Monday
  const name = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
  return width === 'short' ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

/**
 * The same answer from the outlet's day read live (issue 18: exceptions and other hours of the
 * date included), for a day that is open or closed by its hours (a pause and a closed date have
 * words of their own).
 */
export function statusFromDay(
  day: { open: boolean; closesAt: string | null; nextOpensAt: string | null },
  timeZone: string,
  now: Date,
): OutletStatus {
  const local = (iso: string) => toLocal(new Date(iso), timeZone);
  if (day.open && day.closesAt) return { isOpen: true, closesAt: local(day.closesAt).time };
  if (!day.nextOpensAt) return { isOpen: false, opens: null };
  const opens = local(day.nextOpensAt);
  const today = toLocal(now, timeZone).date;
  if (opens.date === today) return { isOpen: false, opens: { when: 'today', at: opens.time } };
  if (opens.date === addDays(today, 1)) return { isOpen: false, opens: { when: 'tomorrow', at: opens.time } };
  return { isOpen: false, opens: { when: 'weekday', day: opens.weekday, at: opens.time } };
}
