/**
 * An outlet's day (issue 18 item 6): its weekly hours with exceptions per outlet-local date (a
 * holiday closed, or other hours), a pause in taking orders, and busy mode (minutes added to every
 * estimate). Pure rules, shared by the API (checkout, restaurant config, the back office) and the
 * storefront (what it says, the ON_TIME slots it offers), so both sides answer alike.
 *
 * Decisions where the spec is silent:
 * - A window belongs to the date it opens on. One whose end is not after its start runs past
 *   midnight (10:00–02:00 closes at 2 a.m. the next date); equal ends mean round the clock. An
 *   exception replaces the weekly hours of its date only: a holiday on 1 January closes the
 *   window opening that day, while the New Year's Eve window running past midnight still ends
 *   as planned.
 * - Times are wall-clock times on the outlet's clock, converted with that date's offset
 *   (`local-time.ts`): a window opening at a time the clocks skip opens at the jump.
 * - ASAP while the outlet is closed is made at its next opening (night orders for the morning)
 *   only when that opening is today or tomorrow on its clock and the outlet opens at all today;
 *   a day without hours or closed by an exception ("closed today"), or no opening before the
 *   day after tomorrow, refuses ASAP. A pause covering the moment the kitchen would start refuses
 *   ASAP too. ON_TIME is still offered for the times after.
 * - Busy minutes count when the kitchen would start the order (busy until 14:00 does not slow a
 *   pre-order for tomorrow).
 */
import { addDays, firstInstantAtOrAfter, formatTime, fromLocal, toLocal, weekdayOf } from './local-time';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export interface WeeklyHours {
  /** 1 Monday … 7 Sunday */
  day: number;
  /** "HH:MM" (or "HH:MM:SS") on the outlet's clock */
  opensAt: string;
  closesAt: string;
}

export interface HoursException {
  /** "YYYY-MM-DD" on the outlet's clock */
  date: string;
  isClosed: boolean;
  opensAt: string | null;
  closesAt: string | null;
}

export interface OutletDayRules {
  timeZone: string;
  openingHours: readonly WeeklyHours[];
  exceptions: readonly HoursException[];
  /** no new orders before then (null: not paused) */
  pausedUntil: Date | null;
  /** minutes added to every estimate while busy (0: not busy) */
  busyExtraMinutes: number;
  /** busy mode ends then (null: until turned off) */
  busyUntil: Date | null;
}

/** "HH:MM" or "HH:MM:SS" to minutes since midnight. */
export function clockMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

export interface DayHours {
  opens: number;
  /** minutes since the date's midnight; past 1440 for a window running past midnight */
  closes: number;
}

/** The hours of one outlet-local date: its exception when it has one, else its weekday's; null when closed. */
export function hoursOn(
  rules: Pick<OutletDayRules, 'openingHours' | 'exceptions'>,
  date: string,
): DayHours | null {
  const exception = rules.exceptions.find((e) => e.date === date);
  const source = exception
    ? exception.isClosed || !exception.opensAt || !exception.closesAt
      ? null
      : { opensAt: exception.opensAt, closesAt: exception.closesAt }
    : rules.openingHours.find((h) => h.day === weekdayOf(date));
  if (!source) return null;
  const opens = clockMinutes(source.opensAt);
  const end = clockMinutes(source.closesAt);
  return { opens, closes: end > opens ? end : end + DAY_MINUTES };
}

interface Window {
  date: string;
  start: Date;
  end: Date;
}

/** The instants a date's window opens and closes, or null when the date is closed. */
function windowOn(rules: OutletDayRules, date: string): Window | null {
  const hours = hoursOn(rules, date);
  if (!hours) return null;
  const start = firstInstantAtOrAfter(date, formatTime(hours.opens), rules.timeZone);
  const endDate = hours.closes >= DAY_MINUTES ? addDays(date, 1) : date;
  const end = firstInstantAtOrAfter(endDate, formatTime(hours.closes % DAY_MINUTES), rules.timeZone);
  return start && end && end > start ? { date, start, end } : null;
}

/** The window `at` falls in (yesterday's running past midnight, or today's), or null. */
function windowAt(rules: OutletDayRules, at: Date): Window | null {
  const today = toLocal(at, rules.timeZone).date;
  for (const date of [addDays(today, -1), today]) {
    const w = windowOn(rules, date);
    if (w && w.start <= at && at < w.end) return w;
  }
  return null;
}

/** Open by its hours (with exceptions) at `at`; a pause does not close it. */
export function isOpenAt(rules: OutletDayRules, at: Date): boolean {
  return windowAt(rules, at) !== null;
}

/** When the window `at` is in closes, or null when closed at `at`. */
export function closesAfter(rules: OutletDayRules, at: Date): Date | null {
  return windowAt(rules, at)?.end ?? null;
}

/** The first window start after `from` within `days` days, or null (no hours, or closed all that time). */
export function nextOpening(rules: OutletDayRules, from: Date, days = 14): Date | null {
  const today = toLocal(from, rules.timeZone).date;
  for (let k = 0; k <= days; k++) {
    const w = windowOn(rules, addDays(today, k));
    if (w && w.start > from) return w.start;
  }
  return null;
}

export const isPausedAt = (rules: Pick<OutletDayRules, 'pausedUntil'>, at: Date): boolean =>
  rules.pausedUntil !== null && rules.pausedUntil > at;

/** The busy minutes in force at `at`. */
export function busyMinutesAt(
  rules: Pick<OutletDayRules, 'busyExtraMinutes' | 'busyUntil'>,
  at: Date,
): number {
  if (rules.busyExtraMinutes <= 0) return 0;
  return rules.busyUntil === null || rules.busyUntil > at ? rules.busyExtraMinutes : 0;
}

/** The first moment at or after `from` when the outlet is open and not paused; null when never (within two weeks). */
export function takesOrdersFrom(rules: OutletDayRules, from: Date): Date | null {
  const at = isPausedAt(rules, from) ? rules.pausedUntil! : from;
  return isOpenAt(rules, at) ? at : nextOpening(rules, at);
}

export type OutletDayReason = 'OPEN' | 'CLOSED' | 'PAUSED';

export interface OutletDayState {
  /** taking orders now: open by its hours and not paused */
  open: boolean;
  reason: OutletDayReason;
  /** open by hours, its window ends then */
  closesAt: Date | null;
  /** not open at all on today's local date (a holiday, a day without hours) */
  isClosedToday: boolean;
  /** when it takes orders again; null while open, or when it has no hours ahead */
  nextOpensAt: Date | null;
  /** minutes added to estimates now */
  busyMinutes: number;
}

export function outletDayState(rules: OutletDayRules, now: Date): OutletDayState {
  const window = windowAt(rules, now);
  const paused = isPausedAt(rules, now);
  const open = window !== null && !paused;
  const today = toLocal(now, rules.timeZone).date;
  return {
    open,
    reason: open ? 'OPEN' : window ? 'PAUSED' : 'CLOSED',
    closesAt: window?.end ?? null,
    isClosedToday: window === null && windowOn(rules, today) === null,
    nextOpensAt: open ? null : takesOrdersFrom(rules, now),
    busyMinutes: busyMinutesAt(rules, now),
  };
}

export type AsapTiming =
  | { ok: true; startsAt: Date; expectedAt: Date; isOpen: boolean; busyMinutes: number }
  | { ok: false; reason: 'OUTLET_PAUSED' | 'OUTLET_CLOSED'; reopensAt: Date | null };

/**
 * An ASAP order now: when the kitchen starts it and when it is expected (lead plus busy minutes),
 * or why the outlet cannot take it (the module's comment says when).
 */
export function asapTiming(rules: OutletDayRules, now: Date, leadMinutes: number): AsapTiming {
  const isOpen = isOpenAt(rules, now);
  const startsAt = isOpen ? now : nextOpening(rules, now);
  if (startsAt && isPausedAt(rules, startsAt))
    return { ok: false, reason: 'OUTLET_PAUSED', reopensAt: takesOrdersFrom(rules, now) };
  if (!isOpen) {
    const today = toLocal(now, rules.timeZone).date;
    const isClosedToday = windowOn(rules, today) === null;
    const tooFar = startsAt !== null && toLocal(startsAt, rules.timeZone).date > addDays(today, 1);
    if (!startsAt || isClosedToday || tooFar)
      return { ok: false, reason: 'OUTLET_CLOSED', reopensAt: takesOrdersFrom(rules, now) };
  }
  const busyMinutes = busyMinutesAt(rules, startsAt!);
  return {
    ok: true,
    startsAt: startsAt!,
    expectedAt: new Date(startsAt!.getTime() + (leadMinutes + busyMinutes) * MINUTE),
    isOpen,
    busyMinutes,
  };
}

export type OnTimeRefusal = 'TOO_EARLY' | 'TOO_LATE' | 'OUTLET_CLOSED' | 'NEVER_OPEN';

export interface OnTimeLimits {
  leadMinutes: number;
  /** minutes a request may be early (the time the customer spent on the form) */
  graceMinutes: number;
  maxDaysAhead: number;
}

/**
 * The earliest an order asked now can be delivered or ready: from the first moment the outlet
 * takes orders, its lead plus the busy minutes then; null when it never opens.
 */
export function earliestReady(rules: OutletDayRules, now: Date, leadMinutes: number): Date | null {
  const startsAt = takesOrdersFrom(rules, now);
  if (!startsAt) return null;
  return new Date(startsAt.getTime() + (leadMinutes + busyMinutesAt(rules, startsAt)) * MINUTE);
}

/** Can an ON_TIME order made now ask for `at`? */
export function checkOnTime(
  rules: OutletDayRules,
  now: Date,
  at: Date,
  limits: OnTimeLimits,
): { ok: true } | { ok: false; reason: OnTimeRefusal; earliest: Date | null } {
  const earliest = earliestReady(rules, now, limits.leadMinutes);
  if (!earliest) return { ok: false, reason: 'NEVER_OPEN', earliest: null };
  if (at.getTime() < earliest.getTime() - limits.graceMinutes * MINUTE)
    return { ok: false, reason: 'TOO_EARLY', earliest };
  if (at.getTime() > now.getTime() + limits.maxDaysAhead * DAY_MINUTES * MINUTE)
    return { ok: false, reason: 'TOO_LATE', earliest };
  if (!isOpenAt(rules, at)) return { ok: false, reason: 'OUTLET_CLOSED', earliest };
  return { ok: true };
}

export interface SlotDay {
  /** YYYY-MM-DD on the outlet's clock */
  date: string;
  /** HH:MM choices */
  times: string[];
}

export interface SlotOptions {
  now: Date;
  /** minutes the outlet needs before the order is delivered or ready */
  leadMinutes: number;
  days?: number;
  stepMinutes?: number;
}

/**
 * The dates and times an ON_TIME order may ask for, on the outlet's clock: each date's window
 * (up to midnight for one running past it), from when the kitchen can start that day (its
 * opening, or now, or the end of a pause) plus the lead and busy minutes, in steps. Closed days
 * have none; a time the clocks skip is not offered.
 */
export function onTimeSlots(
  rules: OutletDayRules,
  { now, leadMinutes, days = 3, stepMinutes = 15 }: SlotOptions,
): SlotDay[] {
  const takingFrom = takesOrdersFrom(rules, now);
  if (!takingFrom) return [];
  const today = toLocal(now, rules.timeZone).date;
  const result: SlotDay[] = [];
  for (let k = 0; k < days; k++) {
    const date = addDays(today, k);
    const hours = hoursOn(rules, date);
    const window = windowOn(rules, date);
    if (!hours || !window) continue;
    const kitchenStart = window.start > takingFrom ? window.start : takingFrom;
    const earliest = kitchenStart.getTime() + (leadMinutes + busyMinutesAt(rules, kitchenStart)) * MINUTE;
    const until = Math.min(hours.closes, DAY_MINUTES);
    const times: string[] = [];
    for (let m = Math.ceil(hours.opens / stepMinutes) * stepMinutes; m < until; m += stepMinutes) {
      const at = fromLocal(date, formatTime(m), rules.timeZone);
      if (at && at.getTime() >= earliest && at < window.end) times.push(formatTime(m));
    }
    if (times.length) result.push({ date, times });
  }
  return result;
}

/**
 * "Until the end of the day" (a stop-list entry): the end of the outlet's business day on its own
 * clock. Open now: when this window closes (02:00 the next morning for a window past midnight);
 * before today's opening: when today's window closes; otherwise (closed for the day, or a day
 * without hours) the coming local midnight.
 */
export function endOfBusinessDay(rules: OutletDayRules, now: Date): Date {
  const current = windowAt(rules, now);
  if (current) return current.end;
  const today = toLocal(now, rules.timeZone).date;
  const later = windowOn(rules, today);
  if (later && later.start > now) return later.end;
  return firstInstantAtOrAfter(addDays(today, 1), '00:00', rules.timeZone)!;
}
