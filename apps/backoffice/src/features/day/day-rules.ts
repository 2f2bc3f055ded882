/**
 * The outlet's day as staff read and edit it (pure, tested): the words for its state now, the
 * weekly rows of the editor, and the checks the API makes on hours (contracts/admin-outlet-day.ts:
 * a closing time before the opening runs past midnight and ends by 06:00; 00:00–00:00 is round the
 * clock; other equal times are refused).
 */
import type { TOutletDay } from '@food/contracts';

const LATEST_OVERNIGHT_CLOSE = '06:00';

export type HoursProblem = 'missing' | 'equal' | 'lateNight' | null;

export function hoursProblem(opensAt: string, closesAt: string): HoursProblem {
  if (!/^\d{2}:\d{2}$/.test(opensAt) || !/^\d{2}:\d{2}$/.test(closesAt)) return 'missing';
  if (opensAt === closesAt) return opensAt === '00:00' ? null : 'equal';
  if (closesAt < opensAt && closesAt > LATEST_OVERNIGHT_CLOSE) return 'lateNight';
  return null;
}

export interface WeekRow {
  /** 1 Monday … 7 Sunday */
  day: number;
  isOpen: boolean;
  opensAt: string;
  closesAt: string;
}

const hhmm = (time: string) => time.slice(0, 5);

/** Seven rows, Monday first; a weekday without hours is closed (with a default to open it at). */
export function weekRows(openingHours: TOutletDay['openingHours']): WeekRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const hours = openingHours.find((h) => h.day === day);
    return hours
      ? { day, isOpen: true, opensAt: hhmm(hours.opensAt), closesAt: hhmm(hours.closesAt) }
      : { day, isOpen: false, opensAt: '10:00', closesAt: '22:00' };
  });
}

/** The PUT body of the week: the open rows only. */
export function hoursBody(rows: readonly WeekRow[]) {
  return {
    openingHours: rows
      .filter((r) => r.isOpen)
      .map(({ day, opensAt, closesAt }) => ({ day, opensAt, closesAt })),
  };
}

export type StateWords =
  | { key: 'statePaused'; until: string }
  | { key: 'stateOpenUntil'; until: string }
  | { key: 'stateOpen' }
  | { key: 'stateClosedToday'; opensAt: string | null }
  | { key: 'stateClosedOpens'; opensAt: string }
  | { key: 'stateClosed' };

/** What the outlet is doing now, in the words the page shows ("paused until 14:30"). */
export function stateWords(day: Pick<TOutletDay, 'state' | 'pausedUntil'>): StateWords {
  const { state } = day;
  if (state.reason === 'PAUSED' && day.pausedUntil) return { key: 'statePaused', until: day.pausedUntil };
  if (state.open)
    return state.closesAt ? { key: 'stateOpenUntil', until: state.closesAt } : { key: 'stateOpen' };
  if (state.isClosedToday) return { key: 'stateClosedToday', opensAt: state.nextOpensAt };
  if (state.nextOpensAt) return { key: 'stateClosedOpens', opensAt: state.nextOpensAt };
  return { key: 'stateClosed' };
}

/** Weekday names Monday…Sunday in a locale (2027-03-01 was a Monday). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((d) => {
    const name = format.format(new Date(Date.UTC(2027, 2, d, 12)));
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}

/**
 * A pause in force: the state says PAUSED only while the hours would have the outlet open, so a
 * pause set while it is closed is read from `pausedUntil` itself.
 */
export function isPaused(day: Pick<TOutletDay, 'pausedUntil'>, now = Date.now()): boolean {
  return day.pausedUntil !== null && new Date(day.pausedUntil).getTime() > now;
}
