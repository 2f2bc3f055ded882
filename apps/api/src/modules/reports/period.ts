/**
 * A report's period (issue 23 item 1): calendar dates on an explicit IANA clock, both days
 * included, and the period of the same number of days just before it. Pure, so each rule has
 * its unit test (period.test.ts).
 */
import { REPORT_MAX_DAYS } from '@food/contracts';
import { addDays, fromLocal, isKnownTimeZone } from '@food/domain/local-time';

export interface ReportPeriod {
  from: string;
  to: string;
  /** the first instant of `from` on the clock */
  start: Date;
  /** the first instant of the day after `to`: the period is [start, end) */
  end: Date;
}

export type PeriodProblem =
  | { code: 'INVALID_REPORT_PERIOD'; field: 'from' | 'to' | 'timeZone'; message: string }
  | { code: 'INVALID_REPORT_PERIOD'; field: 'to'; message: string; reason: 'to_before_from' }
  | { code: 'REPORT_PERIOD_TOO_LONG'; field: 'to'; message: string; days: number };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar date written YYYY-MM-DD (not 2027-02-30), between the years 2000 and 2999. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 2000 || year > 2999) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Days from `from` to `to`, both included (calendar days, whatever the clock does). */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The first instant of a calendar date on a clock (local midnight, or when a skipped midnight jumps). */
function dayStart(date: string, timeZone: string): Date {
  // a zone that skips midnight (clocks jump 00:00 → 01:00) starts its day at 01:00
  return fromLocal(date, '00:00', timeZone) ?? fromLocal(date, '01:00', timeZone)!;
}

function periodOf(from: string, to: string, timeZone: string): ReportPeriod {
  return { from, to, start: dayStart(from, timeZone), end: dayStart(addDays(to, 1), timeZone) };
}

/**
 * The period asked for and the one before it (the same number of days, ending the day before
 * `from`), or the first problem with the request.
 */
export function periodsOf(
  from: string,
  to: string,
  timeZone: string,
): { current: ReportPeriod; previous: ReportPeriod } | PeriodProblem {
  if (!isCalendarDate(from))
    return {
      code: 'INVALID_REPORT_PERIOD',
      field: 'from',
      message: `from must be a date (YYYY-MM-DD): ${from}`,
    };
  if (!isCalendarDate(to))
    return { code: 'INVALID_REPORT_PERIOD', field: 'to', message: `to must be a date (YYYY-MM-DD): ${to}` };
  if (!isKnownTimeZone(timeZone))
    return {
      code: 'INVALID_REPORT_PERIOD',
      field: 'timeZone',
      message: `timeZone must be an IANA time zone name (e.g. Europe/Kyiv): ${timeZone}`,
    };
  const days = daysIn(from, to);
  if (days < 1)
    return {
      code: 'INVALID_REPORT_PERIOD',
      field: 'to',
      reason: 'to_before_from',
      message: `to (${to}) is before from (${from})`,
    };
  if (days > REPORT_MAX_DAYS)
    return {
      code: 'REPORT_PERIOD_TOO_LONG',
      field: 'to',
      days,
      message: `A report covers at most ${REPORT_MAX_DAYS} days; this period has ${days}`,
    };
  const previousTo = addDays(from, -1);
  return {
    current: periodOf(from, to, timeZone),
    previous: periodOf(addDays(previousTo, 1 - days), previousTo, timeZone),
  };
}
