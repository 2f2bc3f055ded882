/**
 * Outlet-local time rules. Every check takes the outlet's IANA time zone explicitly; a window
 * whose end is not after its start runs past midnight (10:00–01:00 closes at 1 a.m. next day).
 */
import type { OpeningHours } from '../../db/schema.js';

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * Building an Intl.DateTimeFormat costs ~100 times more than using one (checkout reads the
 * clock several times per request), so each kind is made once per time zone and kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(kind: 'clock' | 'offset', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f =
      kind === 'clock'
        ? new Intl.DateTimeFormat('en-GB', {
            timeZone,
            weekday: 'short',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          })
        : new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(key, f);
  }
  return f;
}

/** Minutes since local midnight and ISO weekday (1 Monday … 7 Sunday) in `timeZone`. */
export function localClock(timeZone: string, at: Date): { weekday: number; minutes: number } {
  const parts = formatterFor('clock', timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS[get('weekday')] ?? 1,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/** The zone's offset from UTC at `at`, in hours (3 for Kyiv in summer, 2 in winter). */
export function timeZoneOffsetHours(timeZone: string, at: Date): number {
  const name = formatterFor('offset', timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!m) return 0;
  const hours = Number(m[2]) + Number(m[3]) / 60;
  return m[1] === '-' ? -hours : hours;
}

/** "HH:MM" or "HH:MM:SS" to minutes since midnight. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Is `minutes` inside [from, to)? A window with to <= from wraps past midnight. */
export function isWithinDailyWindow(from: string, to: string, minutes: number): boolean {
  const start = toMinutes(from);
  const end = toMinutes(to);
  if (start === end) return true;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Open now? Checks today's hours and the tail of yesterday's when they ran past midnight. */
export function isOpenAt(hours: OpeningHours[], timeZone: string, at: Date): boolean {
  const { weekday, minutes } = localClock(timeZone, at);
  const today = hours.find((h) => h.day === weekday);
  if (today) {
    const start = toMinutes(today.opensAt);
    const end = toMinutes(today.closesAt);
    if (start < end ? minutes >= start && minutes < end : minutes >= start) return true;
  }
  const yesterday = hours.find((h) => h.day === (weekday === 1 ? 7 : weekday - 1));
  if (yesterday) {
    const start = toMinutes(yesterday.opensAt);
    const end = toMinutes(yesterday.closesAt);
    if (end <= start && minutes < end) return true;
  }
  return false;
}
