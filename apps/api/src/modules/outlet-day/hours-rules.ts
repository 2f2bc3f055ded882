/**
 * What the back office accepts as hours (issue 18 item 6). Decisions where the spec is silent:
 * - A closing time earlier than the opening runs past midnight (10:00–02:00 closes at 2 a.m. the
 *   next date), and must be by 06:00: a later one (10:00–09:00) is far likelier a slip for a
 *   time the same day than a 23-hour shift.
 * - 00:00–00:00 is round the clock; any other window with equal ends is refused as ambiguous.
 * - An exception is for today or a later date on the outlet's clock, at most a year ahead.
 */
import { addDays } from '@food/domain/local-time';
import { clockMinutes } from '@food/domain/outlet-day';

const LATEST_NIGHT_CLOSE = '06:00';
export const EXCEPTION_DAYS_AHEAD = 366;

/** Why a window cannot be stored, or null when it can. */
export function windowProblem(opensAt: string, closesAt: string): string | null {
  const opens = clockMinutes(opensAt);
  const closes = clockMinutes(closesAt);
  if (opens === closes)
    return opens === 0 ? null : 'closesAt must differ from opensAt (00:00–00:00 is round the clock)';
  if (closes < opens && closes > clockMinutes(LATEST_NIGHT_CLOSE))
    return `a window past midnight must close by ${LATEST_NIGHT_CLOSE}`;
  return null;
}

/** Why an exception cannot be set for `date` when it is `today` at the outlet, or null. */
export function exceptionDateProblem(date: string, today: string): string | null {
  if (date < today) return 'is in the past on the outlet’s clock';
  if (date > addDays(today, EXCEPTION_DAYS_AHEAD)) return 'is more than a year ahead';
  return null;
}
