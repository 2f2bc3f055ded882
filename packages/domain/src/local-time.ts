/**
 * Wall-clock time in an outlet's IANA time zone (issue 17, item 8). A date and time chosen on
 * the outlet's clock is converted with the zone's offset on that date, not today's: 12:00 on
 * 28 March 2027 in Kyiv is 09:00Z (summer time began at 03:00 that night), where today's winter
 * offset would make it 10:00Z, an hour late. The zone data comes from the runtime's Intl through
 * @date-fns/tz, which keeps one formatter per zone.
 *
 * Dates are "YYYY-MM-DD" and times "HH:MM" on the zone's clock; weekdays are ISO (1 Monday …
 * 7 Sunday). Across a change:
 * - a time the clocks skip (03:30 on 28 March 2027 in Kyiv) does not exist: it converts to null,
 *   and slot lists leave it out, rather than quietly meaning 04:30;
 * - a time the clocks pass twice (03:30 on 25 October 2026 in Kyiv) is its first passing, the
 *   earlier instant.
 */
import { tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface LocalDateTime {
  /** "2027-03-28" */
  date: string;
  /** "12:00" */
  time: string;
  /** 1 Monday … 7 Sunday */
  weekday: number;
  /** minutes since local midnight */
  minutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Is `timeZone` an IANA zone this runtime knows ("Europe/Kyiv")? */
export function isKnownTimeZone(timeZone: string): boolean {
  return Number.isFinite(tzOffset(timeZone, new Date(0)));
}

/** The zone's offset from UTC at `at`, in minutes (180 for Kyiv in summer, 120 in winter). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const offset = steadyOffset(timeZone, at.getTime()) ?? tzOffset(timeZone, at);
  if (!Number.isFinite(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return offset;
}

/**
 * Answers kept by key, for pure functions asked the same again and again (Intl's offsets cost
 * microseconds a call); cleared whole when full.
 */
function keptAnswers<T>(max = 10_000) {
  const kept = new Map<string, T>();
  return (key: string, answer: () => T): T => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = answer();
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}

const HOUR = 60 * MINUTE;
/**
 * By zone and UTC hour: the offset when the hour's first and last millisecond have the same one
 * (a zone changes at most once in an hour, so then the whole hour has it), else null. Intl takes
 * ~6 µs an offset, and an order's time checks, a menu's windows and a checkout's slots ask for
 * many instants of the same hours.
 */
const steadyHours = keptAnswers<number | null>();

function steadyOffset(timeZone: string, ms: number): number | null {
  const hour = Math.floor(ms / HOUR);
  return steadyHours(`${timeZone}|${hour}`, () => {
    const first = tzOffset(timeZone, new Date(hour * HOUR));
    const last = tzOffset(timeZone, new Date((hour + 1) * HOUR - 1));
    // an unknown zone's NaN is never equal: it goes on to the direct read and its error
    return first === last ? first : null;
  });
}

/** The calendar date, time, weekday and minutes since midnight of `at` on the zone's clock. */
export function toLocal(at: Date, timeZone: string): LocalDateTime {
  const wall = new Date(at.getTime() + offsetMinutes(timeZone, at) * MINUTE);
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    weekday: wall.getUTCDay() === 0 ? 7 : wall.getUTCDay(),
    minutes,
  };
}

/** "2027-03-28" as its UTC midnight, or null for a malformed or impossible date (31 February). */
function parseDate(date: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d) return null;
  const [y, m, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  if (m < 1 || m > 12 || day < 1) return null;
  const ms = Date.UTC(y, m - 1, day);
  // Date.UTC rolls 31 February over into March: that is not a real date
  return new Date(ms).getUTCDate() === day ? ms : null;
}

/** "HH:MM" to minutes since midnight, or null. */
export function parseTime(time: string): number | null {
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!t) return null;
  const [h, min] = [Number(t[1]), Number(t[2])];
  return h > 23 || min > 59 ? null : h * 60 + min;
}

/** Minutes since midnight to "HH:MM". */
export const formatTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The instant of a wall-clock date and time in `timeZone`; null when either is malformed or the
 * clocks skip that time on that date. A time passed twice is its earlier instant.
 */
export function fromLocal(date: string, time: string, timeZone: string): Date | null {
  // a pure function of its three strings, asked for the same opening hours again and again (each
  // order's time checks, each menu's): kept, as Intl's offsets cost microseconds a call
  const instant = converted(`${timeZone}|${date}|${time}`, () => convertLocal(date, time, timeZone));
  return instant === null ? null : new Date(instant);
}

/** `fromLocal`'s answers as epoch ms, by zone, date and time. */
const converted = keptAnswers<number | null>();

function convertLocal(date: string, time: string, timeZone: string): number | null {
  const day = parseDate(date);
  const minutes = parseTime(time);
  if (day === null || minutes === null) return null;
  const wall = day + minutes * MINUTE;
  // the offsets in force a day either side cover any change on this date; an offset is right
  // when the instant it gives is itself at that offset
  const offsets = new Set([
    offsetMinutes(timeZone, new Date(wall - DAY)),
    offsetMinutes(timeZone, new Date(wall + DAY)),
  ]);
  const instants = [...offsets]
    .map((offset) => ({ offset, instant: wall - offset * MINUTE }))
    .filter(({ offset, instant }) => offsetMinutes(timeZone, new Date(instant)) === offset)
    .map(({ instant }) => instant);
  return instants.length ? Math.min(...instants) : null;
}

/**
 * The first instant at which the zone's clock on `date` shows `time` or later: `fromLocal`, except
 * that a time the clocks skip is the moment they jump past it (an outlet opening at 03:00 on the
 * night summer time begins opens when the clocks jump to 04:00). Null for a malformed date or time.
 */
export function firstInstantAtOrAfter(date: string, time: string, timeZone: string): Date | null {
  const exact = fromLocal(date, time, timeZone);
  if (exact) return exact;
  const day = parseDate(date);
  const minutes = parseTime(time);
  if (day === null || minutes === null) return null;
  const wall = day + minutes * MINUTE;
  const before = offsetMinutes(timeZone, new Date(wall - DAY));
  const after = offsetMinutes(timeZone, new Date(wall + DAY));
  // skipped: the clocks read earlier at `low` and later at `high`; the jump lies between
  let low = wall - after * MINUTE;
  let high = wall - before * MINUTE;
  while (high - low > MINUTE) {
    const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetMinutes(timeZone, new Date(mid)) === before) low = mid;
    else high = mid;
  }
  return new Date(high);
}

/** The ISO date `days` after `date` ("2027-03-28" + 1 → "2027-03-29"). */
export function addDays(date: string, days: number): string {
  const day = parseDate(date);
  if (day === null) throw new RangeError(`Not a date: ${date}`);
  const next = new Date(day + days * DAY);
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The ISO weekday of a calendar date (1 Monday … 7 Sunday). */
export function weekdayOf(date: string): number {
  const day = parseDate(date);
  if (day === null) throw new RangeError(`Not a date: ${date}`);
  const weekday = new Date(day).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
